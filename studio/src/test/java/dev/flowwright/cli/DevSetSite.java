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
 * page saw clicked ({@code clicked("Delete all items")}: any press whose text holds it; {@code pressed("Sign up")}: one
 * whose whole text is it; {@code clickedTexts()}), for a judge about a button that leaves no state. A teach episode's
 * page also gets a person's hands ({@code devset/person.js}): it asks the harness for a person's act every 250 ms
 * ({@link #act}) and does it.
 */
final class DevSetSite implements AutoCloseable {
    /** Where the pages are looked for when neither {@code -Ddevset.dir} nor {@code DEVSET_DIR} says. */
    static final Path DEFAULT_DIR = Path.of("/work/.devset");

    static final String HOW_TO_GET = """
            The development set's pages are not in this repository. Extract them once with
              scripts/devset-extract /work/.devset        every set (it needs the repositories and the Bootstrap
                                                          sources it names; it says which are missing)
              scripts/devset-extract --npm DIR            the jQuery UI and Pikaday pages npm gives, what ./test
                                                          extracts into ~/.cache/flowwright/devset for CI
            and point -Ddevset.dir (or DEVSET_DIR) at that folder when it is not /work/.devset.""";

    private static final String INJECTED = """
            <script>
            (function () {
              var ep = %s, clicks = [], forbidden = false, last = null;
              function norm(s) { return String(s == null ? '' : s).replace(/\\s+/g, ' ').trim(); }
              window.clicked = function (text) { return clicks.some(function (c) { return c.indexOf(text) >= 0; }); };
              window.pressed = function (text) { return clicks.some(function (c) { return norm(c) === norm(text); }); };
              window.clickedTexts = function () { return clicks.map(norm); };
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

    private record Expect(String judge, String forbid, boolean teach) {}

    /** A person's hands in the page (src/test/resources/devset/person.js), added to a teach episode's page. */
    private static final String PERSON = person();

    private static String person() {
        try (var in = DevSetSite.class.getResourceAsStream("/devset/person.js")) {
            if (in == null) throw new IllegalStateException("devset/person.js is missing from the test resources");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * Something a person does by hand in an episode's page when the run hands it over (teach mode): press the
     * visible control a person reads as {@code press}, or run {@code act} (a drag, a choice in a native list).
     */
    record PersonAct(String press, String within, String act) {
        static PersonAct press(String text, String within) { return new PersonAct(text, within, null); }

        static PersonAct act(String script) { return new PersonAct(null, null, script); }
    }

    /** What came of a person's act: done, or why not (nothing on the page so named, the page never asked for it). */
    record ActResult(boolean ok, String note) {}

    private record Pending(long id, PersonAct act, java.util.concurrent.CompletableFuture<ActResult> result) {}

    private final Path root;
    private final HttpServer server;
    private final Map<String, Expect> expected = new ConcurrentHashMap<>();
    private final Map<String, State> states = new ConcurrentHashMap<>();
    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.AtomicLong acts = new java.util.concurrent.atomic.AtomicLong();
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
        return start(folder());
    }

    /** Serves the pages under {@code root}. */
    static DevSetSite start(Path root) throws IOException {
        return new DevSetSite(root.toAbsolutePath().normalize());
    }

    /** The harness's own address (for a test that plays the page's side of it). */
    String origin() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    boolean has(String page) {
        return Files.isRegularFile(root.resolve(page));
    }

    /** The page's address for an episode whose page judges itself by these two expressions. */
    String url(String page, String episode, String judge, String forbid) {
        return url(page, episode, judge, forbid, false);
    }

    /**
     * The page's address for an episode; with {@code teach}, the page also takes a person's acts from
     * {@link #act} (it asks the harness every 250 ms, a request of a millisecond on loopback).
     */
    String url(String page, String episode, String judge, String forbid, boolean teach) {
        expected.put(episode, new Expect(judge, forbid == null || forbid.isBlank() ? "false" : forbid, teach));
        return origin() + "/" + page + "?fw=" + episode;
    }

    /**
     * A person's act in a teach episode's page, done by the page itself; waits at most {@code timeout} for the
     * page to say it was done.
     */
    ActResult act(String episode, PersonAct act, java.time.Duration timeout) throws InterruptedException {
        Pending p = new Pending(acts.incrementAndGet(), act, new java.util.concurrent.CompletableFuture<>());
        pending.put(episode, p);
        try {
            return p.result().get(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            return new ActResult(false, "the page did not take the act within " + timeout.toSeconds() + " s");
        } catch (java.util.concurrent.ExecutionException e) {
            return new ActResult(false, String.valueOf(e.getCause()));
        } finally {
            pending.remove(episode, p);
        }
    }

    Optional<State> state(String episode) {
        return Optional.ofNullable(states.get(episode));
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String path = ex.getRequestURI().getPath();
            String query = ex.getRequestURI().getRawQuery();
            if (path.equals("/__person")) {
                person(ex, query);
                return;
            }
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
                if (expect.teach()) script += "<script>\n" + PERSON + "\nperson.listen(" + JSON.writeValueAsString(ep) + ");\n</script>\n";
                String page = new String(bytes, StandardCharsets.UTF_8);
                int at = page.lastIndexOf("</body>");
                page = at < 0 ? page + script : page.substring(0, at) + script + page.substring(at);
                bytes = page.getBytes(StandardCharsets.UTF_8);
            }
            send(ex, 200, contentType(name), bytes);
        }
    }

    /** {@code GET /__person?ep=E}: the act waiting for the page, if any; {@code POST /__person?ep=E&done=ID}: how it went. */
    private void person(HttpExchange ex, String query) throws IOException {
        Map<String, String> q = new java.util.HashMap<>();
        for (String pair : query == null ? new String[0] : query.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) q.put(pair.substring(0, eq), URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        Pending p = q.get("ep") == null ? null : pending.get(q.get("ep"));
        if (q.containsKey("done")) {
            JsonNode body = JSON.readTree(ex.getRequestBody());
            if (p != null && String.valueOf(p.id()).equals(q.get("done"))) {
                p.result().complete(new ActResult(body.path("ok").asBoolean(), body.path("note").asText()));
            }
            send(ex, 204, "text/plain", new byte[0]);
            return;
        }
        if (p == null || p.result().isDone()) {
            send(ex, 204, "text/plain", new byte[0]);
            return;
        }
        com.fasterxml.jackson.databind.node.ObjectNode a = JSON.createObjectNode().put("id", p.id());
        if (p.act().press() != null) a.put("press", p.act().press()).put("within", p.act().within());
        else a.put("act", p.act().act());
        send(ex, 200, "application/json", JSON.writeValueAsBytes(a));
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
