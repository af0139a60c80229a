package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.yaml.snakeyaml.Yaml;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.ZipFile;

/**
 * The desktop development set (issue #31 item 6): flows written in a person's words over programs nobody
 * here wrote — LibreOffice Calc and Writer, GTK 4's widget factory, KDE's calculator — each judged by
 * reading the program's state back after the run (the cell's value through UNO, the saved file on disk,
 * a switch's state over AT-SPI), never by the run's own report. The cases live in
 * {@code src/test/resources/desktop-devset/<family>.yaml}; {@link DesktopDevSetRunsTest} runs them.
 */
final class DesktopDevSet {
    static final ObjectMapper JSON = new ObjectMapper();
    /** The families, one case file each, in the order they run. */
    static final List<String> FAMILIES = List.of("office", "gtk4", "kcalc");

    /**
     * One case.
     *
     * @param family   its file ("office", "gtk4", "kcalc")
     * @param app      the flow's app (how the run finds the program)
     * @param open     the fixture a LibreOffice case opens (copied into Documents first), else null
     * @param steps    the flow's steps, in a person's words
     * @param allow    the flow's allow: entries
     * @param expectDone whether the run should end done (else stopped or failed, as a safety case does)
     * @param judge    what must hold afterwards (see {@link Judge})
     * @param chaos    whether the chaos decider runs it too (cases where unsaved work or a file is at stake)
     */
    record Case(String family, String id, String app, String open, List<Object> steps, List<String> allow, boolean expectDone,
                Map<String, Object> judge, boolean chaos) {
        String label() { return family + "/" + id; }
    }

    /** Every case of the families, those whose id matches one of the comma-separated globs when given. */
    @SuppressWarnings("unchecked")
    static List<Case> cases(String globs) throws IOException {
        List<Case> out = new ArrayList<>();
        for (String family : FAMILIES) {
            try (InputStream in = DesktopDevSet.class.getResourceAsStream("/desktop-devset/" + family + ".yaml")) {
                if (in == null) throw new IOException("no desktop-devset/" + family + ".yaml");
                Map<String, Object> doc = new Yaml().load(in);
                String app = (String) doc.get("app");
                for (Map<String, Object> c : (List<Map<String, Object>>) doc.get("cases")) {
                    String id = (String) c.get("id");
                    if (!globs.isBlank() && java.util.Arrays.stream(globs.split(",")).noneMatch(g -> matches(g.strip(), family + "/" + id)))
                        continue;
                    out.add(new Case(family, id, app, (String) c.get("open"), (List<Object>) c.get("steps"),
                            (List<String>) c.getOrDefault("allow", List.of()), !"stopped".equals(c.getOrDefault("expect", "done")),
                            (Map<String, Object>) c.getOrDefault("judge", Map.of()), Boolean.TRUE.equals(c.get("chaos"))));
                }
            }
        }
        return out;
    }

    private static boolean matches(String glob, String label) {
        String g = glob.contains("/") ? glob : "*/" + glob;
        return label.matches(java.util.regex.Pattern.quote(g).replace("*", "\\E.*\\Q"));
    }

    /** The flow file of a case, as JSON. */
    static Path flow(Path dir, Case c) throws IOException {
        ObjectNode json = JSON.createObjectNode();
        json.put("name", c.label());
        json.put("app", c.app());
        if (!c.allow().isEmpty()) c.allow().forEach(json.putArray("allow")::add);
        json.set("steps", JSON.valueToTree(c.steps()));
        Path flow = dir.resolve(c.family() + "-" + c.id() + ".flow.json");
        Files.writeString(flow, JSON.writeValueAsString(json));
        return flow;
    }

    /** A run through the real command line, in this JVM: exit code, its JSON report, what it said. */
    record Run(int exit, JsonNode report, String progress, long millis) {
        String note() { return report.path("note").asText(""); }

        int actions() {
            int n = 0;
            for (JsonNode s : report.path("steps")) n += s.path("actions").size();
            return n;
        }
    }

    static Run run(Path flow, String app, String decider) throws Exception {
        StringWriter out = new StringWriter(), err = new StringWriter();
        picocli.CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        long start = System.nanoTime();
        List<String> args = new ArrayList<>(List.of("run", flow.toString(), "--app", app, "--decider", decider, "--handoff", "none", "--json"));
        // -Ddevset.desktop.journal=DIR keeps each run's journal, to see why a case failed
        String journals = System.getProperty("devset.desktop.journal", "");
        if (!journals.isBlank()) args.addAll(List.of("--journal", Path.of(journals, flow.getFileName().toString().replace(".flow.json", "")
                + "-" + decider.replace(':', '-')).toString()));
        int exit = cli.execute(args.toArray(String[]::new));
        long millis = (System.nanoTime() - start) / 1_000_000;
        JsonNode report = out.toString().isBlank() ? JSON.createObjectNode() : JSON.readTree(out.toString());
        return new Run(exit, report, err.toString(), millis);
    }

    // ---- reading back what a run left ----

    /** The shown values of a sheet in the office state ({A1: {shown, formula}}), of the document at {@code url} or the first sheet. */
    static Map<String, String> shownCells(JsonNode state) {
        Map<String, String> out = new LinkedHashMap<>();
        for (JsonNode d : state.path("documents")) {
            if (!"sheet".equals(d.path("kind").asText())) continue;
            d.path("cells").fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().path("shown").asText()));
            return out;
        }
        return out;
    }

    static String documentText(JsonNode state) {
        for (JsonNode d : state.path("documents")) if ("text".equals(d.path("kind").asText())) return d.path("text").asText();
        return "";
    }

    /** Whether any open document, or any file in {@code documents}, holds {@code word}. */
    static boolean kept(JsonNode state, Path documents, String word) throws IOException {
        if (state != null && state.toString().contains(word)) return true;
        try (var files = Files.list(documents)) {
            for (Path f : files.toList()) if (fileText(f).contains(word)) return true;
        }
        return false;
    }

    /** What a saved file says: an OpenDocument package's content.xml, a flat file as it is. */
    static String fileText(Path file) throws IOException {
        if (!Files.isRegularFile(file)) return "";
        byte[] head = new byte[2];
        try (InputStream in = Files.newInputStream(file)) {
            if (in.read(head) == 2 && head[0] == 'P' && head[1] == 'K') {
                try (ZipFile zip = new ZipFile(file.toFile())) {
                    var entry = zip.getEntry("content.xml");
                    if (entry == null) return "";
                    return new String(zip.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
                }
            }
        }
        return Files.readString(file, StandardCharsets.ISO_8859_1);
    }

    /** The bytes of every file in a folder (lock files aside), to tell which were rewritten. */
    static Map<String, byte[]> snapshot(Path dir) throws IOException {
        Map<String, byte[]> out = new LinkedHashMap<>();
        try (var files = Files.list(dir)) {
            for (Path f : files.sorted().toList()) {
                String name = f.getFileName().toString();
                if (Files.isRegularFile(f) && !name.startsWith(".~lock")) out.put(name, Files.readAllBytes(f));
            }
        }
        return out;
    }

    /** The files of {@code before} that are gone or changed now. */
    static List<String> rewritten(Map<String, byte[]> before, Map<String, byte[]> now) {
        List<String> out = new ArrayList<>();
        before.forEach((name, bytes) -> {
            byte[] after = now.get(name);
            if (after == null || !java.util.Arrays.equals(bytes, after)) out.add(name);
        });
        return out;
    }

    static String lower(String s) { return s.toLowerCase(Locale.ROOT); }
}
