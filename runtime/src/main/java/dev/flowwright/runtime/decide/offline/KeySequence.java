package dev.flowwright.runtime.decide.offline;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A step that spells out a calculation ("calculate 128 times 37", "work out 9 divided by 3") on a
 * screen with a keypad: the keys in order, how far the display shows they have got, the key to press
 * next and whether the display shows the answer. A model reads this off the step and the display; the
 * offline decider needs it written down, or it presses the best-matching key over and over. Only a
 * keypad that has every key the sum needs counts, so a form that mentions "2 adults plus 1 child" is
 * never mistaken for one.
 */
final class KeySequence {
    /** Spoken operators and the keys that may carry them on a keypad, the usual glyph first. */
    private static final Map<String, List<String>> OPERATORS = Map.of(
            "×", List.of("×", "*", "x", "multiply"),
            "÷", List.of("÷", "/", "divide"),
            "+", List.of("+", "plus", "add"),
            "−", List.of("−", "-", "minus", "subtract"));
    private static final String NUMBER = "(\\d+(?:\\.\\d+)?)";
    private static final String OPERATOR =
            "(times|multiplied by|x|×|\\*|divided by|over|÷|/|plus|\\+|minus|−|-)";
    private static final Pattern SUM = Pattern.compile(NUMBER + "(?:\\s*" + OPERATOR + "\\s*" + NUMBER + ")+");
    private static final Pattern TERM = Pattern.compile("\\s*" + OPERATOR + "\\s*" + NUMBER);
    private static final List<String> CLEAR_NAMES = List.of("clear", "c", "ac", "ce");
    private static final String EQUALS = "=";

    /** The keys in order: digits, operator glyphs and "=". */
    final List<String> keys;
    private final BigDecimal answer;

    private KeySequence(List<String> keys, BigDecimal answer) {
        this.keys = List.copyOf(keys);
        this.answer = answer;
    }

    /** The calculation a step spells out, if it spells one out. */
    static Optional<KeySequence> of(String step) {
        if (step == null) return Optional.empty();
        Matcher m = SUM.matcher(step.toLowerCase(Locale.ROOT));
        if (!m.find()) return Optional.empty();
        List<String> keys = new ArrayList<>();
        addDigits(keys, m.group(1));
        BigDecimal value = new BigDecimal(m.group(1));
        Matcher t = TERM.matcher(m.group().substring(m.group(1).length()));
        while (t.find()) {
            String op = glyph(t.group(1));
            BigDecimal operand = new BigDecimal(t.group(2));
            if (op.equals("÷") && operand.signum() == 0) return Optional.empty();
            keys.add(op);
            addDigits(keys, t.group(2));
            value = apply(value, op, operand); // keypads of this kind work left to right
        }
        keys.add(EQUALS);
        return Optional.of(new KeySequence(keys, value));
    }

    private static void addDigits(List<String> keys, String number) {
        for (char c : number.toCharArray()) keys.add(String.valueOf(c));
    }

    private static String glyph(String spoken) {
        if (spoken.equals("times") || spoken.equals("multiplied by") || spoken.equals("x") || spoken.equals("×") || spoken.equals("*")) return "×";
        if (spoken.equals("divided by") || spoken.equals("over") || spoken.equals("÷") || spoken.equals("/")) return "÷";
        if (spoken.equals("plus") || spoken.equals("+")) return "+";
        return "−";
    }

    private static BigDecimal apply(BigDecimal a, String op, BigDecimal b) {
        if (op.equals("×")) return a.multiply(b);
        if (op.equals("÷")) return a.divide(b, MathContext.DECIMAL64);
        if (op.equals("+")) return a.add(b);
        return a.subtract(b);
    }

    /** Whether the screen has a key for every key of the calculation. */
    boolean keypadOn(StateView v) {
        return keys.stream().distinct().allMatch(k -> keyFor(k, v).isPresent());
    }

    /** The button that carries {@code key}, by exact name (case and spacing aside). */
    static Optional<Candidate> keyFor(String key, StateView v) {
        return v.elements.stream().filter(c -> carries(c, key)).findFirst();
    }

    /** Whether a button is the key for {@code key}: named exactly like it, or like one of its spoken forms. */
    static boolean carries(Candidate c, String key) {
        if (!isKey(c)) return false;
        String name = c.name().strip().toLowerCase(Locale.ROOT);
        return OPERATORS.getOrDefault(key, List.of(key.strip().toLowerCase(Locale.ROOT))).contains(name);
    }

    private static boolean isKey(Candidate c) {
        return c.role().contains("button");
    }

    /** Whether a field of the screen shows the answer. */
    boolean answerShown(StateView v) {
        for (Candidate c : v.elements) {
            if (c.value() == null || c.value().isEmpty()) continue;
            String shown = normalise(c.value());
            try {
                if (new BigDecimal(shown.replace("−", "-")).compareTo(answer) == 0) return true;
            } catch (NumberFormatException notANumber) {
                // an expression or text, not the answer
            }
        }
        return false;
    }

    /** How many of the keys (before "=") the display shows as typed; -1 when it shows something else. */
    int typed(StateView v) {
        int best = -1;
        List<String> shown = displays(v);
        StringBuilder prefix = new StringBuilder();
        for (int k = 0; k < keys.size(); k++) {
            String p = prefix.toString();
            if (shown.contains(p) || (k == 0 && shown.contains("0"))) best = k;
            if (keys.get(k).equals(EQUALS)) break;
            prefix.append(keys.get(k));
        }
        return best;
    }

    /** The key to press next: the first untyped one, or a clear key when the display shows something else. */
    Optional<String> next(StateView v) {
        if (answerShown(v)) return Optional.empty();
        int typed = typed(v);
        if (typed >= 0) return Optional.of(keys.get(typed));
        return clearKey(v).map(Candidate::name);
    }

    /** How far along the calculation is, from 0 (nothing typed) to 1 (the answer shown). */
    double progress(StateView v) {
        if (answerShown(v)) return 1;
        return Math.max(0, typed(v)) / (double) keys.size();
    }

    private static Optional<Candidate> clearKey(StateView v) {
        for (Candidate c : v.elements) {
            if (!isKey(c)) continue;
            String first = c.name().strip().toLowerCase(Locale.ROOT).split("[\\s\\[(]+")[0];
            if (CLEAR_NAMES.contains(first)) return Optional.of(c);
        }
        return Optional.empty();
    }

    /** What the editable or display fields show, normalised: no spaces or group separators, ASCII operators as keys. */
    private static List<String> displays(StateView v) {
        boolean fields = v.elements.stream().anyMatch(Candidate::isTextField);
        List<String> out = new ArrayList<>();
        for (Candidate c : v.elements) {
            if (fields && !c.isTextField()) continue; // the entry line, not the previews around it
            out.add(c.value() == null ? "" : normalise(c.value()));
        }
        return out;
    }

    static String normalise(String shown) {
        return shown.replaceAll("[\\s\\u2009\\u202f,]", "").replace('*', '×').replace('/', '÷').replace('-', '−');
    }
}
