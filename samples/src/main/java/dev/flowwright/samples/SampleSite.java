package dev.flowwright.samples;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The sample web site, served from the samples jar by the JDK's HTTP server on the loopback interface
 * (127.0.0.1 and, when it exists, ::1 on the same port, so a page opened on one host can embed a
 * cross-origin frame from the other). Pages report what a user did to {@code /__events}: POST records
 * one event, GET reads them all as JSON, DELETE forgets them; tests assert outcomes, not clicks.
 *
 * <p>Any file answers later with {@code ?delay=MS}, so pages can fetch from a slow "server".
 * Every page also has a {@code /v2/} variant in which ids are renamed and visible labels changed, for
 * healing recipes: a page writes {@code {{first|second}}} where the two versions differ.
 */
public final class SampleSite implements AutoCloseable {

    public static final int DEFAULT_PORT = 8700;
    private static final String ROOT = "dev/flowwright/samples/site/";
    private static final Pattern VARIANT = Pattern.compile("\\{\\{([^|{}]*)\\|([^{}]*)\\}\\}");
    private static final Pattern DELAY = Pattern.compile("(?:^|&)delay=(\\d{1,5})");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8", "css", "text/css; charset=utf-8", "js", "text/javascript; charset=utf-8",
            "json", "application/json; charset=utf-8", "svg", "image/svg+xml", "png", "image/png", "txt", "text/plain; charset=utf-8");

    private final List<HttpServer> servers = new ArrayList<>();
    private final List<Map<String, Object>> events = new CopyOnWriteArrayList<>();
    private int port;

    private SampleSite() {}

    /** Serves the site on {@code port} (0 picks a free one). */
    public static SampleSite start(int port) throws IOException {
        SampleSite site = new SampleSite();
        HttpServer v4 = site.serve(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), port));
        site.port = v4.getAddress().getPort();
        try {
            site.serve(new InetSocketAddress(InetAddress.getByName("::1"), site.port));
        } catch (IOException e) {
            // no IPv6 loopback here: "localhost" still reaches 127.0.0.1
        }
        return site;
    }

    private HttpServer serve(InetSocketAddress address) throws IOException {
        HttpServer server = HttpServer.create(address, 64);
        server.createContext("/__events", this::events);
        server.createContext("/", this::page);
        server.setExecutor(Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "sample-site");
            t.setDaemon(true);
            return t;
        }));
        server.start();
        servers.add(server);
        return server;
    }

    public int port() { return port; }

    /** The address of a page, e.g. {@code url("calendar.html")}. */
    public String url(String path) {
        return "http://127.0.0.1:" + port + "/" + (path.startsWith("/") ? path.substring(1) : path);
    }

    /** Every event the pages reported, oldest first. */
    public List<Map<String, Object>> events() { return List.copyOf(events); }

    /** Events of one kind ("booked", "sent", …). */
    public List<Map<String, Object>> events(String type) {
        return events.stream().filter(e -> type.equals(e.get("type"))).toList();
    }

    public void clearEvents() { events.clear(); }

    @Override
    public void close() {
        for (HttpServer s : servers) s.stop(0);
        servers.clear();
    }

    private void events(HttpExchange ex) throws IOException {
        try (ex) {
            switch (ex.getRequestMethod()) {
                case "POST" -> {
                    Map<String, Object> event;
                    try (InputStream in = ex.getRequestBody()) {
                        event = JSON.readValue(in, new TypeReference<LinkedHashMap<String, Object>>() {});
                    } catch (IOException e) {
                        send(ex, 400, "text/plain; charset=utf-8", "an event is one JSON object\n".getBytes(StandardCharsets.UTF_8));
                        return;
                    }
                    event.put("seq", events.size() + 1);
                    event.put("at", System.currentTimeMillis());
                    events.add(event);
                    send(ex, 204, null, null);
                }
                case "GET" -> send(ex, 200, TYPES.get("json"), JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(events));
                case "DELETE" -> { events.clear(); send(ex, 204, null, null); }
                case "OPTIONS" -> send(ex, 204, null, null);
                default -> send(ex, 405, "text/plain; charset=utf-8", "GET, POST or DELETE\n".getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    private void page(HttpExchange ex) throws IOException {
        try (ex) {
            slowDown(ex.getRequestURI().getRawQuery());
            String path = ex.getRequestURI().getPath();
            if (path.contains("..")) { send(ex, 400, null, null); return; }
            boolean v2 = path.startsWith("/v2/");
            String file = (v2 ? path.substring(3) : path).substring(1);
            if (file.isEmpty() || file.endsWith("/")) file += "index.html";
            byte[] body;
            try (InputStream in = SampleSite.class.getClassLoader().getResourceAsStream(ROOT + file)) {
                if (in == null) {
                    send(ex, 404, TYPES.get("html"), ("<!doctype html><title>Not found</title><h1>Not found</h1><p>" + path + "</p>")
                            .getBytes(StandardCharsets.UTF_8));
                    return;
                }
                body = in.readAllBytes();
            }
            String ext = file.substring(file.lastIndexOf('.') + 1);
            if (ext.equals("html") || ext.equals("js")) body = variant(new String(body, StandardCharsets.UTF_8), v2).getBytes(StandardCharsets.UTF_8);
            send(ex, 200, TYPES.getOrDefault(ext, "application/octet-stream"), body);
        }
    }

    /** {@code ?delay=MS} makes any file answer that much later (at most 5 s), like a slow server. */
    private static void slowDown(String query) {
        if (query == null) return;
        Matcher m = DELAY.matcher(query);
        if (!m.find()) return;
        try {
            Thread.sleep(Math.min(Long.parseLong(m.group(1)), 5000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The v1 or v2 text of a page: {@code {{first|second}}} becomes first, or second under /v2/. */
    static String variant(String text, boolean v2) {
        Matcher m = VARIANT.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) m.appendReplacement(out, Matcher.quoteReplacement(v2 ? m.group(2) : m.group(1)));
        m.appendTail(out);
        return out.toString();
    }

    private static void send(HttpExchange ex, int status, String type, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        ex.getResponseHeaders().set("Access-Control-Allow-Origin", "*");
        ex.getResponseHeaders().set("Access-Control-Allow-Headers", "Content-Type");
        if (type != null) ex.getResponseHeaders().set("Content-Type", type);
        if (body == null || body.length == 0) {
            ex.sendResponseHeaders(status, -1);
            return;
        }
        ex.sendResponseHeaders(status, body.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(body);
        }
    }
}
