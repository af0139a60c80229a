package dev.flowwright.samples;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.flowwright.samples.LiveSite.data;
import static dev.flowwright.samples.LiveSite.find;
import static dev.flowwright.samples.LiveSite.named;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The browser surface on every sample page, on real headless Chromium: looks find the controls with
 * their roles, names and states, and presses, typing and choices change the page as its event log shows.
 */
class SamplePagesTest {
    static LiveSite live;

    @BeforeAll
    static void start() throws Exception { live = LiveSite.start(); }

    @AfterAll
    static void stop() { if (live != null) live.close(); }

    private static Screen pressAndLook(Element target) {
        live.surface.press(target);
        live.surface.settle(SettleKind.FULL);
        return live.surface.look();
    }

    @Test
    void calendarPagesToTheNextMonthAndBooksTheChosenDay() {
        Screen screen = live.open("calendar/");
        Element date = named(screen, "textbox", "Appointment date");
        assertThat(date.has(ElementState.READONLY)).isTrue();
        assertThat(date.can(ElementAction.CLICK)).isTrue();
        screen = pressAndLook(named(screen, "button", "Open calendar"));
        assertThat(screen.surface()).isEqualTo(SurfaceKind.DIALOG);
        assertThat(screen.context()).contains("December 2026");
        assertThat(screen.elements()).extracting(Element::name).doesNotContain("30 November 2026", "1 December 2026 ");
        screen = pressAndLook(named(screen, "button", "Next month"));
        Element day = named(screen, "button", "15 January 2027");
        assertThat(day.path()).first().isEqualTo("dialog \"Choose a date\"");
        screen = pressAndLook(day);
        assertThat(named(screen, "textbox", "Appointment date").value()).isEqualTo("15/01/2027");
        assertThat(screen.surface()).isEqualTo(SurfaceKind.WINDOW);
        pressAndLook(named(screen, "button", "Book appointment"));
        assertThat(data(live.events("booked").get(0))).containsEntry("date", "2027-01-15");
    }

    @Test
    void autocompleteOffersTheServersSuggestionsAndSearchesTheChosenCity() {
        Screen screen = live.open("autocomplete/");
        live.surface.type(named(screen, "combobox", "City"), "Iz");
        live.surface.settle(SettleKind.FULL);
        screen = live.surface.look();
        Element izmir = named(screen, "option", "Izmir");
        assertThat(izmir.path()).contains("listbox \"Suggestions\"");
        screen = pressAndLook(izmir);
        assertThat(named(screen, "combobox", "City").value()).isEqualTo("Izmir");
        pressAndLook(named(screen, "button", "Search stores"));
        assertThat(data(live.events("searched").get(0))).containsEntry("city", "Izmir");
    }

    @Test
    void dependentDropdownWaitsForTheCitiesBeforeTheySelect() {
        Screen screen = live.open("dependent/");
        assertThat(screen.elements()).extracting(Element::name).doesNotContain("City");
        live.surface.select(named(screen, "combobox", "Country"), "Germany");
        live.surface.settle(SettleKind.FULL);
        screen = live.surface.look();
        Element city = named(screen, "combobox", "City");
        live.surface.select(city, "munich");
        screen = live.surface.look();
        pressAndLook(named(screen, "button", "Continue"));
        assertThat(data(live.events("destination-set").get(0))).containsEntry("country", "Germany").containsEntry("city", "Munich");
    }

    @Test
    void orderedFormOpensEachFieldAfterTheOneBefore() {
        Screen screen = live.open("ordered/");
        assertThat(screen.elements()).extracting(Element::name).containsExactly("Meridian Health", "Full name");
        live.surface.setValue(named(screen, "textbox", "Full name"), "Ada Lovelace");
        screen = live.surface.look();
        live.surface.setValue(named(screen, "textbox", "Email"), "ada@example.com");
        screen = live.surface.look();
        live.surface.type(named(screen, "textbox", "Phone number"), "+44 20 7946 0000");
        screen = live.surface.look();
        screen = pressAndLook(named(screen, "checkbox", "I accept the terms of use"));
        assertThat(named(screen, "checkbox", "I accept the terms of use").has(ElementState.CHECKED)).isTrue();
        pressAndLook(named(screen, "button", "Register"));
        assertThat(data(live.events("registered").get(0)))
                .containsEntry("name", "Ada Lovelace").containsEntry("email", "ada@example.com").containsEntry("terms", true);
    }

