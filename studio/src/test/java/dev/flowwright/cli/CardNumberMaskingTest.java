package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.samples.SampleSite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue #12 item 6 end to end: the checkout flow types a card number (a secret) into a field that
 * regroups its digits into fours, on a page that echoes the whole number on a review line. On real
 * Chromium through {@code flowwright run}, the number is in no spelling in stdout, stderr, any file of
 * the journal, the recipe or the report, and every journalled picture taken after the typing has the
 * card field painted over.
 */
class CardNumberMaskingTest {
    static final String CARD = "4111111111111111";
    /** The number as digits, grouped by spaces (as the page shows it), by dashes and by dots. */
    static final List<String> SPELLINGS = List.of(CARD, "4111 1111 1111 1111", "4111-1111-1111-1111", "4111.1111.1111.1111");
    static final int BOX = (60 << 16) | (64 << 8) | 72; // Redaction's colour
    static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @Test
    void theCardNumberIsInNoSpellingInAnythingTheRunLeavesAndItsFieldIsPaintedOver(@TempDir Path dir) throws Exception {
        SampleSite site = LIVE.site();
        Path journal = dir.resolve("runs"), recipe = dir.resolve("checkout.recipe.yaml");
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute("run", SampleFlowRunsTest.FLOWS.resolve("checkout.flow.yaml").toString(),
                "--url", site.url("checkout/"), "--decider", "offline", "--handoff", "none",
                "--fact", "card=" + CARD, "--journal", journal.toString(), "--save-recipe", recipe.toString(), "--json");
        Thread.sleep(300); // the page's last reports are in flight

        // the run did what the flow says: the card went into the field, nothing was paid
        assertThat(site.events("card-entered")).as(err.toString()).anySatisfy(e ->
                assertThat(SampleFlowRunsTest.data(e)).containsEntry("digits", 16).containsEntry("last4", "1111"));
        assertThat(site.events("paid")).isEmpty();
        assertThat(exit).as(err.toString()).isZero();
        JsonNode report = JSON.readTree(out.toString());
        assertThat(report.path("stop").asText()).isEqualTo("stopped_before_destructive");

        // no spelling of the number anywhere the run wrote
        Map<String, String> written = new java.util.LinkedHashMap<>();
        written.put("stdout (the report)", out.toString());
        written.put("stderr (the progress)", err.toString());
        written.put("the recipe", Files.readString(recipe));
        List<Path> files;
        try (Stream<Path> all = Files.walk(journal)) {
            files = all.filter(Files::isRegularFile).toList();
        }
        assertThat(files).anyMatch(f -> f.getFileName().toString().equals("journal.jsonl"));
        for (Path f : files) written.put(f.toString(), new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1));
        written.forEach((where, text) -> {
            for (String spelling : SPELLINGS) assertThat(text).as(where + " holds " + spelling).doesNotContain(spelling);
        });
        assertThat(Files.readString(recipe)).contains("${secrets.card}");
        // the page did echo the number (grouped) on its review line, and the journal holds that line masked
        assertThat(written.entrySet()).filteredOn(w -> w.getKey().endsWith("journal.jsonl"))
                .allSatisfy(w -> assertThat(w.getValue()).contains("Card ${card}"));

        // every picture after the card was typed paints the card field over
        List<JsonNode> looks = new ArrayList<>();
        Path lines = files.stream().filter(f -> f.getFileName().toString().equals("journal.jsonl")).findFirst().orElseThrow();
        for (String line : Files.readAllLines(lines)) {
            JsonNode n = JSON.readTree(line);
            if ("look".equals(n.path("type").asText()) && n.hasNonNull("screenshot")) looks.add(n);
        }
        assertThat(looks).as("journalled looks with pictures").isNotEmpty();
        int checked = 0;
        for (JsonNode look : looks) {
            JsonNode field = cardField(look);
            if (field == null || field.path("value").asText("").isEmpty()) continue;
            assertThat(field.path("value").asText()).isEqualTo("${card}");
            BufferedImage png = ImageIO.read(lines.getParent().resolve(look.path("screenshot").asText()).toFile());
            assertThat(png).as(look.path("screenshot").asText()).isNotNull();
            JsonNode b = field.path("bounds");
            assertThat(paintedOver(png, b.path("x").asDouble(), b.path("y").asDouble(), b.path("width").asDouble(), b.path("height").asDouble()))
                    .as("the card field in " + look.path("screenshot").asText()).isTrue();
            checked++;
        }
        assertThat(checked).as("pictures showing the filled card field").isPositive();
    }

    /** The card number field of a journalled look, found by its name attribute (its ref changes per look). */
    private static JsonNode cardField(JsonNode look) {
        for (JsonNode e : look.path("screen").path("elements")) {
            if ("cardnumber".equals(e.path("hints").path("nameAttr").asText())) return e;
        }
        return null;
    }

    /**
     * Whether the field's box is painted solid in the picture: the picture is the viewport and the page may
     * have been scrolled, so the field's rows are looked for at every vertical offset; across its whole
     * width and its middle third of height every pixel must be the box colour.
     */
    private static boolean paintedOver(BufferedImage png, double x, double y, double w, double h) {
        int left = (int) Math.ceil(x), right = (int) Math.floor(x + w) - 1;
        int top = (int) Math.ceil(y + h / 3), bottom = (int) Math.floor(y + 2 * h / 3);
        for (int scroll = 0; scroll <= top; scroll++) {
            if (bottom - scroll >= png.getHeight()) continue;
            if (solid(png, left, right, top - scroll, bottom - scroll)) return true;
        }
        return false;
    }

    private static boolean solid(BufferedImage png, int left, int right, int top, int bottom) {
        for (int yy = top; yy <= bottom; yy++) {
            for (int xx = left; xx <= right; xx++) {
                if ((png.getRGB(xx, yy) & 0xffffff) != BOX) return false;
            }
        }
        return true;
    }
}
