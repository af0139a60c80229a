package dev.flowwright.packaging;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/** Running the programs these tests drive (the package's command, Maven, dpkg-deb) as a user's shell would. */
final class Commands {
    private Commands() {}

    /** How a command ended: its exit code, what it printed, and how long it took. */
    record Result(int exit, String out, String err, long millis) {
        @Override
        public String toString() {
            return "exit " + exit + " after " + millis + " ms\n--- stdout\n" + tail(out) + "\n--- stderr\n" + tail(err);
        }

        private static String tail(String text) {
            return text.length() <= 6000 ? text : "…" + text.substring(text.length() - 6000);
        }
    }

    /** The repository's root: the directory above this module. */
    static Path root() {
        Path module = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
        Path root = module.getParent();
        if (root == null || !Files.isRegularFile(root.resolve("flowwright"))) fail("no repository root above " + module);
        return root;
    }

    /** Runs {@code command} in {@code dir} with exactly {@code env}, waiting at most {@code minutes}; its output kept in files under {@code logs}. */
    static Result run(List<String> command, Path dir, Map<String, String> env, Path logs, String name, long minutes) throws IOException, InterruptedException {
        Files.createDirectories(logs);
        Path out = logs.resolve(name + ".out");
        Path err = logs.resolve(name + ".err");
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
        if (env != null) {
            pb.environment().clear();
            pb.environment().putAll(env);
        }
        long t0 = System.nanoTime();
        Process p = pb.start();
        if (!p.waitFor(minutes, TimeUnit.MINUTES)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            fail(String.join(" ", command) + " did not end within " + minutes + " minutes; its output is in " + logs);
        }
        long millis = (System.nanoTime() - t0) / 1_000_000;
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8), millis);
    }

    /** The program's path on this machine's PATH, or null. */
    static Path onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (dir.isBlank()) continue;
            Path p = Path.of(dir, program);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) return p;
        }
        return null;
    }

    /** Fails (never skips) naming the Debian packages that hold the programs missing here. */
    static void require(Map<String, String> programToPackage, String why) {
        StringBuilder missing = new StringBuilder();
        programToPackage.forEach((program, pkg) -> {
            if (onPath(program) == null) missing.append(missing.length() == 0 ? "" : ", ").append(program).append(" (").append(pkg).append(')');
        });
        if (missing.length() > 0) fail(why + " needs " + missing + ": ./test installs them, or apt-get install the packages named");
    }
}