    @Test
    void delayedDialogIsSeenOnceItArrivesAndItsAnswerIsPressed() {
        Screen screen = live.open("delayed/");
        live.surface.press(named(screen, "button", "Renew loan"));
        live.surface.settle(SettleKind.FULL);
        screen = live.surface.look();
        if (screen.surface() != SurfaceKind.DIALOG) {
            assertThat(live.surface.awaitChange(3000)).isTrue();
            screen = live.surface.look();
        }
        assertThat(screen.surface()).isEqualTo(SurfaceKind.DIALOG);
        Element yes = named(screen, "button", "Yes, continue");
        assertThat(yes.path()).containsExactly("dialog \"Renew for three more weeks?\"");
        pressAndLook(yes);
        assertThat(live.events("renewed")).hasSize(1);
    }

    @Test
    void formInACrossOriginIframeIsFilledAtPageCoordinates() {
        Screen screen = live.open("iframe/");
        Element name = named(screen, "textbox", "Full name");
        assertThat(name.hint("frame")).isEqualTo("registration");
        assertThat(name.path()).containsExactly("iframe \"Registration service\"");
        // the box is in page coordinates: the main document finds the iframe there
        String there = live.surface.withPage(p -> (String) p.evaluate("([x, y]) => document.elementFromPoint(x - scrollX, y - scrollY).localName",
                List.of(name.bounds().centerX(), name.bounds().centerY())));
        assertThat(there).isEqualTo("iframe");
        live.surface.setValue(name, "Grace Hopper");
        live.surface.type(named(screen, "textbox", "Email"), "grace@example.com");
        assertThat(live.surface.readValue(name)).contains("Grace Hopper");
        pressAndLook(named(screen, "button", "Apply"));
        Map<String, Object> applied = data(live.events("applied").get(0));
        assertThat(applied).containsEntry("name", "Grace Hopper").containsEntry("email", "grace@example.com");
        assertThat((String) applied.get("origin")).contains("localhost");
    }

    @Test
    void shadowRootFormAndSameOriginFrameAreBothReachable() {
        Screen screen = live.open("newsletter/");
        Element email = named(screen, "textbox", "Email address");
        assertThat(email.hint("shadow")).isEqualTo("open");
        live.surface.setValue(email, "reader@example.com");
        live.surface.press(named(screen, "checkbox", "Send me the monthly digest instead"));
        screen = pressAndLook(named(screen, "button", "Sign me up"));
        assertThat(data(live.events("signed-up").get(0))).containsEntry("email", "reader@example.com").containsEntry("monthly", true);
        Element helped = named(screen, "button", "Yes, it helped");
        assertThat(helped.hint("frame")).isNotBlank();
        pressAndLook(helped);
        assertThat(data(live.events("feedback").get(0))).containsEntry("helpful", true);
    }

    @Test
    void newMessageOpensAFreshComposeAndTheDraftIsLeftAlone() {
        Screen screen = live.open("mail/");
        assertThat(named(screen, "textbox", "Subject").value()).isEqualTo("Quarterly numbers");
        screen = pressAndLook(named(screen, "button", "New message"));
        Element to = named(screen, "textbox", "To");
        assertThat(to.has(ElementState.FOCUSED)).isTrue();
        live.surface.type(to, "grace@example.com");
        live.surface.keyCombo("return");
        live.surface.settle(SettleKind.FULL);
        screen = live.surface.look();
        assertThat(screen.elements()).extracting(Element::name).contains("Remove grace@example.com");
        List<Map<String, Object>> changes = live.events("field-changed");
        assertThat(changes).isNotEmpty().allSatisfy(e -> assertThat(data(e)).containsEntry("message", "new-1"));
    }

    @Test
    void deleteAsksInASheetWhoseDefaultButtonHasNoName() {
        Screen screen = live.open("mail/");
        screen = pressAndLook(named(screen, "button", "Delete"));
        assertThat(screen.surface()).isEqualTo(SurfaceKind.SHEET);
        Element unnamed = find(screen, e -> e.role().equals("button") && e.name().isEmpty(), "the unnamed default button");
        assertThat(unnamed.path()).containsExactly("dialog \"Delete?\"");
        assertThat(named(screen, "button", "Send").has(ElementState.COVERED)).isTrue();
        pressAndLook(unnamed);
        assertThat(data(live.events("deleted").get(0))).containsEntry("message", "draft-1");
    }

