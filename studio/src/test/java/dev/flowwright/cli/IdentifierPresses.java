package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue #26's hard constraint, checked from a run's journal rather than trusted: a step that names an
 * identifier (letters with digits, {@code B-12}, {@code C13}, {@code 14px}; or a capitalised code and a number,
 * {@code SKU 88-1042}, {@code DIN 912}) may press only an element that shows it — in its name, its value, its
 * item's text or its row, compared without case, spaces, dashes, dots or slashes ({@code M8 × 25} is
 * {@code m8x25}). A press here is a click, a check or a choice made ({@code acted} lines of verb click, check,
 * uncheck or select); typing into a field and opening a list or a section (an element that can be expanded, or
 * a text field) are how an identifier is searched for, not what it names, and are not counted. The identifiers
 * are read here with the issue's own definition, independently of the runtime's reading of them.
 */
final class IdentifierPresses {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Letters and digits in one token (not an ordinal: "3rd" is a count), or a 2–6 capital prefix and a number. */
    static final Pattern IDENTIFIER = Pattern.compile(
            "(?<![\\p{L}\\p{N}$])(?:\\p{Lu}{2,6}\\s+\\d[\\d./-]*|(?!\\d+(?:st|nd|rd|th)(?![\\p{L}\\p{N}]))"
                    + "(?=[\\p{L}\\p{N}-]*\\p{N})(?=[\\p{L}\\p{N}-]*\\p{L})[\\p{L}\\p{N}][\\p{L}\\p{N}-]*)(?:\\s*[×x]\\s*\\d+)?(?![\\p{L}\\p{N}])");
    private static final Set<String> PRESSES = Set.of("click", "check", "uncheck", "select");

    private IdentifierPresses() {}

    /** The identifiers a step's words name; a secret's placeholder ({@code ${pin2}}) is not one. */
    static List<String> in(String words) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = IDENTIFIER.matcher(words.replaceAll("\\$\\{[^}]*}", " "));
        while (m.find()) out.add(m.group().strip());
        return List.copyOf(out);
    }

    static String normal(String s) {
        return s == null ? "" : s.toLowerCase(Locale.ROOT).replace('×', 'x').replaceAll("[\\s./_-]+", "");
    }

    /** Every press in the journals under {@code journalDir} of an element that lacks the identifiers its step names, in words. */
    static List<String> lacking(Path journalDir) throws IOException {
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(journalDir)) return out;
        List<Path> journals;
        try (var files = Files.walk(journalDir)) {
            journals = files.filter(p -> p.getFileName().toString().equals("journal.jsonl")).sorted().toList();
        }
        for (Path journal : journals) out.addAll(lacking(Files.readAllLines(journal)));
        return out;
    }

    static List<String> lacking(List<String> journalLines) throws IOException {
        Map<String, String> stepWords = new HashMap<>();
        List<String> out = new ArrayList<>();
        for (String line : journalLines) {
            if (line.isBlank()) continue;
            JsonNode e = JSON.readTree(line);
            String type = e.path("type").asText();
            String path = e.path("stepPath").asText("");
            String top = path.contains(".") ? path.substring(0, path.indexOf('.')) : path;
            if (type.equals("step") && "started".equals(e.path("phase").asText()) && !path.contains(".")) {
                stepWords.put(path, e.path("text").asText(""));
            }
            if (!type.equals("acted") || !PRESSES.contains(e.path("verb").asText())) continue;
            List<String> ids = in(stepWords.getOrDefault(top, ""));
            if (ids.isEmpty()) continue;
            JsonNode t = e.path("target");
            if (searching(t)) continue;
            String shown = normal(String.join(" ", t.path("name").asText(""), t.path("value").asText(""),
                    t.path("hints").path("item").asText(""), t.path("hints").path("itemHead").asText(""),
                    t.path("hints").path("row").asText(""), "select".equals(e.path("verb").asText()) ? e.path("value").asText("") : ""));
            for (String id : ids) {
                if (!shown.contains(normal(id))) {
                    out.add("step " + top + " (\"" + stepWords.get(top) + "\") names " + id + " but pressed " + t.path("role").asText()
                            + " \"" + t.path("name").asText() + "\"");
                    break;
                }
            }
        }
        return out;
    }

    /** A text field, or an element that opens a list or a section: where an identifier is looked for. */
    private static boolean searching(JsonNode target) {
        for (JsonNode a : target.path("actions")) {
            String s = a.asText();
            if (s.equals("expand") || s.equals("set_value") || s.equals("type_text")) return true;
        }
        for (JsonNode s : target.path("states")) if (s.asText().equals("editable")) return true;
        return false;
    }
}
