package dev.flowwright.packaging;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The Debian package as a user gets it (docs/packaging.md): built once by scripts/package.sh, unpacked with
 * {@code dpkg-deb -x} into a folder (nothing is installed on this machine), and run from there with a PATH
 * that holds neither Maven nor Java nor the repository: its version, the sample flows validated, a sample
 * flow run headless on the sample site and its recipe replayed, and the studio opened under the private Xvfb
 * the installed command starts when there is no display, until its window shows.
 */
class PackageTest {
    static final Path WORK = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().resolve("target/package-test");
    static Path deb;
    static Path unpacked;
    static Path command;
    static Path app;
    static Map<String, String> env;

    @BeforeAll
    @Timeout(value = 30, unit = TimeUnit.MINUTES)
    static void buildAndUnpack() throws Exception {
        // a package test that cannot build the package fails: it never skips
        Map<String, String> tools = new LinkedHashMap<>();
        tools.put("jlink", "openjdk-17-jdk-headless");
        tools.put("jpackage", "openjdk-17-jdk-headless");
        tools.put("dpkg-deb", "dpkg");
        tools.put("fakeroot", "fakeroot");
        tools.put("unzip", "unzip");
        tools.put("chromium", "chromium");
        tools.put("Xvfb", "xvfb");
        tools.put("xdpyinfo", "x11-utils");
        tools.put("xwininfo", "x11-utils");
        Commands.require(tools, "the package test");
        deleteTree(WORK);
        Files.createDirectories(WORK);
        Path root = Commands.root();
        Commands.Result built = Commands.run(List.of(root.resolve("scripts/package.sh").toString(), "--out", WORK.resolve("out").toString(), "--fast"),
                root, null, WORK, "package", 25);
        assertThat(built.exit()).as("scripts/package.sh\n" + built).isZero();
        try (Stream<Path> files = Files.list(WORK.resolve("out"))) {
            deb = files.filter(f -> f.getFileName().toString().matches("flowwright_.*_amd64\\.deb")).findFirst()
                    .orElseThrow(() -> new AssertionError("no flowwright_*_amd64.deb in " + WORK.resolve("out") + "\n" + built));
        }
        unpacked = WORK.resolve("root");
        Commands.Result x = Commands.run(List.of("dpkg-deb", "-x", deb.toString(), unpacked.toString()), WORK, null, WORK, "unpack", 5);
        assertThat(x.exit()).as("dpkg-deb -x\n" + x).isZero();
        command = unpacked.resolve("usr/bin/flowwright");
        app = unpacked.resolve("opt/flowwright/lib/app");
        env = userEnvironment();
    }

    @Test
    void theControlFileDependsOnChromiumAndRecommendsTheDesktopBusAndXvfb() throws Exception {
        Commands.Result fields = Commands.run(List.of("dpkg-deb", "-f", deb.toString()), WORK, null, WORK, "fields", 2);
        assertThat(fields.out()).containsPattern("(?m)^Package: flowwright$")
                .containsPattern("(?m)^Depends: .*\\bchromium\\b")
                .containsPattern("(?m)^Recommends: at-spi2-core, xvfb$")
                .containsPattern("(?m)^Architecture: amd64$");
        assertThat(deb.getFileName().toString()).startsWith("flowwright_").endsWith("_amd64.deb");
    }

