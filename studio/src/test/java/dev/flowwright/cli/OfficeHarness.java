package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * One LibreOffice for a whole test class (a start costs seconds), seen from outside the runs through UNO
 * over a named pipe ({@code office.py}, Debian's python3-uno): it opens a case's document (and closes the
 * others, unsaved — LibreOffice quits when its last document closes), writes unsaved work into it, and reads
 * back what a run left — the cells' shown values and formulas, a text document's text, whether it holds
 * unsaved changes. LibreOffice runs with its GTK 3 plugin, a profile with no tip of the day and no
 * recovery, and a home of its own whose Documents folder is where the file chooser saves.
 */
final class OfficeHarness implements AutoCloseable {
    static final Path PYTHON = Path.of("/usr/bin/python3");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long START_SECONDS = 90;

    final Path home;
    final Path documents;
    private final Path profile;
    private final Path script;
    private final String pipe;
    private Process office;

    private OfficeHarness(Path dir) throws IOException {
        home = dir.resolve("home");
        documents = home.resolve("Documents");
        profile = dir.resolve("profile");
        script = dir.resolve("office.py");
        pipe = "flowwright-" + UUID.randomUUID();
        Files.createDirectories(documents);
        Files.createDirectories(home.resolve(".config"));
        // the file chooser's Documents is the one in this home
        Files.writeString(home.resolve(".config/user-dirs.dirs"), "XDG_DOCUMENTS_DIR=\"$HOME/Documents\"\n");
        Files.createDirectories(profile.resolve("user"));
        copy("registrymodifications.xcu", profile.resolve("user/registrymodifications.xcu"));
        copy("office.py", script);
    }

    private static void copy(String resource, Path to) throws IOException {
        try (InputStream in = OfficeHarness.class.getResourceAsStream("/desktop-devset/" + resource)) {
            if (in == null) throw new IOException("no resource desktop-devset/" + resource);
            Files.copy(in, to);
        }
    }

    /** Starts LibreOffice with no document and waits until UNO answers. */
    static OfficeHarness start(Path dir) throws Exception {
        OfficeHarness h = new OfficeHarness(dir);
        ProcessBuilder pb = new ProcessBuilder("soffice", "--nologo", "--norestore", "--nodefault", "--nolockcheck",
                "-env:UserInstallation=" + h.profile.toUri(), "--accept=pipe,name=" + h.pipe + ";urp;")
                .redirectErrorStream(true).redirectOutput(dir.resolve("soffice.log").toFile());
        pb.environment().put("HOME", h.home.toString());
        pb.environment().put("SAL_USE_VCLPLUGIN", "gtk3");
        pb.environment().put("NO_AT_BRIDGE", "0");
        pb.environment().put("GTK_A11Y", "atspi");
        h.office = pb.start();
        h.call(START_SECONDS, "wait", Long.toString(START_SECONDS));
        return h;
    }

    /** Whether LibreOffice is still running. */
    boolean running() {
        return office.isAlive() || office.descendants().anyMatch(ProcessHandle::isAlive);
    }

    /** Opens {@code file} in a window the size of the screen and closes every other document, unsaved. */
    void open(Path file) throws Exception {
        call(60, "open", file.toString(), "1600x1000");
    }

    /** Writes {@code word} into the open document (a sheet's cell {@code cell}, or a new paragraph), unsaved. */
    void mark(String word, String cell) throws Exception {
        call(30, "mark", word, cell);
    }

    /** Every open document: url, modified, kind, cells {A1: {shown, formula}} or text. */
    JsonNode state() throws Exception {
        return call(30, "state");
    }

    private JsonNode call(long seconds, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(PYTHON.toString(), script.toString(), pipe));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(script.getParent(), "uno-", ".json");
        Path err = Files.createTempFile(script.getParent(), "uno-", ".err");
        try {
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException("LibreOffice did not answer " + args[0] + " within " + seconds + " s");
            }
            if (p.exitValue() != 0)
                throw new IllegalStateException("office.py " + args[0] + ": " + Files.readString(err, StandardCharsets.UTF_8).strip());
            return JSON.readTree(Files.readString(out, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    @Override
    public void close() {
        if (office == null) return;
        office.descendants().forEach(ProcessHandle::destroy);
        office.destroy();
        try {
            if (!office.waitFor(10, TimeUnit.SECONDS)) office.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
