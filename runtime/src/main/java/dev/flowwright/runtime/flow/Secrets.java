package dev.flowwright.runtime.flow;

import dev.flowwright.runtime.Thresholds;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A run's secret facts (passwords, card numbers, one-time codes) and the one place that masks them.
 * Anything that leaves the runtime — a decision request, a journal line, a recipe, a log line, the
 * studio — goes through {@link #mask(String)} first, so a value appears only as {@code ${name}}.
 *
 * <p>Two rules, both owned here:
 * <ul>
 *   <li><b>By spelling</b> ({@link #mask(String)}): a value is found however the page spells it. A number
 *   or code (digits, or letters and digits, once spaces, dashes and dots are set aside) also matches with
 *   up to {@link Thresholds#SECRET_SEPARATOR_RUN} non-alphanumeric characters between any two of its
 *   characters ("4111 1111 1111 1111", "4111-1111-…", "4111.1111…"), inside other text too; a value of
 *   letters and digits matches case-insensitively ("ab12cd" for "AB12CD").</li>
 *   <li><b>By field</b> ({@link #markField}, {@link #secretInField}): once a secret is typed into a field,
 *   that field's value is masked in every later look of the run, whatever the page turned it into. The
 *   field is known by its locator hints (id, name attribute, label, test id, placeholder; role and name;
 *   on the desktop its index path), never by its ref, which changes between looks. A password field is
 *   always masked, whatever it holds.</li>
 * </ul>
 * Thread-safe: a handoff may add a fact while other threads mask.
 */
public final class Secrets {
    /** Values shorter than this are not masked by substring (a one-letter secret would mask every "a"). */
    public static final int MIN_MASKED_LENGTH = 2;
    /** What a password field's value becomes when no named secret was typed into it. */
    public static final String PASSWORD_MASK = "${password}";

    /** Browser hints that name a field the same way from one look to the next (see RecipeLocators). */
    private static final List<String> FIELD_KEYS = List.of("id", "nameAttr", "labelText", "testId", "placeholder");

    private final Map<String, String> facts = new LinkedHashMap<>();
    private final List<Field> fields = new ArrayList<>();
    private volatile List<Spelling> spellings; // compiled on first use after a change

    public Secrets() {}

    public Secrets(Map<String, String> facts) {
        facts.forEach(this::put);
    }

    public synchronized Secrets put(String name, String value) {
        if (name == null || name.isBlank()) throw new IllegalArgumentException("a secret needs a name");
        facts.put(name, value == null ? "" : value);
        spellings = null;
        return this;
    }

    public synchronized boolean has(String name) { return facts.containsKey(name); }

    /** The value, for typing into a field only. Never log or send what this returns. */
    public synchronized String reveal(String name) { return facts.get(name); }

    public synchronized Set<String> names() { return Set.copyOf(facts.keySet()); }

    /** True when there is anything to mask: a secret, or a field marked as holding one. */
    public synchronized boolean isEmpty() { return facts.isEmpty() && fields.isEmpty(); }

    // ---- by spelling ----

    /** Replaces every secret value in {@code text}, in any spelling the rule knows, by {@code ${name}}; longest value first. */
    public String mask(String text) {
        if (text == null || text.isEmpty()) return text;
        String out = text;
        for (Spelling s : spellings()) {
            Matcher m = s.pattern.matcher(out);
            if (m.find()) out = m.replaceAll(Matcher.quoteReplacement("${" + s.name + "}"));
        }
        return out;
    }

    /** True when {@code text} shows a secret value in some spelling. */
    public boolean shows(String text) {
        if (text == null || text.isEmpty()) return false;
        for (Spelling s : spellings()) if (s.pattern.matcher(text).find()) return true;
        return false;
    }

    /** {@link #shows} as the test a picture runs over the page's text; null when there is no secret to look for. */
    public java.util.function.Predicate<String> textTest() {
        return names().isEmpty() ? null : this::shows;
    }

    /** The names of the secrets whose value {@code text} holds (any spelling): what typing it puts in a field. */
    public List<String> namesIn(String text) {
        List<String> out = new ArrayList<>();
        if (text == null || text.isEmpty()) return out;
        for (Spelling s : spellings()) if (s.pattern.matcher(text).find() && !out.contains(s.name)) out.add(s.name);
        return out;
    }

    private List<Spelling> spellings() {
        List<Spelling> s = spellings;
        if (s != null) return s;
        synchronized (this) {
            if (spellings == null) {
                spellings = facts.entrySet().stream()
                        .filter(e -> e.getValue().length() >= MIN_MASKED_LENGTH)
                        .sorted(Comparator.comparingInt((Map.Entry<String, String> e) -> e.getValue().length()).reversed())
                        .map(e -> new Spelling(e.getKey(), spelling(e.getValue())))
                        .toList();
            }
            return spellings;
        }
    }

    private record Spelling(String name, Pattern pattern) {}

    /**
     * The pattern a value is found by. Letters and digits only (once separators are set aside): each
     * character case-insensitive (a digit also in its full-width form) and, when the value holds a digit
     * (a number, a code), a short run of anything that is neither letter nor digit allowed between two of
     * them. Anything else: as written.
     */
    static Pattern spelling(String value) {
        String core = value.replaceAll("[^\\p{L}\\p{N}]", "");
        boolean alphanumeric = !core.isEmpty() && core.codePoints().allMatch(Character::isLetterOrDigit)
                && value.replaceAll("[\\s\\p{Pd}.\\u00B7\\u2024\\u2212]", "").equals(core);
        if (!alphanumeric) return Pattern.compile(Pattern.quote(value));
        // separators between characters belong to numbers and codes; a word-like secret is found as a word
        boolean spaced = core.codePointCount(0, core.length()) >= Thresholds.SECRET_SPACED_MIN_CHARS
                && core.codePoints().anyMatch(Character::isDigit);
        if (!spaced) return Pattern.compile(Pattern.quote(value), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        String between = "[^\\p{L}\\p{N}]{0," + Thresholds.SECRET_SEPARATOR_RUN + "}";
        StringBuilder p = new StringBuilder();
        int[] cps = core.codePoints().toArray();
        for (int i = 0; i < cps.length; i++) {
            if (i > 0) p.append(between);
            int c = cps[i];
            if (c >= '0' && c <= '9') p.append('[').append((char) c).append((char) ('\uFF10' + (c - '0'))).append(']');
            else p.append(Pattern.quote(new String(Character.toChars(c))));
        }
        return Pattern.compile(p.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    // ---- by field ----

    /**
     * Marks the field a secret was typed into, by its locator hints: from now on its value is masked as
     * {@code ${name}} in every look, however the page reformats it. {@code hints} are the element's
     * (id, nameAttr, labelText, testId, placeholder, tag; on the desktop indexPath, platformRole).
     */
    public synchronized void markField(String secretName, String role, String accessibleName, Map<String, String> hints) {
        Field f = Field.of(secretName, role, accessibleName, hints);
        if (!f.identifiable() || fields.contains(f)) return;
        fields.add(f);
    }

    /**
     * Tells the rule that {@code text} is about to be typed into a field: each secret it holds marks the
     * field ({@link #markField}). Called before the typing, so even a look taken mid-way is masked.
     */
    public void typing(String text, String role, String accessibleName, Map<String, String> hints) {
        for (String name : namesIn(text)) markField(name, role, accessibleName, hints);
    }

    /** The fields marked so far (for tests and the studio's account of what is hidden). */
    public synchronized int markedFields() { return fields.size(); }

    /**
     * What a field's value is masked as: {@code ${name}} when a secret was typed into this field (by its
     * hints, never its ref), {@link #PASSWORD_MASK} for a password field, null when the field holds
     * nothing secret by this rule (its text is still masked by spelling).
     */
    public String secretInField(String role, String accessibleName, Map<String, String> hints) {
        Map<String, String> h = hints == null ? Map.of() : hints;
        List<Field> marked;
        synchronized (this) {
            marked = List.copyOf(fields);
        }
        for (Field f : marked) if (f.matches(role, accessibleName, h)) return "${" + f.secret + "}";
        if (isPasswordField(role, h)) return PASSWORD_MASK;
        return null;
    }

    /** A password field: {@code input type=password} in a page, AT-SPI role "password text" on the desktop. */
    public static boolean isPasswordField(String role, Map<String, String> hints) {
        if ("password text".equalsIgnoreCase(role)) return true;
        if (hints == null) return false;
        return "password".equalsIgnoreCase(hints.get("type")) || "password text".equalsIgnoreCase(hints.get("platformRole"));
    }

    /**
     * A field as its hints name it. On a page any one stable hint (id, name attribute, label, test id,
     * placeholder) that compares equal is the same field, and so is the same role and accessible name; on
     * the desktop the same role and name, or the same platform role at the same index path.
     */
    private record Field(String secret, String role, String name, Map<String, String> keys) {
        static Field of(String secret, String role, String name, Map<String, String> hints) {
            Map<String, String> keys = new LinkedHashMap<>();
            Map<String, String> h = hints == null ? Map.of() : hints;
            for (String k : FIELD_KEYS) if (h.get(k) != null && !h.get(k).isBlank()) keys.put(k, norm(h.get(k)));
            for (String k : List.of("tag", "platformRole", "indexPath")) if (h.get(k) != null) keys.put(k, h.get(k));
            return new Field(secret, role == null ? "" : role, norm(name == null ? "" : name), Map.copyOf(keys));
        }

        boolean identifiable() {
            return !name.isEmpty() || FIELD_KEYS.stream().anyMatch(keys::containsKey) || keys.containsKey("indexPath");
        }

        boolean matches(String otherRole, String otherName, Map<String, String> hints) {
            boolean page = keys.containsKey("tag") || hints.containsKey("tag");
            if (page) {
                for (String k : FIELD_KEYS) {
                    String mine = keys.get(k);
                    if (mine != null && hints.get(k) != null && mine.equals(norm(hints.get(k)))) return true;
                }
            } else if (keys.get("indexPath") != null && keys.get("indexPath").equals(hints.get("indexPath"))
                    && java.util.Objects.equals(keys.get("platformRole"), hints.get("platformRole"))) {
                return true;
            }
            return !name.isEmpty() && role.equals(otherRole == null ? "" : otherRole) && name.equals(norm(otherName == null ? "" : otherName));
        }
    }

    /** Equal once NFKC-normalised, trimmed, case-folded and with runs of whitespace as one space. */
    private static String norm(String s) {
        return Normalizer.normalize(s, Normalizer.Form.NFKC).strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