    @Test
    void flightSearchCountsPassengersAndClicksThroughTheResultCardsLayer() {
        Screen screen = live.open("flights/");
        screen = pressAndLook(named(screen, "tab", "One way"));
        assertThat(named(screen, "tab", "One way").has(ElementState.SELECTED)).isTrue();
        assertThat(screen.elements()).extracting(Element::name).doesNotContain("Return date");
        live.surface.setValue(named(screen, "textbox", "From"), "Istanbul");
        live.surface.setValue(named(screen, "textbox", "To"), "Izmir");
        live.surface.setValue(named(screen, "textbox", "Departure date"), "12/12/2026");
        screen = pressAndLook(named(screen, "button", "Increase number of Adult passengers. You have selected 1 Adult"));
        named(screen, "button", "Increase number of Adult passengers. You have selected 2 Adults");
        named(screen, "button", "Decrease number of Adult passengers. You have selected 2 Adults");
        screen = pressAndLook(named(screen, "button", "Search flights"));
        assertThat(data(live.events("searched").get(0))).containsEntry("trip", "One way").containsEntry("adults", 2);
        Element cheapest = named(screen, "link", "Select SB 904 for €104.00");
        assertThat(cheapest.has(ElementState.COVERED)).isTrue();
        screen = pressAndLook(cheapest);
        assertThat(data(live.events("flight-selected").get(0))).containsEntry("flight", "SB 904");
        assertThat(screen.elements()).extracting(Element::name).contains("Card number", "CVV", "Pay €104.00");
        assertThat(live.site.events("paid")).isEmpty();
    }

    @Test
    void cookieBannerCoversTheFormUntilItIsAnswered() {
        Screen screen = live.open("cookies/");
        Element name = named(screen, "textbox", "Full name");
        assertThat(name.has(ElementState.COVERED)).isTrue();
        assertThatThrownBy(() -> live.surface.press(name)).isInstanceOfSatisfying(SurfaceException.class, e -> {
            assertThat(e.code()).isEqualTo(SurfaceError.NOT_ACTIONABLE);
            assertThat(e.cover()).isEqualTo("an empty layer");
        });
        screen = pressAndLook(named(screen, "button", "Accept essential only"));
        assertThat(data(live.events("cookies").get(0))).containsEntry("choice", "essential");
        assertThat(screen.surface()).isEqualTo(SurfaceKind.WINDOW);
        assertThat(named(screen, "textbox", "Full name").has(ElementState.COVERED)).isFalse();
    }

    @Test
    void linkFarBelowTheFoldIsFollowedInOneClick() {
        Screen screen = live.open("help/");
        Element target = named(screen, "link", "Change your delivery address");
        assertThat(target.has(ElementState.OFFSCREEN)).isTrue();
        assertThat(target.path()).containsExactly("region \"Delivery\"", "listitem #4");
        pressAndLook(target);
        assertThat(data(live.events("article-opened").get(0))).containsEntry("id", "change-your-delivery-address");
        live.surface.back();
        assertThat(live.surface.url()).endsWith("/help/");
    }

    @Test
    void passwordIsMaskedInTheLookAndTheCodeStepFollows() {
        Screen screen = live.open("signin/");
        live.surface.setValue(named(screen, "textbox", "Username"), "ada");
        live.surface.setValue(named(screen, "textbox", "Password"), "correct horse");
        screen = live.surface.look();
        assertThat(named(screen, "textbox", "Password").value()).isEqualTo("•".repeat(13)).doesNotContain("horse");
        screen = pressAndLook(named(screen, "button", "Continue"));
        live.surface.setValue(named(screen, "textbox", "One-time code"), "246810");
        pressAndLook(named(screen, "button", "Verify"));
        assertThat(data(live.events("signed-in").get(0))).containsEntry("codeLength", 6);
        assertThat(live.site.events().toString()).doesNotContain("correct horse").doesNotContain("246810");
    }

    @Test
    void v2VariantRenamesIdsAndLabelsButStillWorks() {
        Screen screen = live.open("v2/calendar/");
        Element reserve = named(screen, "button", "Reserve this slot");
        assertThat(reserve.hint("id")).isEqualTo("reserve-btn");
        screen = live.open("v2/delayed/");
        live.surface.press(named(screen, "button", "Renew loan"));
        live.surface.awaitChange(200);
        assertThat(live.surface.awaitChange(3000) || live.surface.look().surface() == SurfaceKind.DIALOG).isTrue();
        screen = live.surface.look();
        pressAndLook(named(screen, "button", "I agree"));
        assertThat(live.events("renewed").get(0)).containsEntry("variant", "v2");
    }

    @Test
    void screenshotIsAPng() {
        live.open("");
        byte[] png = live.surface.screenshot();
        assertThat(png).startsWith(0x89, 'P', 'N', 'G');
    }

    @Test
    void staleRefAfterNavigationIsReported() {
        Screen screen = live.open("help/");
        Element link = named(screen, "link", "Gift cards");
        live.surface.navigate(live.site.url("signin/"));
        assertThatThrownBy(() -> live.surface.press(link))
                .isInstanceOfSatisfying(SurfaceException.class, e -> assertThat(e.code()).isEqualTo(SurfaceError.STALE_REF));
    }
}
