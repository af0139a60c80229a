package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.safety.Consent;

import dev.flowwright.runtime.act.safety.DestructiveCheck;

import dev.flowwright.runtime.act.safety.Grant;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The destructive check beyond words in labels (issue #12 items 4, 5, 11): where a link or form goes,
 * consent on cookie layers, and the author's explicit permission.
 */
class PermissionAndConsentTest {

    private static Element el(String role, String name, List<String> path, String... hints) {
        Map<String, String> h = new HashMap<>();
        for (int i = 0; i < hints.length; i += 2) h.put(hints[i], hints[i + 1]);
        return new Element("e" + name.hashCode(), role, name, "", null, Set.of(), Set.of(ElementAction.CLICK), null, path, h);
    }

    private static Element button(String name) { return el("button", name, List.of()); }

    private static Element text(String words) {
        return new Element("t" + words.hashCode(), "paragraph", words, "", null, Set.of(), Set.of(), null, List.of(), null);
    }

    private static Screen screen(Element... els) {
        return new Screen("app", "w", null, SurfaceKind.WINDOW, List.of(els), List.of(), List.of());
    }

    private static boolean refused(Element e, Screen s, String step, String... allow) {
        return DestructiveCheck.refusal(e, s, new DestructiveCheck.Guard(List.of(), new Grant(List.of(allow)), step)).isPresent();
    }

    // ---- where a press goes ----

    @Test
    void anIconWhoseLinkSignsOutOrDeletesIsRefusedInAnyLanguageAndSpelling() {
        for (String href : List.of("/account/logout", "https://x.example/auth/sign-out?next=/", "/konto/abmelden", "/session/signOut",
                "/mail/delete?id=3", "/cuenta/cerrar-sesion", "/%C3%A7%C4%B1k%C4%B1%C5%9F", "/users/log_out")) {
            Element icon = el("link", "⏻", List.of(), "href", href);
            assertThat(refused(icon, screen(icon), "open my profile")).as(href).isTrue();
        }
        Element withToken = el("link", "⏻", List.of(), "href", "/account/logout?session=s3cr3t");
        assertThat(DestructiveCheck.refusal(withToken, screen(withToken), List.of())).get().asString()
                .contains("/account/logout").as("a note names the path, never a query that may carry a token").doesNotContain("s3cr3t");
        Element bin = el("button", "🗑", List.of(), "formAction", "/ticket/delete?id=1038");
        assertThat(refused(bin, screen(bin), "open the ticket")).as("a form button whose form deletes").isTrue();
    }

    @Test
    void ordinaryAddressesAreNotRefused() {
        for (String href : List.of("/login", "/signin?next=/inbox", "/help/articles", "/konto/anmelden", "/mail/sent", "/outbox")) {
            Element link = el("link", "Go", List.of(), "href", href);
            assertThat(refused(link, screen(link), "go")).as(href).isFalse();
        }
    }

    // ---- consent ----

    @Test
    void aGrantingControlOnACookieLayerIsRefusedUnlessTheStepAsksToAccept() {
        List<String> layer = List.of("dialog \"Cookies\"");
        Element all = el("button", "Accept all", layer);
        Element essential = el("button", "Accept essential only", layer);
        Screen s = screen(text("We use cookies"), all, essential);
        assertThat(refused(all, s, "continue")).isTrue();
        assertThat(refused(all, s, "reject non-essential cookies")).isTrue();
        assertThat(refused(all, s, "accept essential cookies only")).as("asks to accept essential only: a limit, not everything").isTrue();
        assertThat(refused(essential, s, "accept essential cookies only")).isFalse();
        assertThat(refused(all, s, "accept all cookies")).as("the step itself asks to accept").isFalse();
    }

    @Test
    void aBannerWithoutADialogRoleIsFoundByTheWordsNearIt() {
        Element agree = button("Agree");
        Screen banner = screen(text("This site uses cookies to measure traffic."), text("Learn more"), agree, button("Decline"));
        assertThat(refused(agree, banner, "continue")).isTrue();
        Element invitation = button("Accept");
        assertThat(refused(invitation, screen(text("Ann invited you to the team"), invitation), "continue"))
                .as("an Accept with nothing about cookies near it is not consent").isFalse();
    }

    @Test
    void onlyGrantingExitsFailWithANoteWhileARefusingOneIsPreferred() {
        List<String> layer = List.of("dialog \"Cookies\"");
        Screen onlyAll = screen(text("We use cookies"), el("button", "Accept all", layer), el("button", "More information", layer));
        assertThat(Consent.onlyGrants(onlyAll, Grant.NONE, "search for flights")).get().asString()
                .contains("only quick exits grant consent").contains("Accept all").contains("allow: [consent]");
        assertThat(Consent.onlyGrants(onlyAll, new Grant(List.of("consent")), "search for flights")).isEmpty();
        assertThat(Consent.onlyGrants(onlyAll, Grant.NONE, "accept all cookies")).isEmpty();
        Screen withReject = screen(text("We use cookies"), el("button", "Accept all", layer), el("button", "Reject all", layer));
        assertThat(Consent.onlyGrants(withReject, Grant.NONE, "search for flights")).isEmpty();
        Screen withClose = screen(text("We use cookies"), el("button", "Accept all", layer), el("button", "×", layer));
        assertThat(Consent.onlyGrants(withClose, Grant.NONE, "search for flights")).isEmpty();
    }

    // ---- explicit permission ----

    @Test
    void allowSubmitPermitsSubmitInEveryLanguageAndNothingElse() {
        Screen s = screen();
        assertThat(refused(button("Submit"), s, "submit the form")).isTrue();
        assertThat(refused(button("Submit"), s, "submit the form", "submit")).isFalse();
        assertThat(refused(button("Einreichen"), s, "submit the form", "submit")).as("German submit").isFalse();
        assertThat(refused(button("Sign out"), s, "go", "submit")).isTrue();
        assertThat(refused(button("Delete"), s, "go", "submit")).isTrue();
        assertThat(refused(button("Submit and sign out"), s, "go", "submit")).as("every hard word must be permitted").isTrue();
        List<String> layer = List.of("dialog \"Cookies\"");
        Element all = el("button", "Accept all", layer);
        assertThat(refused(all, screen(all), "go", "submit")).as("submit never permits consent").isTrue();
    }

    @Test
    void signOutAndConsentNeedTheirOwnGrant() {
        Screen s = screen();
        assertThat(refused(button("Abmelden"), s, "go", "sign out")).isFalse();
        assertThat(refused(button("Log out"), s, "go", "logout")).as("a spelling names the concept").isFalse();
        Element icon = el("link", "⏻", List.of(), "href", "/account/logout");
        assertThat(refused(icon, screen(icon), "go", "sign out")).isFalse();
        List<String> layer = List.of("dialog \"Cookies\"");
        Element all = el("button", "Accept all cookies", layer);
        Element alle = el("button", "Alle akzeptieren", layer);
        assertThat(refused(all, screen(all), "go", "consent")).isFalse();
        assertThat(refused(all, screen(all), "go", "accept all")).isFalse();
        assertThat(refused(alle, screen(alle), "go", "accept all")).as("a control name grant is that control's name").isTrue();
        assertThat(refused(alle, screen(alle), "go", "consent")).isFalse();
    }

    @Test
    void aControlsWholeNameIsAGrantForItAlone() {
        Screen s = screen();
        assertThat(refused(button("Send invoice"), s, "go", "Send invoice")).isFalse();
        assertThat(refused(button("Send reminder"), s, "go", "Send invoice")).isTrue();
        assertThat(refused(button("Place order now"), s, "go", "Place order")).as("a grant that spells a hard word permits that word").isFalse();
    }

    @Test
    void stopBeforeWinsOverAllow() {
        Element send = button("Send");
        var guard = new DestructiveCheck.Guard(List.of("sending the email"), new Grant(List.of("send")), "send the email");
        assertThat(DestructiveCheck.refusal(send, screen(send), guard)).get().asString().contains("the flow stops before");
    }

    @Test
    void savingAConsentLayerWithAPurposeStillTickedGivesConsentAndIsRefused() {
        Element intro = text("We and our partners use cookies to personalise ads and measure their performance.");
        Element ads = new Element("ads", "checkbox", "Personalised advertising", "", null, Set.of(ElementState.CHECKED),
                Set.of(ElementAction.CLICK), null, List.of(), null);
        Element necessary = new Element("nec", "checkbox", "Strictly necessary", "", null, Set.of(ElementState.CHECKED, ElementState.DISABLED),
                Set.of(ElementAction.CLICK), null, List.of(), null);
        Element save = button("Save my choices");
        assertThat(refused(save, screen(intro, necessary, ads, save), "reject all non-essential cookies"))
                .as("advertising is still ticked: saving gives that consent").isTrue();
        assertThat(refused(save, screen(intro, necessary, ads, save), "reject all non-essential cookies", "consent")).isFalse();
        Element unticked = new Element("ads", "checkbox", "Personalised advertising", "", null, Set.of(),
                Set.of(ElementAction.CLICK), null, List.of(), null);
        assertThat(refused(save, screen(intro, necessary, unticked, save), "reject all non-essential cookies"))
                .as("only the necessary purpose is on: saving refuses the rest").isFalse();
        assertThat(refused(button("Reject all and save"), screen(intro, necessary, ads, button("Reject all and save")),
                "reject all non-essential cookies")).isFalse();
        // a layer that speaks of privacy rather than cookies is a consent layer too
        Element inDialog = el("button", "Save my choices", List.of("dialog \"We care about your privacy\""));
        Element adsInDialog = new Element("ads2", "checkbox", "Personalised advertising", "", null, Set.of(ElementState.CHECKED),
                Set.of(ElementAction.CLICK), null, List.of("dialog \"We care about your privacy\""), null);
        assertThat(refused(inDialog, screen(adsInDialog, inDialog), "reject all non-essential cookies")).isTrue();
    }
}
