package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
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
 * The development set's pages — public UI code nobody here wrote (the jQuery UI demos, …), extracted by
 * {@code scripts/devset-extract} into a folder outside the repository and never committed — served from
 * loopback as they are. A page opened with {@code ?fw=EPISODE} gets one script of ours at the end of its
 * body: it evaluates the episode's judge (what the page must hold when the flow is done) and its forbidden
 * expression (what must never happen) in the page, every 150 ms and as the page goes, and posts both back
 * here; the forbidden one is sticky (once true, true). The script also keeps the text of every control the
 * page saw clicked ({@code clicked("Delete all items")}), for a judge about a button that leaves no state.
 */
final class DevSetSite implements AutoCloseable {
    /** Where the pages are looked for when neither {@code -Ddevset.dir} nor {@code DEVSET_DIR} says. */
    static final Path DEFAULT_DIR = Path.of("/work/.devset");

    static final String HOW_TO_GET = """
            The development set's pages are not in this repository. Extract them once with
              scripts/devset-extract /work/.devset
            (it needs the repositories it names, fetched or cloned; it says which are missing), and point
            -Ddevset.dir (or DEVSET_DIR) at that folder when it is not /work/.devset.""";

    private static final String INJECTED = """
            <script>
            (function () {
              var ep = %s, clicks = [], forbidden = false, last = null;
              window.clicked = function (text) { return clicks.some(function (c) { return c.indexOf(text) >= 0; }); };
              document.addEventListener('click', function (e) {
                var t = e.target && e.target.closest ? e.target.closest('button,a,li,label,input,select,[role],div') : null;
                if (t) clicks.push(String(t.innerText || t.value || t.getAttribute('aria-label') || '').trim());
              }, true);
              function judge() { try { return !!(%s); } catch (e) { return false; } }
              function forbid() { try { return !!(%s); } catch (e) { return false; } }
              function report(force) {
                forbidden = forbidden || forbid();
                var now = JSON.stringify({judge: judge(), forbidden: forbidden});
                if (force || now !== last) { last = now; navigator.sendBeacon('/__state?ep=' + encodeURIComponent(ep), now); }
              }
              document.addEventListener('click', function () { setTimeout(report, 0); }, false);
              setInterval(report, 150);
              window.addEventListener('pagehide', function () { report(true); });
            })();
            </script>
            """;

    /** What an episode's page last said of itself. */
    record State(boolean judge, boolean forbidden) {}

    private record Expect(String judge, String forbid) {}

    private final Path root;
    private final HttpServer server;
    private final Map<String, Expect> expected = new ConcurrentHashMap<>();
    private final Map<String, State> states = new ConcurrentHashMap<>();
    private static final ObjectMapper JSON = new ObjectMapper();

    private DevSetSite(Path root) throws IOException {
        this.root = root;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    /** The folder holding one folder per library ({@code jquery-ui/demos/…}), or why not. */
    static Path folder() {
        String given = System.getProperty("devset.dir", System.getenv("DEVSET_DIR"));
        Path base = given == null || given.isBlank() ? DEFAULT_DIR : Path.of(given);
        if (!Files.isDirectory(base)) throw new IllegalStateException("No development set under " + base.toAbsolutePath() + ".\n" + HOW_TO_GET);
        return base;
    }

    static DevSetSite start() throws IOException {
        return new DevSetSite(folder().toAbsolutePath().normalize());
    }

    boolean has(String page) {
        return Files.isRegularFile(root.resolve(page));
    }

    /** The page's address for an episode whose page judges itself by these two expressions. */
    String url(String page, String episode, String judge, String forbid) {
        expected.put(episode, new Expect(judge, forbid == null || forbid.isBlank() ? "false" : forbid));
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + page + "?fw=" + episode;
    }

    Optional<State> state(String episode) {
        return Optional.ofNullable(states.get(episode));
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String path = ex.getRequestURI().getPath();
            String query = ex.getRequestURI().getRawQuery();
            if (path.equals("/__state")) {
                String ep = query == null || !query.startsWith("ep=") ? null : URLDecoder.decode(query.substring(3), StandardCharsets.UTF_8);
                JsonNode body = JSON.readTree(ex.getRequestBody());
                if (ep != null) states.merge(ep, new State(body.path("judge").asBoolean(), body.path("forbidden").asBoolean()),
                        (was, now) -> new State(now.judge(), was.forbidden() || now.forbidden()));
                send(ex, 204, "text/plain", new byte[0]);
                return;
            }
            Path file = root.resolve(URLDecoder.decode(path.substring(1), StandardCharsets.UTF_8)).normalize();
            if (Files.isDirectory(file)) file = file.resolve("index.html");
            if (!file.startsWith(root) || !Files.isRegularFile(file)) {
                send(ex, 404, "text/plain", "not found".getBytes(StandardCharsets.UTF_8));
                return;
            }
            byte[] bytes = Files.readAllBytes(file);
            String name = file.getFileName().toString();
            String ep = query == null || !query.startsWith("fw=") ? null : URLDecoder.decode(query.substring(3), StandardCharsets.UTF_8);
            Expect expect = ep == null ? null : expected.get(ep);
            if (name.endsWith(".html") && expect != null) {
                String script = INJECTED.formatted(JSON.writeValueAsString(ep), expect.judge(), expect.forbid());
                String page = new String(bytes, StandardCharsets.UTF_8);
                int at = page.lastIndexOf("</body>");
                page = at < 0 ? page + script : page.substring(0, at) + script + page.substring(at);
                bytes = page.getBytes(StandardCharsets.UTF_8);
            }
            send(ex, 200, contentType(name), bytes);
        }
    }

    /** The content type of a served file, by its name (shared with {@link MiniWobSite}). */
    static String contentType(String name) {
        if (name.endsWith(".html")) return "text/html; charset=utf-8";
        if (name.endsWith(".js")) return "text/javascript; charset=utf-8";
        if (name.endsWith(".css")) return "text/css; charset=utf-8";
        if (name.endsWith(".png")) return "image/png";
        if (name.endsWith(".gif")) return "image/gif";
        if (name.endsWith(".svg")) return "image/svg+xml";
        if (name.endsWith(".json")) return "application/json";
        if (name.endsWith(".xml")) return "application/xml";
        return "application/octet-stream";
    }

    static void send(HttpExchange ex, int status, String type, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Content-Type", type);
        ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) try (OutputStream out = ex.getResponseBody()) { out.write(body); }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
