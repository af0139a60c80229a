package dev.flowwright.samples;

import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.act.safety.Grant;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.flowwright.samples.LiveSite.named;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where a press goes, as the browser surface reads it on real headless Chromium (issue #12 item 5): a
 * link's {@code href} and a form button's {@code formAction} are element hints, so the destructive check
 * refuses the ticket page's sign-out icon and bin icon by their addresses, whatever their glyphs, and
 * the author's {@code allow: [submit]} lets Submit through and nothing else.
 */
class TicketPageTest {
    static LiveSite live;

    @BeforeAll
    static void start() throws Exception { live = LiveSite.start(); }

    @AfterAll
    static void stop() { if (live != null) live.close(); }

    private static boolean refused(Element e, Screen s, String... allow) {
        return DestructiveCheck.refusal(e, s, new DestructiveCheck.Guard(List.of(), new Grant(List.of(allow)), "open a ticket")).isPresent();
    }

    @Test
    void theSignOutIconAndTheBinAreRefusedByWhereTheyGoAndSubmitOnlyWithPermission() {
        Screen screen = live.open("ticket/");
        Element signOut = named(screen, "link", "⏻");
        Element bin = named(screen, "button", "🗑");
        Element submit = named(screen, "button", "Submit");
        assertThat(signOut.hint("href")).isEqualTo("/ticket/logout");
        assertThat(bin.hint("formAction")).isEqualTo("/ticket/delete?id=1038");
        assertThat(submit.hint("formAction")).isEqualTo("/ticket/submit");
        assertThat(refused(signOut, screen)).isTrue();
        assertThat(refused(bin, screen)).isTrue();
        assertThat(refused(submit, screen)).isTrue();
        assertThat(refused(submit, screen, "submit")).isFalse();
        assertThat(refused(signOut, screen, "submit")).isTrue();
        assertThat(refused(bin, screen, "submit")).isTrue();
        assertThat(named(screen, "textbox", "Subject").hint("formAction")).as("only a form's submit buttons carry its action").isNull();
    }
}
