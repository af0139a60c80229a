package dev.flowwright.surfaces.browser;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** A trace's zip loses every typed value, in every spelling an entry can hold it, and keeps the rest. */
class TraceRedactionTest {
    static final String PASSWORD = "pa\"ss & <word>";
    static final String CARD = "4111111111111111";

    @Test
    void everySpellingOfAValueBecomesItsPlaceholderAndABinaryEntryShowingOneIsLeftOut(@TempDir Path dir) throws Exception {
        Path zip = dir.resolve("trace.zip");
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("trace.trace", ("{\"method\":\"fill\",\"params\":{\"value\":\"pa\\\"ss & <word>\"}}\n"
                + "{\"snapshot\":\"<input value=&quot;pa&quot;ss &amp; &lt;word&gt;&quot;>\"}\n").getBytes(StandardCharsets.UTF_8));
        entries.put("trace.network", "{\"postData\":\"password=pa%22ss+%26+%3Cword%3E&card=4111+1111+1111+1111\"}".getBytes(StandardCharsets.UTF_8));
        entries.put("resources/page.html", "<p>Card 4111 1111 1111 1111 · raw pa\"ss & <word></p>".getBytes(StandardCharsets.UTF_8));
        entries.put("resources/shot.jpeg", binary("4111111111111111"));
        entries.put("resources/logo.png", binary("nothing secret"));
        write(zip, entries);

        TraceRedaction.redact(zip, Map.of("password", PASSWORD, "card", CARD));

        Map<String, byte[]> after = read(zip);
        assertThat(after).containsOnlyKeys("trace.trace", "trace.network", "resources/page.html", "resources/logo.png");
        String all = new String(after.get("trace.trace"), StandardCharsets.UTF_8) + new String(after.get("trace.network"), StandardCharsets.UTF_8)
                + new String(after.get("resources/page.html"), StandardCharsets.UTF_8);
        assertThat(all).doesNotContain("ss &").doesNotContain("<word").doesNotContain("&lt;word").doesNotContain("4111").doesNotContain("%3Cword")
                .contains("\"value\":\"${password}\"").contains("password=${password}&card=${card}").contains("Card ${card}");
        assertThat(after.get("resources/logo.png")).isEqualTo(entries.get("resources/logo.png"));
        assertThat(dir).isDirectoryNotContaining(p -> !p.getFileName().toString().equals("trace.zip"));
    }

    private static byte[] binary(String inside) {
        byte[] head = {(byte) 0xff, (byte) 0xd8, (byte) 0xff, (byte) 0xe0, 0};
        byte[] text = inside.getBytes(StandardCharsets.ISO_8859_1);
        byte[] all = new byte[head.length + text.length + 1];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(text, 0, all, head.length, text.length);
        all[all.length - 1] = (byte) 0xd9;
        return all;
    }

    private static void write(Path zip, Map<String, byte[]> entries) throws Exception {
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
    }

    private static Map<String, byte[]> read(Path zip) throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) entries.put(e.getName(), in.readAllBytes());
        }
        return entries;
    }
}
