package dev.flowwright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.yaml.snakeyaml.Yaml;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The development set's cases (issue #26), one YAML file per library under {@code src/test/resources/devset/}:
 * a page, the flow's steps in a person's words, the judge and what must never happen (JavaScript over the
 * page's own state, evaluated in the page by {@link DevSetSite}), whether the run should end done or stopped,
 * what it may press ({@code allow}), the test values of the secrets it types ({@code facts}), what a person
 * answers when the run asks ({@code teach}, also the case done by hand from the page as it opens, which is how
 * {@link DevSetJudges} shows the judge holds for it), what doing the forbidden thing by hand is ({@code harm},
 * which must set off {@code forbid}), and whether the CI chaos test runs it ({@code chaos}). Shared by
 * {@link DevSetBench} and {@link DevSetChaosTest}. A case file with an unknown key or a missing one is an
 * error naming the file and the case, never a case quietly read otherwise.
 */
final class DevSetCases {
    /** The sets, one file each under {@code src/test/resources/devset/}. */
    static final List<String> SETS = List.of("jquery-ui", "bootstrap", "choices", "pikaday");

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> KEYS = Set.of("id", "page", "steps", "allow", "judge", "forbid", "expect", "teach", "harm", "facts", "chaos");

    private DevSetCases() {}

    /**
     * One answer a person gives when the run asks (teach mode): {@code press} the control they read as so
     * named (picking it among the candidates the run lists, or pressing it in the page when the run hands the
     * page over), {@code within} words near it when the name shows more than once ("Orders" in the Collapsible
     * menu); {@code value}, typed when the run asks for a value; or {@code act}, a script run in the page for what
     * they do by hand that is not one press (typing, a drag, a native list: {@code person.typeInto}, {@code person.key},
     * {@code person.choose} of devset/person.js), {@code says} saying what it is.
     */
    record Answer(String press, String within, String value, String act, String says) {
        Answer {
            int given = (press == null ? 0 : 1) + (value == null ? 0 : 1) + (act == null ? 0 : 1);
            if (given != 1) throw new IllegalArgumentException("a teach answer is one of press:, value: or act:");
        }

        @Override
        public String toString() {
            return press != null ? "press \"" + press + "\"" + (within == null ? "" : " near \"" + within + "\"") : value != null ? "the value asked for" : "by hand: " + (says == null ? act : says);
        }
    }

    record Case(String set, String id, String page, List<Object> steps, List<String> allow, String judge, String forbid,
                boolean expectDone, List<Answer> teach, List<Answer> harm, Map<String, String> facts, boolean chaos) {
        String name() { return set + "/" + id; }
    }

    /** Every case of the named sets (all when blank) whose id matches one of the comma-separated globs. */
    static List<Case> selected(String sets, String ids) throws IOException {
        List<String> names = sets.isBlank() ? SETS : Arrays.stream(sets.split(",")).map(String::strip).toList();
        List<Case> out = new ArrayList<>();
        for (String name : names) {
            for (Case c : load(name)) {
                if (!ids.isBlank() && Arrays.stream(ids.split(",")).noneMatch(g -> globMatches(g.strip(), c.id()))) continue;
                out.add(c);
            }
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    static List<Case> load(String set) throws IOException {
        String file = "devset/" + set + ".yaml";
        try (InputStream in = DevSetCases.class.getResourceAsStream("/" + file)) {
            if (in == null) throw new IllegalArgumentException("no development set \"" + set + "\" (no " + file + "; the sets are " + SETS + ")");
            Map<String, Object> doc = new Yaml().load(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<Case> out = new ArrayList<>();
            Set<String> seen = new java.util.HashSet<>();
            for (Map<String, Object> c : (List<Map<String, Object>>) doc.get("cases")) {
                String id = String.valueOf(c.get("id"));
                String where = file + ", case " + id;
                for (String k : c.keySet()) if (!KEYS.contains(k)) throw new IllegalArgumentException(where + ": unknown key \"" + k + "\"");
                for (String k : List.of("id", "page", "steps", "judge")) if (c.get(k) == null) throw new IllegalArgumentException(where + ": no " + k);
                if (!seen.add(id)) throw new IllegalArgumentException(where + ": the id is used twice");
                Object expect = c.getOrDefault("expect", "done");
                if (!"done".equals(expect) && !"stopped".equals(expect)) throw new IllegalArgumentException(where + ": expect is done or stopped");
                List<Answer> teach = answers(where, "teach", c.getOrDefault("teach", List.of()));
                List<Answer> harm = answers(where, "harm", c.getOrDefault("harm", List.of()));
                Map<String, String> facts = new LinkedHashMap<>();
                ((Map<String, Object>) c.getOrDefault("facts", Map.of())).forEach((k, v) -> facts.put(k, String.valueOf(v)));
                out.add(new Case(set, id, (String) c.get("page"), (List<Object>) c.get("steps"),
                        ((List<Object>) c.getOrDefault("allow", List.of())).stream().map(String::valueOf).toList(),
                        (String) c.get("judge"), (String) c.get("forbid"), "done".equals(expect), teach, harm, facts,
                        Boolean.TRUE.equals(c.get("chaos"))));
            }
            return out;
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Answer> answers(String where, String key, Object list) {
        List<Answer> out = new ArrayList<>();
        for (Map<String, Object> a : (List<Map<String, Object>>) list) {
            for (String k : a.keySet()) {
                if (!Set.of("press", "within", "value", "act", "says").contains(k)) {
                    throw new IllegalArgumentException(where + ": unknown key \"" + k + "\" in a " + key + " answer");
                }
            }
            try {
                out.add(new Answer(str(a.get("press")), str(a.get("within")), str(a.get("value")), str(a.get("act")), str(a.get("says"))));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ": " + key + ": " + e.getMessage());
            }
        }
        return List.copyOf(out);
    }

    private static String str(Object o) {
        return o == null ? null : String.valueOf(o);
    }

    private static boolean globMatches(String glob, String id) {
        return id.matches(java.util.regex.Pattern.quote(glob).replace("*", "\\E.*\\Q"));
    }

    /** The case as a flow file (JSON) in {@code dir}: its name, its {@code allow:}, its steps. */
    static Path flowFile(Path dir, Case c) throws IOException {
        Path flow = dir.resolve(c.set() + "-" + c.id() + ".flow.json");
        ObjectNode json = JSON.createObjectNode();
        json.put("name", c.set() + " " + c.id());
        if (!c.allow().isEmpty()) c.allow().forEach(json.putArray("allow")::add);
        json.set("steps", JSON.valueToTree(c.steps()));
        Files.writeString(flow, JSON.writeValueAsString(json));
        return flow;
    }

    /** {@code --fact name=value} for each of the case's secrets. */
    static List<String> factArgs(Case c) {
        List<String> out = new ArrayList<>();
        c.facts().forEach((k, v) -> out.addAll(List.of("--fact", k + "=" + v)));
        return out;
    }
}
