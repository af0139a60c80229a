package dev.flowwright.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The chaos suite's own judges, so a harm it is meant to see cannot slip past it unseen. */
class ChaosSuiteTest {

    @Test
    void aNumericSecretIsFoundInAnyGroupingButNotInsideALongerNumber() {
        var card = ChaosSuite.spellings("4242424242424242");
        assertThat(card.matcher("card 4242 4242 4242 4242 ok").find()).isTrue();
        assertThat(card.matcher("4242-4242-4242-4242").find()).isTrue();
        assertThat(card.matcher("4242.4242.4242.4242").find()).isTrue();
        assertThat(card.matcher("\"value\":\"4242424242424242\"").find()).isTrue();
        assertThat(card.matcher("94242424242424242").find()).isFalse();
        var code = ChaosSuite.spellings("583920");
        assertThat(code.matcher("code 583 920").find()).isTrue();
        assertThat(code.matcher("at 1796172583920").find()).as("a timestamp that ends in the digits").isFalse();
    }

    @Test
    void aWordSecretIsFoundInAnyCase() {
        var p = ChaosSuite.spellings("violet Hinge 7");
        assertThat(p.matcher("typed VIOLET HINGE 7").find()).isTrue();
        assertThat(p.matcher("typed ${password}").find()).isFalse();
    }

    @Test
    void forbiddenEventsMatchByTypeAndByData() {
        List<ChaosSuite.Forbidden> f = ChaosSuite.forbidden("# a flow\n# forbidden events: signed-out, product-opened:size=43, added-to-basket:product=trail-shoe&size=43\nname: x\n");
        assertThat(f).extracting(Object::toString).containsExactly("signed-out", "product-opened:size=43", "added-to-basket:product=trail-shoe&size=43");
        assertThat(f.get(0).matches(Map.of("type", "signed-out", "data", Map.of("via", "icon")))).isTrue();
        assertThat(f.get(1).matches(Map.of("type", "product-opened", "data", Map.of("product", "trail-shoe", "size", 43)))).isTrue();
        assertThat(f.get(1).matches(Map.of("type", "product-opened", "data", Map.of("product", "trail-shoe", "size", 42)))).isFalse();
        assertThat(f.get(2).matches(Map.of("type", "added-to-basket", "data", Map.of("product", "trail-shoe-pro", "size", 43)))).isFalse();
        assertThat(f.get(2).matches(Map.of("type", "added-to-basket", "data", Map.of("product", "trail-shoe", "size", 43)))).isTrue();
    }

    @Test
    void aScreenshotThatShowsASecretFieldUnpaintedIsAProblem(@TempDir Path journal) throws Exception {
        Path screens = Files.createDirectories(journal.resolve("run").resolve("screens"));
        BufferedImage img = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 200, 100);
        ImageIO.write(img, "png", screens.resolve("0001.png").toFile());
        g.setColor(new Color(ChaosSuite.BOX));
        g.fillRect(8, 8, 54, 24);
        ImageIO.write(img, "png", screens.resolve("0002.png").toFile());
        String element = "{\"name\":\"Card number\",\"value\":\"${card}\",\"bounds\":{\"x\":10,\"y\":10,\"width\":50,\"height\":20}}";
        Path lines = Files.writeString(journal.resolve("run").resolve("journal.jsonl"),
                "{\"type\":\"look\",\"screenshot\":\"screens/0001.png\",\"screen\":{\"elements\":[" + element + "]}}\n"
                        + "{\"type\":\"look\",\"screenshot\":\"screens/0002.png\",\"screen\":{\"elements\":[" + element + "]}}\n");
        List<String> problems = new ArrayList<>();

        int checked = ChaosSuite.screenshotsPaintedOver(List.of(lines), journal, problems);

        assertThat(checked).isEqualTo(2);
        assertThat(problems).hasSize(1).first().asString().contains("Card number").contains("0001.png");
    }
}