    @Test
    void theCommandTheLauncherTheRuntimeTheSamplesAndTheDesktopEntryAreWhereTheyBelong() throws IOException {
        assertThat(command).isSymbolicLink().isRegularFile().isExecutable();
        assertThat(command.toRealPath()).isEqualTo(unpacked.resolve("opt/flowwright/bin/flowwright").toRealPath());
        assertThat(unpacked.resolve("opt/flowwright/bin/flowwright-jvm")).isRegularFile().isExecutable();
        assertThat(unpacked.resolve("opt/flowwright/lib/runtime/bin/java")).isRegularFile();
        assertThat(unpacked.resolve("opt/flowwright/lib/runtime/lib/libglass.so")).as("JavaFX's native code, beside the runtime's").isRegularFile();
        assertThat(app.resolve("playwright/node")).isExecutable();
        assertThat(app.resolve("samples/flows/cookies.flow.yaml")).isRegularFile();
        try (Stream<Path> jars = Files.list(app)) {
            assertThat(jars.map(p -> p.getFileName().toString())).as("every platform's Node.js stays out")
                    .noneMatch(n -> n.startsWith("driver-bundle")).noneMatch(n -> n.startsWith("javafx-"));
        }
        Path desktop;
        try (Stream<Path> files = Files.list(unpacked.resolve("opt/flowwright/lib"))) {
            desktop = files.filter(f -> f.toString().endsWith(".desktop")).findFirst().orElseThrow(() -> new AssertionError("no desktop entry"));
        }
        String entry = Files.readString(desktop);
        assertThat(entry).contains("Exec=/usr/bin/flowwright studio").contains("Name=Flowwright studio");
        Matcher icon = Pattern.compile("(?m)^Icon=(.+)$").matcher(entry);
        assertThat(icon.find()).isTrue();
        assertThat(unpacked.resolve(icon.group(1).substring(1))).as("the entry's icon, in the package").isRegularFile();
    }

    @Test
    void versionNamesTheVersionAndTheCommitWithNoMavenJavaOrRepositoryOnThePath() throws Exception {
        Commands.Result which = Commands.run(List.of("bash", "-c", "command -v mvn java javac; exit 0"), WORK, env, WORK, "which", 1);
        assertThat(which.out()).as("the PATH the package runs with").isBlank();
        Commands.Result v = flowwright("version", 1, "--version");
        assertThat(v.exit()).as(v.toString()).isZero();
        assertThat(v.out().strip()).matches("flowwright \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(commit [0-9a-f]{12}(-dirty)?\\)");
    }

    @Test
    void theSampleFlowsValidate() throws Exception {
        List<String> args = new ArrayList<>(List.of("validate"));
        try (Stream<Path> flows = Files.list(app.resolve("samples/flows"))) {
            flows.filter(f -> f.toString().endsWith(".flow.yaml")).sorted().forEach(f -> args.add(f.toString()));
        }
        assertThat(args).hasSizeGreaterThan(10);
        Commands.Result r = flowwright("validate", 2, args.toArray(String[]::new));
        assertThat(r.exit()).as(r.toString()).isZero();
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aSampleFlowRunsHeadlessOnTheSampleSiteAndItsRecipeReplays() throws Exception {
        Process site = start(List.of(command.toString(), "samples", "--port", "0"), "samples");
        try {
            String url = awaitLine(site, WORK.resolve("samples.out"), Pattern.compile("Sample site at (http://127\\.0\\.0\\.1:\\d+/)"), 60);
            Path recipe = WORK.resolve("cookies.recipe.yaml");
            Commands.Result run = flowwright("run", 5, "run", app.resolve("samples/flows/cookies.flow.yaml").toString(),
                    "--url", url + "cookies/", "--decider", "offline", "--save-recipe", recipe.toString());
            assertThat(run.exit()).as(run.toString()).isZero();
            assertThat(recipe).isRegularFile();
            Commands.Result replay = flowwright("replay", 5, "replay", recipe.toString());
            assertThat(replay.exit()).as(replay.toString()).isZero();
            assertThat(replay.out()).contains("replay passed");
        } finally {
            site.destroy();
            site.waitFor(20, TimeUnit.SECONDS);
        }
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void theStudioOpensItsWindowUnderThePrivateXvfbTheCommandStarts() throws Exception {
        Process studio = start(List.of(command.toString(), "studio"), "studio");
        long t0 = System.nanoTime();
        try {
            // no DISPLAY here: the installed command starts Xvfb itself and says where
            String display = awaitLine(studio, WORK.resolve("studio.err"), Pattern.compile("started a private Xvfb on (:\\d+)"), 60);
            long shown = -1;
            while (System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(120)) {
                Commands.Result tree = Commands.run(List.of("xwininfo", "-root", "-tree", "-display", display), WORK, null, WORK, "windows", 1);
                if (tree.out().contains("\"Flowwright studio")) {
                    shown = (System.nanoTime() - t0) / 1_000_000;
                    break;
                }
                if (!studio.isAlive()) fail("the studio ended before its window showed: exit " + studio.exitValue() + "\n" + Files.readString(WORK.resolve("studio.err")));
                Thread.sleep(200);
            }
            assertThat(shown).as("the studio's window on " + display + "\n" + Files.readString(WORK.resolve("studio.err"))).isPositive();
            System.out.println("the studio's window showed " + shown + " ms after the command started");
        } finally {
            studio.destroy();
            if (!studio.waitFor(30, TimeUnit.SECONDS)) studio.destroyForcibly();
        }
        assertThat(Files.readString(WORK.resolve("studio.err"))).doesNotContain("Exception");
    }

    /** {@code flowwright ARGS} from the unpacked package, in the user's environment; output under {@code name}.out/err. */
    static Commands.Result flowwright(String name, long minutes, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(PackageTest.command.toString()));
        command.addAll(List.of(args));
        return Commands.run(command, WORK, env, WORK, name, minutes);
    }

    static Process start(List<String> command, String name) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(WORK.toFile())
                .redirectOutput(WORK.resolve(name + ".out").toFile()).redirectError(WORK.resolve(name + ".err").toFile());
        pb.environment().clear();
        pb.environment().putAll(env);
        return pb.start();
    }

