package dev.flowwright.runtime.act.target;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Grounding over more than {@link Thresholds#CAP} candidates: split them into regions at the first
 * ancestor level that gives at least two ({@link Thresholds#MAX_REGIONS} at most, the rest "everything
 * else"), then one request holds a {@code group_i} knockout Choice per group of at most CAP candidates
 * and a {@code region} Choice; the chosen region's group winners go on to the target question.
 */
public final class Regions {
    static final String EVERYTHING_ELSE = "everything else";
    private static final int EXAMPLES = 6;

    private Regions() {}

    record Region(String label, List<Element> elements) {}

    static List<Element> knockout(StepContext ctx, int turn, JsonNode state, List<Element> pool, Grounding.Request request) {
        List<Region> regions = split(pool);
        Map<String, Question> questions = new LinkedHashMap<>();
        Map<String, List<Element>> groupMembers = new LinkedHashMap<>();
        Map<String, Integer> groupRegion = new LinkedHashMap<>();
        Map<String, String> regionOptions = new LinkedHashMap<>();
        int g = 0;
        for (int r = 0; r < regions.size(); r++) {
            Region region = regions.get(r);
            regionOptions.put(Grounding.letters(r), ctx.mask(regionLine(ctx, region)));
            List<Element> els = region.elements();
            for (int from = 0; from < els.size(); from += Thresholds.CAP) {
                List<Element> group = els.subList(from, Math.min(els.size(), from + Thresholds.CAP));
                String id = "group_" + g++;
                Map<String, String> options = new LinkedHashMap<>();
                for (int i = 0; i < group.size(); i++) options.put(Integer.toString(i + 1), Grounding.optionLine(ctx, group.get(i)));
                ObjectNode ins = Instructions.of(Ask.GROUP, "Which of these elements should be used to " + request.purpose() + "?", ctx.mask(request.goal()));
                ins.put("purpose", ctx.mask(request.purpose()));
                ins.put("region", ctx.mask(region.label()));
                questions.put(id, NoneOption.choice(ins, options));
                groupMembers.put(id, group);
                groupRegion.put(id, r);
            }
        }
        ObjectNode ins = Instructions.of(Ask.REGION, "Which part of the screen holds the element to " + request.purpose() + "?", ctx.mask(request.goal()));
        ins.put("purpose", ctx.mask(request.purpose()));
        questions.put("region", NoneOption.choice(ins, regionOptions));
        Ballot b = ctx.model().ask(turn, "ground by region: " + request.purpose(), state, questions);

        Optional<Integer> chosen = b.choice("region").map(Answer.ChoiceAnswer::choice)
                .flatMap(k -> indexOfLetters(k, regions.size()));
        List<Element> winners = new ArrayList<>();
        for (var en : groupMembers.entrySet()) {
            if (chosen.isPresent() && !groupRegion.get(en.getKey()).equals(chosen.get())) continue;
            b.choice(en.getKey()).ifPresent(c -> {
                try {
                    int i = Integer.parseInt(c.choice()) - 1;
                    if (i >= 0 && i < en.getValue().size()) winners.add(en.getValue().get(i));
                } catch (NumberFormatException notAKey) {
                    // "none" or an unknown key: this group has no winner
                }
            });
        }
        return winners;
    }

    /** The first ancestor level whose labels split the pool into at least two regions. */
    public static List<Region> split(List<Element> pool) {
        int deepest = pool.stream().mapToInt(e -> e.path().size()).max().orElse(0);
        for (int level = 0; level < deepest; level++) {
            Map<String, List<Element>> byKey = new LinkedHashMap<>();
            for (Element e : pool) byKey.computeIfAbsent(key(e, level), k -> new ArrayList<>()).add(e);
            if (byKey.size() >= 2) return capped(byKey);
        }
        Map<String, List<Element>> parts = new LinkedHashMap<>();
        for (int i = 0; i < pool.size(); i++) {
            parts.computeIfAbsent("part " + (i / Thresholds.CAP + 1), k -> new ArrayList<>()).add(pool.get(i));
        }
        return capped(parts);
    }

    private static String key(Element e, int level) {
        List<String> path = e.path();
        if (path.isEmpty()) return "top level";
        return String.join(" > ", path.subList(0, Math.min(path.size(), level + 1)));
    }

    /** At most MAX_REGIONS: the largest keep their own region, the rest share "everything else". */
    private static List<Region> capped(Map<String, List<Element>> byKey) {
        List<Region> all = new ArrayList<>();
        byKey.forEach((k, v) -> all.add(new Region(k, v)));
        if (all.size() <= Thresholds.MAX_REGIONS) return all;
        List<Region> bySize = new ArrayList<>(all);
        bySize.sort(Comparator.comparingInt((Region r) -> r.elements().size()).reversed());
        java.util.Set<Region> kept = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        kept.addAll(bySize.subList(0, Thresholds.MAX_REGIONS - 1));
        List<Region> out = new ArrayList<>();
        List<Element> rest = new ArrayList<>();
        for (Region r : all) {
            if (kept.contains(r)) out.add(r);
            else rest.addAll(r.elements());
        }
        out.add(new Region(EVERYTHING_ELSE, rest));
        return out;
    }

    private static String regionLine(StepContext ctx, Region r) {
        List<String> examples = r.elements().stream().limit(EXAMPLES).map(Element::label).toList();
        return r.label() + " (" + r.elements().size() + " elements, e.g. " + String.join(", ", examples) + ")";
    }

    private static Optional<Integer> indexOfLetters(String key, int n) {
        for (int i = 0; i < n; i++) if (Grounding.letters(i).equals(key)) return Optional.of(i);
        return Optional.empty();
    }
}
