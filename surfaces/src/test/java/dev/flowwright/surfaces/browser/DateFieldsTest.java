package dev.flowwright.surfaces.browser;

import dev.flowwright.runtime.screen.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Base64;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A date or time input on real Chromium (issue #13: "Enter 01/03/2010 as the date"): Playwright's fill takes
 * only the ISO form, so a text spelled the way the field shows it is typed as a person types it, and the
 * field reads back as it shows itself, not as the page's code sees it.
 */
class DateFieldsTest {
    private static BrowserSurface surface;

    @BeforeAll
    static void start() { surface = LiveChromium.launch(); }

    @AfterAll
    static void stop() { LiveChromium.close(surface); }

    private static Element field(String id) {
        return surface.look().elements().stream().filter(e -> id.equals(e.hint("id"))).findFirst().orElseThrow();
    }

    private static String shown(String script) {
        return (String) surface.withPage(p -> p.evaluate(script));
    }

    @Test
    void aDateAndATimeSpelledAsTheFieldShowsThemGoInAndReadBackSo() {
        String html = "<label>Date <input id=d type=date></label><label>Time <input id=t type=time></label>";
        surface.navigate("data:text/html;base64," + Base64.getEncoder().encodeToString(html.getBytes()));
        // the browser's own spelling of 3 January 2010 and of 05:51 (en-US: 01/03/2010, 5:51 AM)
        String date = shown("() => new Intl.DateTimeFormat(undefined, {year: 'numeric', month: '2-digit', day: '2-digit'})"
                + ".format(new Date('2010-01-03T00:00:00'))");
        String time = shown("() => new Intl.DateTimeFormat(undefined, {hour: 'numeric', minute: '2-digit'}).format(new Date('1970-01-01T05:51'))");

        surface.setValue(field("d"), date);
        surface.setValue(field("t"), time);

        assertThat(shown("() => document.getElementById('d').value")).isEqualTo("2010-01-03");
        assertThat(shown("() => document.getElementById('t').value")).isEqualTo("05:51");
        assertThat(surface.readValue(field("d"))).contains(date);
        assertThat(surface.readValue(field("t"))).contains(time);
    }

    @Test
    void theIsoFormStillGoesInThroughFill() {
        String html = "<input id=d type=date>";
        surface.navigate("data:text/html;base64," + Base64.getEncoder().encodeToString(html.getBytes()));
        surface.setValue(field("d"), "2016-12-26");
        assertThat(shown("() => document.getElementById('d').value")).isEqualTo("2016-12-26");
    }

    @Test
    void aClockTimeIsReadInTwelveOrTwentyFourHours() {
        assertThat(BrowserSurface.isoTime("5:51 AM")).contains("05:51");
        assertThat(BrowserSurface.isoTime("12:05\u202fAM")).contains("00:05");
        assertThat(BrowserSurface.isoTime("5.51 p.m.")).contains("17:51");
        assertThat(BrowserSurface.isoTime("17:51:30")).contains("17:51:30");
        assertThat(BrowserSurface.isoTime("13:10 PM")).isEmpty();
        assertThat(BrowserSurface.isoTime("soon")).isEmpty();
    }

    /**
     * A date picker that parses its text field on change (as Pikaday and many plugins do) takes a date typed into
     * it; the focus stays in the field, so a popup the field opened is still open for the next step.
     */
    @Test
    void aFilledTextFieldIsCommittedWithAChangeEventAndKeepsTheFocus() {
        String html = "<label>Date <input id=d type=text></label><p id=out></p><script>let changes = 0;"
                + "document.getElementById('d').addEventListener('change', e => { changes++; "
                + "document.getElementById('out').textContent = new Date(e.target.value).toDateString(); });</script>";
        surface.navigate("data:text/html;base64," + Base64.getEncoder().encodeToString(html.getBytes()));
        surface.setValue(field("d"), "12/25/2018");
        assertThat(shown("() => document.getElementById('out').textContent")).isEqualTo("Tue Dec 25 2018");
        assertThat(shown("() => String(changes)")).isEqualTo("1");
        assertThat(shown("() => document.activeElement.id")).isEqualTo("d");
    }
}
