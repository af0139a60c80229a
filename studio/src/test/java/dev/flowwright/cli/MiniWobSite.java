package dev.flowwright.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The MiniWoB++ pages ({@code miniwob/html} of Farama-Foundation/miniwob-plusplus, never committed here)
 * served from loopback, each task page with one script of ours added at the end of its body. The script
 * does what the benchmark's own Python harness does through Selenium — seeds {@code Math.random}, raises
 * {@code core.EPISODE_MAX_TIME} and calls {@code core.startEpisodeReal()} — and wraps
 * {@code core.endEpisode} so the first reward of the episode is posted back here under the episode's id
 * ({@code ?seed=N&ep=ID} in the address) and the page stays as the episode left it (no START cover for a
 * next episode: a run is one episode).
 */
final class MiniWobSite implements AutoCloseable {
    /** Where the pages are looked for when neither {@code -Dminiwob.dir} nor {@code MINIWOB_DIR} says. */
    static final Path DEFAULT_DIR = Path.of("/work/.miniwob");
    /** Long enough that the page's own timer never ends an episode the run is still working on. */
    static final int EPISODE_MAX_MILLIS = 10 * 60 * 1000;

    static final String HOW_TO_GET =
            "The MiniWoB++ pages are not in this repository. Get them once with\n"
            + "  git clone --depth 1 https://github.com/Farama-Foundation/miniwob-plusplus /tmp/miniwob-plusplus\n"
            + "  mkdir -p /work/.miniwob && cp -r /tmp/miniwob-plusplus/miniwob/html /work/.miniwob/\n"
            + "(or, from a bare mirror: git --git-dir=MIRROR archive HEAD miniwob/html | tar -x -C /work/.miniwob --strip-components=1)\n"
            + "and point -Dminiwob.dir (or MINIWOB_DIR) at the folder holding html/ when it is not /work/.miniwob.";

    private static final String INJECTED = """
            <script>
            (function () {
              var q = core.QueryString, ep = q.ep, seed = q.seed, reported = false;
              var end = core.endEpisode;
              core.endEpisode = function (reward, timeProportional, reason) {
                var live = core.EP_TIMER !== null;
                end.apply(this, arguments);
                // the page puts its START cover over the task for the next episode; this harness runs one, so the
                // run sees the page as the episode left it (it judges its own step on that page)
                if (core.cover_div) core.cover_div.style.display = 'none';
                if (live && !reported && ep) {
                  reported = true;
                  navigator.sendBeacon('/__reward?ep=' + encodeURIComponent(ep),
                    JSON.stringify({raw: WOB_RAW_REWARD_GLOBAL, reward: WOB_REWARD_GLOBAL, reason: String(reason)}));
                }
              };
              window.addEventListener('load', function () {
                setTimeout(function () {
                  core.EPISODE_MAX_TIME = %d;
                  if (seed !== undefined) Math.seedrandom(seed);
                  core.startEpisodeReal();
                }, 0);
              });
            })();
            </script>
            """.formatted(EPISODE_MAX_MILLIS);

    /** The reward an episode's page reported: raw (before the time penalty) and as the page scored it. */
    record Reward(double raw, double reward, String reason) {
        boolean success() { return raw > 0; }
    }

    private final Path html;
    private final HttpServer server;
    private final Map<String, Reward> rewards = new ConcurrentHashMap<>();

    private MiniWobSite(Path html) throws IOException {
        this.html = html;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    /** The folder holding {@code miniwob/core.js} etc., from the property, the variable or the default; or why not. */
    static Path htmlFolder() {
        String given = System.getProperty("miniwob.dir", System.getenv("MINIWOB_DIR"));
        Path base = given == null || given.isBlank() ? DEFAULT_DIR : Path.of(given);
        for (Path candidate : new Path[]{base, base.resolve("html"), base.resolve("miniwob/html")}) {
            if (Files.isRegularFile(candidate.resolve("core/core.js")) && Files.isDirectory(candidate.resolve("miniwob"))) return candidate;
        }
        throw new IllegalStateException("No MiniWoB++ pages under " + base.toAbsolutePath() + ".\n" + HOW_TO_GET);
    }

    static MiniWobSite start() throws IOException {
        return new MiniWobSite(htmlFolder());
    }

    String url(String task, long seed, String episode) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/miniwob/" + task + ".html?seed=" + seed + "&ep=" + episode;
    }

    boolean has(String task) {
        return Files.isRegularFile(html.resolve("miniwob").resolve(task + ".html"));
    }

    Optional<Reward> reward(String episode) {
        return Optional.ofNullable(rewards.get(episode));
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String path = ex.getRequestURI().getPath();
            if (path.equals("/__reward")) {
                String query = ex.getRequestURI().getRawQuery();
                String ep = query == null || !query.startsWith("ep=") ? null : URLDecoder.decode(query.substring(3), StandardCharsets.UTF_8);
                var body = new com.fasterxml.jackson.databind.ObjectMapper().readTree(ex.getRequestBody());
                if (ep != null) rewards.putIfAbsent(ep, new Reward(body.path("raw").asDouble(), body.path("reward").asDouble(), body.path("reason").asText()));
                DevSetSite.send(ex, 204, "text/plain", new byte[0]);
                return;
            }
            Path file = html.resolve(path.substring(1)).normalize();
            if (!file.startsWith(html) || !Files.isRegularFile(file)) {
                DevSetSite.send(ex, 404, "text/plain", "not found".getBytes(StandardCharsets.UTF_8));
                return;
            }
            byte[] bytes = Files.readAllBytes(file);
            String name = file.getFileName().toString();
            if (name.endsWith(".html") && file.getParent().getFileName().toString().equals("miniwob")) {
                String page = new String(bytes, StandardCharsets.UTF_8);
                int at = page.lastIndexOf("</body>");
                page = at < 0 ? page + INJECTED : page.substring(0, at) + INJECTED + page.substring(at);
                bytes = page.getBytes(StandardCharsets.UTF_8);
            }
            DevSetSite.send(ex, 200, DevSetSite.contentType(name), bytes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