    /** The first group of the first line of {@code file} (a process's output) that matches, waiting for it while the process runs. */
    static String awaitLine(Process p, Path file, Pattern line, int seconds) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < end) {
            if (Files.exists(file)) {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8))) {
                    for (String l = r.readLine(); l != null; l = r.readLine()) {
                        Matcher m = line.matcher(l);
                        if (m.find()) return m.group(1);
                    }
                }
            }
            if (!p.isAlive()) break;
            Thread.sleep(100);
        }
        fail("no line matching " + line + " in " + file + ":\n" + (Files.exists(file) ? Files.readString(file) : "(nothing)"));
        return null;
    }

    /**
     * A user's environment with the package unpacked and nothing of the build: HOME and the locale, no DISPLAY
     * (the command starts its own Xvfb), no JAVA_HOME, and a PATH of this machine's programs except Maven and
     * every Java (each a link in a folder of its own), so only the package's own runtime can run it.
     */
    static Map<String, String> userEnvironment() throws IOException {
        Path tools = WORK.resolve("path");
        Files.createDirectories(tools);
        Path root = Commands.root();
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            Path d = Path.of(dir);
            if (dir.isBlank() || !Files.isDirectory(d) || d.toAbsolutePath().startsWith(root)) continue;
            try (Stream<Path> programs = Files.list(d)) {
                for (Path p : programs.toList()) {
                    Path link = tools.resolve(p.getFileName().toString());
                    if (Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS) || !Files.isExecutable(p) || Files.isDirectory(p)) continue;
                    Path real = p.toRealPath();
                    String name = p.getFileName().toString();
                    if (real.startsWith("/usr/lib/jvm") || real.startsWith("/usr/share/maven") || name.startsWith("mvn") || name.equals("java")) continue;
                    Files.createSymbolicLink(link, p.toAbsolutePath());
                }
            } catch (IOException e) {
                // a folder of the PATH that cannot be listed adds nothing
            }
        }
        Map<String, String> env = new LinkedHashMap<>();
        env.put("PATH", tools.toString());
        env.put("HOME", System.getProperty("user.home"));
        env.put("LANG", System.getenv().getOrDefault("LANG", "C.UTF-8"));
        String user = System.getenv("USER");
        if (user != null) env.put("USER", user);
        return env;
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
