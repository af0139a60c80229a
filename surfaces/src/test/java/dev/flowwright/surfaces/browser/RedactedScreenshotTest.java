package dev.flowwright.surfaces.browser;

import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.Base64;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A screenshot with the fields that show a secret painted over, on real Chromium, on a page scrolled
 * down: the element's bounds are page coordinates and the picture is the viewport, so the box must
 * land where the field is drawn, not where it would be unscrolled.
 */
class RedactedScreenshotTest {
    static BrowserSurface surface;

    @BeforeAll
    static void start() { surface = LiveChromium.launch(); }

    @AfterAll
    static void stop() { LiveChromium.close(surface); }

    @Test
    void theFieldIsPaintedOverWhereThePictureShowsIt() throws Exception {
        String html = "<body style='margin:0;background:#fff'><div style='height:900px'></div>"
                + "<label for=c>One-time code</label><input id=c style='font-size:40px;width:300px;height:80px;background:#fff;border:0'>"
                + "<div style='height:1200px'></div></body>";
        surface.navigate("data:text/html;base64," + Base64.getEncoder().encodeToString(html.getBytes()));
        surface.withPage(p -> p.evaluate("() => window.scrollTo(0, 700)"));
        Element code = surface.look().elements().stream().filter(e -> e.name().equals("One-time code")).findFirst().orElseThrow();
        surface.setValue(code, "482913");
        Screen screen = surface.look();
        Element filled = screen.elements().stream().filter(e -> e.name().equals("One-time code")).findFirst().orElseThrow();
        int scrollY = ((Number) surface.withPage(p -> p.evaluate("() => window.scrollY"))).intValue();
        assertThat(scrollY).isPositive();
        int x = (int) (filled.bounds().x() + filled.bounds().width() / 2), y = (int) (filled.bounds().y() + filled.bounds().height() / 2) - scrollY;

        BufferedImage plain = ImageIO.read(new ByteArrayInputStream(surface.screenshot()));
        BufferedImage hidden = ImageIO.read(new ByteArrayInputStream(surface.screenshot(List.of(filled))));
        assertThat(hidden.getWidth()).isEqualTo(plain.getWidth());
        int box = (60 << 16) | (64 << 8) | 72;
        for (int dx = -100; dx <= 100; dx += 20) {
            assertThat(hidden.getRGB(x + dx, y) & 0xffffff).as("the field's middle, %d px across", dx).isEqualTo(box);
        }
        // the page above the field is left as it is
        assertThat(hidden.getRGB(x, 20) & 0xffffff).isEqualTo(plain.getRGB(x, 20) & 0xffffff);
    }

    @Test
    void aLineOfTextEchoingASecretInAnotherSpellingIsPaintedOverToo() throws Exception {
        String html = "<body style='margin:0;background:#fff;font-size:30px'><div style='height:300px'></div>"
                + "<p id=review style='margin:0'>Card <b>4111 1111</b> 1111 1111, expires 12/27</p>"
                + "<p id=other style='margin:0'>Delivery to 12 Harbour Lane</p></body>";
        surface.navigate("data:text/html;base64," + Base64.getEncoder().encodeToString(html.getBytes()));
        Secrets secrets = new Secrets(java.util.Map.of("card", "4111111111111111"));
        BufferedImage hidden = ImageIO.read(new ByteArrayInputStream(surface.screenshot(List.of(), secrets.textTest())));
        BufferedImage plain = ImageIO.read(new ByteArrayInputStream(surface.screenshot()));
        int box = (60 << 16) | (64 << 8) | 72;
        List<?> review = (List<?>) surface.withPage(p -> p.evaluate("() => { const rg = document.createRange(); rg.selectNodeContents(document.getElementById('review')); const b = rg.getBoundingClientRect(); "
                + "return [b.left, b.top, b.width, b.height]; }"));
        int y = (int) (((Number) review.get(1)).doubleValue() + ((Number) review.get(3)).doubleValue() / 2);
        int x0 = (int) ((Number) review.get(0)).doubleValue();
        int width = (int) ((Number) review.get(2)).doubleValue();
        for (int x = x0 + 2; x < x0 + width - 2; x += 10) {
            assertThat(hidden.getRGB(x, y) & 0xffffff).as("the review line, %d px across", x).isEqualTo(box);
        }
        // the line below, which shows no secret, is left as it is
        int below = y + 36;
        for (int x = 5; x < 300; x += 10) assertThat(hidden.getRGB(x, below)).isEqualTo(plain.getRGB(x, below));
    }

    /**
     * Issue #30 item 2: a picture says where it lies in the look's coordinates (the page's scroll), so the
     * studio outlines an element where the picture shows it — scrolled, and with the page zoomed.
     */
    @Test
    void aPictureSaysWhereItLiesSoAnElementIsOutlinedWhereItIsDrawnAtAnyScrollAndZoom() throws Exception {
        String html = "<body style='margin:0;background:#fff'><div style='height:900px'></div>"
                + "<button style='display:block;margin-left:150px;width:200px;height:60px;background:#e00000;border:0'>Sign me up</button>"
                + "<div style='height:1500px'></div></body>";
        surface.navigate("data:text/html;base64," + Base64.getEncoder().encodeToString(html.getBytes()));
        for (String zoom : new String[]{"1", "1.5"}) {
            surface.withPage(p -> p.evaluate("z => { document.documentElement.style.zoom = z; window.scrollTo(0, 650); }", zoom));
            Element button = surface.look().elements().stream().filter(e -> e.name().equals("Sign me up")).findFirst().orElseThrow();

            dev.flowwright.runtime.surface.Picture picture = surface.picture(List.of(), null);

            int scrollY = ((Number) surface.withPage(p -> p.evaluate("() => window.scrollY"))).intValue();
            assertThat(picture.origin().y()).as("the page's scroll, zoom %s", zoom).isEqualTo(scrollY).isPositive();
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(picture.png()));
            dev.flowwright.runtime.screen.Bounds at = picture.origin().inPicture(button.bounds());
            int red = 0xe00000;
            for (double fx : new double[]{0.1, 0.5, 0.9}) {
                for (double fy : new double[]{0.15, 0.5, 0.85}) {
                    int x = (int) (at.x() + at.width() * fx), y = (int) (at.y() + at.height() * fy);
                    assertThat(img.getRGB(x, y) & 0xffffff).as("inside the outline at (%d, %d), zoom %s", x, y, zoom).isEqualTo(red);
                }
            }
            assertThat(img.getRGB((int) at.x() - 6, (int) (at.y() + at.height() / 2)) & 0xffffff).as("just left of it, zoom %s", zoom)
                    .isEqualTo(0xffffff);
            assertThat(img.getRGB((int) (at.x() + at.width() / 2), (int) (at.y() + at.height()) + 6) & 0xffffff).as("just below it, zoom %s", zoom)
                    .isEqualTo(0xffffff);
        }
        surface.withPage(p -> p.evaluate("() => document.documentElement.style.zoom = ''"));
    }

    @Test
    void nothingToHideIsThePlainPicture() {
        assertThat(surface.screenshot(List.of())).isNotEmpty();
    }
}
