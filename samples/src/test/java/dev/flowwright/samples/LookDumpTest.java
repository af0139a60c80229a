package dev.flowwright.samples;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Prints each sample page's look (run by hand: -Pbench -Dtest=LookDumpTest). */
@Tag("bench")
class LookDumpTest {
    @Test
    void dump() throws Exception {
        try (LiveSite live = LiveSite.start()) {
            for (String page : new String[]{"calendar/", "autocomplete/", "dependent/", "ordered/", "delayed/", "iframe/",
                    "mail/", "flights/", "flights/results.html", "flights/payment.html?flight=SB1&total=10", "cookies/", "help/", "signin/", "newsletter/"}) {
                Screen s = live.open(page);
                System.out.println("==== " + page + " surface=" + s.surface().word() + " title=" + s.window());
                for (Element e : s.elements()) {
                    System.out.println("  " + e.ref() + " " + e.label() + (e.value() != null ? " = \"" + e.value() + "\"" : "")
                            + " " + e.states() + " " + e.actions() + " " + e.bounds() + " path=" + e.path() + " hints=" + e.hints());
                }
                System.out.println("  context: " + s.context());
            }
        }
    }
}
