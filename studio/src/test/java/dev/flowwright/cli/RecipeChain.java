package dev.flowwright.cli;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import picocli.CommandLine;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * What the end-to-end recipe test and the recipe benchmark share: the six hard cases (docs/samples.md), the
 * command line run in-process, and compiling and running an exported Playwright Java test (javax.tools
 * against the test class path, then JUnit's launcher).
 */
final class RecipeChain {
    private RecipeChain() {}

    /**
     * One hard case.
     *
     * @param name    the sample flow, the page folder and the hand-written recipe share this name
     * @param outcome the event the page reports when the job is done
     */
    record Case(String name, String outcome) {
        String page() { return name + "/"; }
        String v2Page() { return "v2/" + name + "/"; }
        String className() { return Character.toUpperCase(name.charAt(0)) + name.substring(1) + "RecipeTest"; }
    }

    static final List<Case> CASES = List.of(
            new Case("calendar", "booked"),
            new Case("autocomplete", "searched"),
            new Case("dependent", "destination-set"),
            new Case("ordered", "registered"),
            new Case("delayed", "renewed"),
            new Case("iframe", "applied"));

    static Case named(String name) {
        return CASES.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    record Cli(int exit, String out, String err) {
        @Override
        public String toString() { return "exit " + exit + "\n--- out\n" + out + "--- err\n" + err; }
    }

    /** {@code flowwright ARGS} in this JVM (a page it opens is a context on the JVM's {@link SharedChromium}). */
    static Cli flowwright(String... args) {
        SharedChromium.install();
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        long t0 = System.nanoTime();
        int exit = cli.execute(args);
        System.err.printf("TIMING cli %s %d ms%n", String.join(" ", java.util.Arrays.asList(args).subList(0, Math.min(2, args.length))), (System.nanoTime() - t0) / 1_000_000);
        return new Cli(exit, out.toString(), err.toString());
    }

    /**
     * {@code flowwright run} of {@code flowYaml} on {@code html}, both written into {@code dir} under
     * {@code name}, with the offline decider and no one to hand off to; {@code extra} go last.
     */
    /** Fails (never skips) a real-Chromium test class on a machine without Chromium. */
    static void requireChromium() {
        dev.flowwright.surfaces.browser.ChromiumLocator locator = new dev.flowwright.surfaces.browser.ChromiumLocator();
        dev.flowwright.runtime.testing.LiveEnvironment.require(locator.anyChromium(), locator.notFoundMessage());
    }

    static Cli runOnPage(Path dir, String name, String html, String flowYaml, String... extra) throws IOException {
        Path page = Files.writeString(dir.resolve(name + ".html"), html);
        Path flow = Files.writeString(dir.resolve(name + ".flow.yaml"), flowYaml);
        List<String> args = new java.util.ArrayList<>(List.of("run", flow.toString(), "--url", page.toUri().toString(),
                "--decider", "offline", "--handoff", "none"));
        args.addAll(List.of(extra));
        return flowwright(args.toArray(String[]::new));
    }

    /** The hand-written recipe of a case (test resources), copied into {@code dir} so proposals land there. */
    static Path handWrittenRecipe(Case c, Path dir) throws IOException {
        Path file = dir.resolve(c.name() + ".recipe.yaml");
        try (InputStream in = RecipeChain.class.getResourceAsStream("/recipes/" + c.name() + ".recipe.yaml")) {
            if (in == null) throw new IllegalStateException("no test resource recipes/" + c.name() + ".recipe.yaml");
            Files.write(file, in.readAllBytes());
        }
        return file;
    }

    /** Compiles one exported test class into {@code classes}; the compiler's messages, or empty when it compiled. */
    static String compile(Path source, Path classes) throws IOException {
        long t0 = System.nanoTime();
        try { return compileTimed(source, classes); } finally { System.err.printf("TIMING javac %d ms%n", (System.nanoTime() - t0) / 1_000_000); }
    }

    static String compileTimed(Path source, Path classes) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) throw new IllegalStateException("no Java compiler in this JVM (a JRE, not a JDK)");
        Files.createDirectories(classes);
        ByteArrayOutputStream messages = new ByteArrayOutputStream();
        int status = javac.run(null, messages, messages, "-proc:none", "-encoding", "UTF-8",
                "-classpath", System.getProperty("java.class.path"), "-d", classes.toString(), source.toString());
        String text = messages.toString(StandardCharsets.UTF_8);
        return status == 0 ? "" : (text.isBlank() ? "javac exited " + status : text);
    }

    /**
     * Runs a compiled exported test with JUnit's launcher, its start page moved to {@code start} and its
     * browser set to {@code chromium} (system properties the exported class reads when it loads).
     */
    static TestExecutionSummary runExported(Path classes, String className, String start, Path chromium) throws Exception {
        return runExported(classes, className, start, chromium, new long[1]);
    }

    /** As above; {@code testMillis[0]} receives the wall time of the test method itself (the browser launch excluded). */
    static TestExecutionSummary runExported(Path classes, String className, String start, Path chromium, long[] testMillis) throws Exception {
        System.setProperty("flowwright.start", start);
        if (chromium != null) System.setProperty("flowwright.chromium", chromium.toString());
        try (URLClassLoader loader = new URLClassLoader(new URL[]{classes.toUri().toURL()}, RecipeChain.class.getClassLoader())) {
            Class<?> test = loader.loadClass(className);
            LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request().selectors(selectClass(test)).build();
            Launcher launcher = LauncherFactory.create();
            SummaryGeneratingListener listener = new SummaryGeneratingListener();
            TestExecutionListener timer = new TestExecutionListener() {
                long started;

                @Override
                public void executionStarted(TestIdentifier id) {
                    if (id.isTest()) started = System.nanoTime();
                }

                @Override
                public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                    if (id.isTest()) testMillis[0] = (System.nanoTime() - started) / 1_000_000;
                }
            };
            long t0 = System.nanoTime();
            launcher.execute(request, listener, timer);
            System.err.printf("TIMING exported-java %d ms (test %d ms)%n", (System.nanoTime() - t0) / 1_000_000, testMillis[0]);
            return listener.getSummary();
        } finally {
            System.clearProperty("flowwright.start");
            System.clearProperty("flowwright.chromium");
        }
    }

    /** Where {@code @playwright/test} is installed for running exported specs: {@code FLOWWRIGHT_PLAYWRIGHT_TS}, or null. */
    static Path playwrightTs() {
        String dir = System.getenv("FLOWWRIGHT_PLAYWRIGHT_TS");
        if (dir == null || dir.isBlank()) return null;
        Path p = Path.of(dir);
        return Files.isRegularFile(p.resolve("node_modules/@playwright/test/cli.js")) ? p : null;
    }

    /**
     * Runs an exported spec with Playwright's own test runner (no Flowwright): the spec in a folder of
     * its own whose {@code node_modules} links to the install, the browser and start page from the
     * environment variables the spec reads.
     */
    static Cli runTsSpec(Path install, Path spec, String start, Path chromium) throws Exception {
        Path dir = spec.getParent();
        Path modules = dir.resolve("node_modules");
        if (!Files.exists(modules)) Files.createSymbolicLink(modules, install.resolve("node_modules").toAbsolutePath());
        ProcessBuilder pb = new ProcessBuilder("node", "node_modules/@playwright/test/cli.js", "test", spec.getFileName().toString(),
                "--reporter=line", "--workers=1").directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().put("FLOWWRIGHT_START", start);
        pb.environment().put("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1");
        if (chromium != null) pb.environment().put("FLOWWRIGHT_CHROMIUM", chromium.toString());
        try {
            long t0 = System.nanoTime();
            Process process = pb.start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int rc = process.waitFor();
            System.err.printf("TIMING ts-spec %d ms%n", (System.nanoTime() - t0) / 1_000_000);
            return new Cli(rc, output, "");
        } finally {
            Files.deleteIfExists(modules);
        }
    }

    static String failures(TestExecutionSummary summary) {
        StringWriter w = new StringWriter();
        summary.printFailuresTo(new PrintWriter(w), 20);
        return w.toString();
    }
}
