package dev.flowwright.surfaces.browser;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import dev.flowwright.runtime.flow.Secrets;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Takes the values a replay typed out of a Playwright trace before anyone can open it. Playwright records
 * every call's parameters (a {@code fill} carries its text) and snapshots the DOM (an input keeps its
 * value), so a trace written as it is would hold every secret the replay typed. Every text entry of the
 * zip goes through {@link Secrets#mask} (a value in any spelling the page gives it) after each value's
 * JSON-escaped, URL-encoded and HTML-escaped forms are replaced by {@code ${name}}; a binary entry that
 * still shows a value is left out. The zip is rewritten atomically: the
 * unredacted one never stays on disk under the trace's name.
 */
public final class TraceRedaction {
    /** Values shorter than this are not replaced: one character would rewrite the whole trace (as the reports' masking). */
    static final int MIN_LENGTH = Secrets.MIN_MASKED_LENGTH;

    private TraceRedaction() {}

    /**
     * Rewrites {@code zip} with every value in {@code values} (name → value) replaced.
     *
     * @return how many entries were left out because a value could not be taken out of them
     */
    public static int redact(Path zip, Map<String, String> values) throws IOException {
        Secrets secrets = new Secrets(values);
        Map<String, String> forms = forms(values);
        Path tmp = Files.createTempFile(zip.toAbsolutePath().getParent(), ".trace-", ".zip");
        int dropped = 0;
        try {
            try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip));
                 ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(tmp))) {
                for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                    byte[] content = in.readAllBytes();
                    byte[] clean = clean(content, forms, secrets);
                    if (clean == null) {
                        dropped++;
                        continue;
                    }
                    out.putNextEntry(new ZipEntry(e.getName()));
                    out.write(clean);
                    out.closeEntry();
                }
            }
            Files.move(tmp, zip, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
        return dropped;
    }

    /** The entry with every form replaced, or null when it is binary and shows a value. */
    private static byte[] clean(byte[] content, Map<String, String> forms, Secrets secrets) {
        if (forms.isEmpty()) return content;
        String text = utf8(content);
        if (text == null) return secrets.shows(new String(content, StandardCharsets.ISO_8859_1)) ? null : content;
        String masked = text;
        for (Map.Entry<String, String> f : forms.entrySet()) masked = masked.replace(f.getKey(), f.getValue());
        masked = secrets.mask(masked);
        return masked.equals(text) ? content : masked.getBytes(StandardCharsets.UTF_8);
    }

    /** Each spelling of each value a trace may hold → its placeholder, longest first so a value inside another goes second. */
    static Map<String, String> forms(Map<String, String> values) {
        List<Map.Entry<String, String>> all = new ArrayList<>();
        for (Map.Entry<String, String> v : values.entrySet()) {
            String value = v.getValue();
            if (value == null || value.length() < MIN_LENGTH) continue;
            String placeholder = "${" + v.getKey() + "}";
            for (String form : List.of(value, new String(JsonStringEncoder.getInstance().quoteAsString(value)),
                    URLEncoder.encode(value, StandardCharsets.UTF_8), URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20"),
                    html(value))) {
                all.add(Map.entry(form, placeholder));
            }
        }
        all.sort(Comparator.comparingInt((Map.Entry<String, String> e) -> e.getKey().length()).reversed());
        Map<String, String> forms = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : all) forms.putIfAbsent(e.getKey(), e.getValue());
        return forms;
    }

    private static String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;").replace("'", "&#39;");
    }

    private static String utf8(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
