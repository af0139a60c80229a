package dev.flowwright.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;

/**
 * Browsers a replay reaches at an address, started the way teams start them: Playwright's own browser
 * server from the npm {@code playwright-core} package ({@code chromium.launchServer}), and a Chromium with
 * a DevTools port. Both use the system Chromium and listen on loopback only.
 */
final class RemoteBrowsers {
    private RemoteBrowsers() {}

    /** A started browser process and the address to give {@code --browser}. */
    record Running(Process process, String address, Path profile) implements AutoCloseable {
        /** Ends the browser at once, as a crash or a lost machine would. */
        void kill() throws InterruptedException {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }

        /** The addresses of the pages open in a DevTools browser ({@code /json/list}). */
        String pages() {
            try {
                java.net.HttpURLConnection c = (java.net.HttpURLConnection) java.net.URI.create(
                        address.replaceFirst("^cdp:", "") + "/json/list").toURL().openConnection();
                c.setConnectTimeout(500);
                c.setReadTimeout(2000);
                try (var in = c.getInputStream()) {
                    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            } catch (IOException e) {
                return "";
            }
        }

        @Override
        public void close() throws Exception {
            process.getOutputStream().close(); // the browser server closes its browser when its input ends
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
            if (profile != null) {
                try (Stream<Path> all = Files.walk(profile)) {
                    all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        }
    }

    /**
     * The npm {@code playwright-core} (the version Playwright for Java 1.62 speaks to), where {@code ./test}
     * installs it with {@code @playwright/test}: {@code FLOWWRIGHT_PLAYWRIGHT_TS}, else its default cache.
     */
    static Path playwrightCore() {
        List<Path> places = new ArrayList<>();
        String named = System.getenv("FLOWWRIGHT_PLAYWRIGHT_TS");
        if (named != null && !named.isBlank()) places.add(Path.of(named));
        places.add(Path.of(System.getProperty("user.home"), ".cache", "flowwright", "playwright-ts"));
        for (Path p : places) {
            Path core = p.resolve("node_modules/playwright-core");
            if (Files.isRegularFile(core.resolve("package.json"))) return core;
        }
        require(false, "no npm playwright-core in " + places + " (./test installs @playwright/test@1.62 there with npm)");
        return null;
    }

    /** {@code chromium.launchServer} on 127.0.0.1 with {@code chromium} as its executable; its {@code ws://} address. */
    static Running playwrightServer(Path chromium) throws IOException {
        require(chromium != null, "no system Chromium for the browser server to start");
        Path core = playwrightCore();
        String script = """
                const { chromium } = require(process.argv[1]);
                chromium.launchServer({ executablePath: process.argv[2], host: '127.0.0.1', port: 0, headless: true,
                                        args: ['--no-sandbox', '--disable-gpu'] })
                  .then(server => {
                    console.log(server.wsEndpoint());
                    process.stdin.on('end', () => server.close().then(() => process.exit(0)));
                    process.stdin.resume();
                  }, e => { console.log('failed: ' + e.message); process.exit(1); });
                """;
        Process node = new ProcessBuilder("node", "-e", script, core.toAbsolutePath().toString(), chromium.toString()).redirectErrorStream(true).start();
        String line = firstLine(node);
        if (line == null || !line.startsWith("ws://")) {
            node.destroyForcibly();
            throw new IllegalStateException("the Playwright browser server did not start: " + line);
        }
        return new Running(node, line.strip(), null);
    }

    /** Chromium with {@code --remote-debugging-port} on 127.0.0.1; its {@code cdp:http://…} address. */
    static Running devTools(Path chromium) throws Exception {
        return devTools(chromium, freePort());
    }

    /** As above on a given port (to bring a browser back where a killed one was). */
    static Running devTools(Path chromium, int port) throws Exception {
        require(chromium != null, "no system Chromium to start with a DevTools port");
        Path profile = Files.createTempDirectory("devtools-chromium-");
        Process process = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=" + port, "--user-data-dir=" + profile, "about:blank")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!answers("http://127.0.0.1:" + port + "/json/version")) {
            if (System.nanoTime() > deadline || !process.isAlive()) throw new IllegalStateException("Chromium did not open port " + port);
            Thread.sleep(100);
        }
        return new Running(process, "cdp:http://127.0.0.1:" + port, profile);
    }

    private static boolean answers(String url) {
        try {
            java.net.HttpURLConnection c = (java.net.HttpURLConnection) java.net.URI.create(url).toURL().openConnection();
            c.setConnectTimeout(500);
            c.setReadTimeout(2000);
            return c.getResponseCode() == 200;
        } catch (IOException e) {
            return false;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static String firstLine(Process p) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        return r.readLine();
    }
}
