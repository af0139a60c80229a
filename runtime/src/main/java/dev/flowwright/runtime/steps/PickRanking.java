package dev.flowwright.runtime.steps;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The exact ranking a pick's {@code by} asks for, when it parses (docs/step-kinds.md#pick): price, time, stops,
 * duration, or the nearest number — read from each item's text, lowest first unless {@code by} asks for
 * the highest. Anything else is Jev's to judge.
 */
record PickRanking(String measure, boolean highest, Function<String, OptionalDouble> value) {

    private static final Pattern NUMBER = Pattern.compile("\\d[\\d,]*(?:\\.\\d+)?");
    private static final Pattern PRICE = Pattern.compile(
            "(?:[₹$€£]|\\brs\\.?|\\binr|\\busd|\\beur|\\bgbp)\\s*(\\d[\\d,]*(?:\\.\\d+)?)|(\\d[\\d,]*(?:\\.\\d+)?)\\s*(?:[₹$€£]|rs\\b|inr\\b|usd\\b|eur\\b)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern TIME = Pattern.compile("\\b([01]?\\d|2[0-3]):([0-5]\\d)\\s*(am|pm)?", Pattern.CASE_INSENSITIVE);
    private static final Pattern STOPS = Pattern.compile("\\b(non-?stop|direct)\\b|\\b(\\d+)\\s*stops?\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern DURATION = Pattern.compile(
            "\\b(\\d+)\\s*h(?:rs?|ours?)?\\b(?:\\s*(\\d+)\\s*m(?:in(?:utes?)?)?\\b)?|\\b(\\d+)\\s*m(?:in(?:utes?)?)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern NEAREST = Pattern.compile("\\b(?:nearest|closest)\\s+(?:to\\s+)?(\\d[\\d,]*(?:\\.\\d+)?)", Pattern.CASE_INSENSITIVE);

    static Optional<PickRanking> parse(String by) {
        if (by == null) return Optional.empty();
        String b = by.toLowerCase(Locale.ROOT);
        Matcher near = NEAREST.matcher(b);
        if (near.find()) {
            double target = number(near.group(1));
            // "price nearest 5500": the measure named beside it; else whichever number of the item is nearest
            Optional<PickRanking> base = parse(b.substring(0, near.start()) + " " + b.substring(near.end()));
            Function<String, OptionalDouble> measure = base.isPresent() ? base.get().value() : s -> nearestNumber(s, target);
            return Optional.of(new PickRanking("nearest " + near.group(1), false, s -> {
                OptionalDouble x = measure.apply(s);
                return x.isPresent() ? OptionalDouble.of(Math.abs(x.getAsDouble() - target)) : OptionalDouble.empty();
            }));
        }
        boolean highest = b.matches(".*\\b(most expensive|highest|priciest|latest|longest|most stops|slowest)\\b.*");
        if (b.matches(".*\\b(stops?|non-?stop|direct)\\b.*")) return Optional.of(new PickRanking("stops", highest, PickRanking::stops));
        if (b.matches(".*\\b(duration|shortest|quickest|fastest|longest|slowest)\\b.*")) return Optional.of(new PickRanking("duration", highest, PickRanking::minutes));
        if (b.matches(".*\\b(time|earliest|latest|departs?|departure|arrives?|arrival)\\b.*")) return Optional.of(new PickRanking("time", highest, PickRanking::clock));
        if (b.matches(".*\\b(price|cheap|cheapest|cost|fare|expensive|priciest|lowest|highest)\\b.*")) return Optional.of(new PickRanking("price", highest, PickRanking::price));
        return Optional.empty();
    }

    static OptionalDouble price(String s) {
        Matcher m = PRICE.matcher(s);
        if (!m.find()) return OptionalDouble.empty();
        return OptionalDouble.of(number(m.group(1) != null ? m.group(1) : m.group(2)));
    }

    static OptionalDouble clock(String s) {
        Matcher m = TIME.matcher(s);
        if (!m.find()) return OptionalDouble.empty();
        int h = Integer.parseInt(m.group(1));
        String ampm = m.group(3);
        if (ampm != null && ampm.equalsIgnoreCase("pm") && h < 12) h += 12;
        if (ampm != null && ampm.equalsIgnoreCase("am") && h == 12) h = 0;
        return OptionalDouble.of(h * 60 + Integer.parseInt(m.group(2)));
    }

    static OptionalDouble stops(String s) {
        Matcher m = STOPS.matcher(s);
        if (!m.find()) return OptionalDouble.empty();
        return OptionalDouble.of(m.group(1) != null ? 0 : Integer.parseInt(m.group(2)));
    }

    static OptionalDouble minutes(String s) {
        Matcher m = DURATION.matcher(s);
        if (!m.find()) return OptionalDouble.empty();
        if (m.group(3) != null) return OptionalDouble.of(Integer.parseInt(m.group(3)));
        return OptionalDouble.of(Integer.parseInt(m.group(1)) * 60 + (m.group(2) == null ? 0 : Integer.parseInt(m.group(2))));
    }

    private static OptionalDouble nearestNumber(String s, double target) {
        Matcher m = NUMBER.matcher(s);
        OptionalDouble best = OptionalDouble.empty();
        while (m.find()) {
            double x = number(m.group());
            if (best.isEmpty() || Math.abs(x - target) < Math.abs(best.getAsDouble() - target)) best = OptionalDouble.of(x);
        }
        return best;
    }

    private static double number(String s) { return Double.parseDouble(s.replace(",", "")); }
}
