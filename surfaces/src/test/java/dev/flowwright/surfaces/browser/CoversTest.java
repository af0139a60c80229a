package dev.flowwright.surfaces.browser;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Covers on real Chromium: what lies over a target is named, never clicked instead (docs/browser.md#pressing). */
class CoversTest {
    static BrowserSurface surface;

    @BeforeAll
    static void start() { surface = LiveChromium.launch(); }

    @AfterAll
    static void stop() { LiveChromium.close(surface); }

    @BeforeEach
    void open() throws URISyntaxException {
        surface.navigate(CoversTest.class.getResource("covers.html").toURI().toString());
    }

    static Element named(Screen screen, String name) {
        return screen.elements().stream().filter(e -> e.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no element named " + name + " in " + screen.elements()));
    }

    @SuppressWarnings("unchecked")
    static List<String> logged() {
        return surface.withPage(p -> (List<String>) p.evaluate("() => window.logged"));
    }

    @Test
    void aButtonOverTheTargetIsNamedAsTheCover() {
        Screen screen = surface.look();
        Element add = named(screen, "Add to cart");
        assertThat(add.has(ElementState.COVERED)).isTrue();
        assertThatThrownBy(() -> surface.press(add))
                .isInstanceOfSatisfying(SurfaceException.class, e -> {
                    assertThat(e.code()).isEqualTo(SurfaceError.NOT_ACTIONABLE);
                    assertThat(e.cover()).isEqualTo("button \"Select Location\"");
                    assertThat(e.emptyLayer()).isFalse();
                });
        assertThat(logged()).isEmpty();
    }

    @Test
    void anEmptyBackdropIsReportedAndDismissedWhereNothingLiesBeneath() {
        Screen screen = surface.look();
        Element buy = named(screen, "Buy later");
        assertThatThrownBy(() -> surface.press(buy))
                .isInstanceOfSatisfying(SurfaceException.class, e -> {
                    assertThat(e.cover()).isEqualTo("an empty layer");
                    assertThat(e.emptyLayer()).isTrue();
                });
        surface.dismissCover();
        assertThat(logged()).containsExactly("backdrop");
        Element again = named(surface.look(), "Buy later");
        surface.press(again);
        assertThat(logged()).containsExactly("backdrop", "under-backdrop");
    }

    @Test
    void aCardsOwnLayerOverItsLinkIsClickedThrough() {
        Element link = named(surface.look(), "TK 1234 Istanbul");
        surface.press(link);
        assertThat(logged()).containsExactly("card-link");
    }

    @Test
    void aTargetFarBelowTheFoldIsReachedInOneClick() {
        surface.withPage(p -> p.evaluate("() => document.getElementById('backdrop').remove()"));
        Screen screen = surface.look();
        Element far = named(screen, "Far below the fold");
        assertThat(far.has(ElementState.OFFSCREEN)).isTrue();
        surface.press(far);
        assertThat(logged()).containsExactly("far");
    }

    @Test
    void disabledAndHiddenControlsAreNotCandidates() {
        Screen screen = surface.look();
        assertThat(screen.elements()).extracting(Element::name).doesNotContain("Disabled one", "Hidden one");
        Element second = named(screen, "Second");
        assertThat(second.path()).containsExactly("list \"Results\"", "listitem #2");
    }

    @Test
    void anOldRefIsStale() {
        Element add = named(surface.look(), "First");
        surface.look();
        Element old = new Element(add.ref(), add.role(), "Not the same", "", null, add.states(), add.actions(), add.bounds(), add.path(), add.hints());
        assertThatThrownBy(() -> surface.press(old))
                .isInstanceOfSatisfying(SurfaceException.class, e -> assertThat(e.code()).isEqualTo(SurfaceError.STALE_REF));
    }

    @Test
    void callsFromManyThreadsAreHandedToTheOneThreadThatOwnsPlaywright() throws Exception {
        int expected = surface.look().elements().size();
        var pool = java.util.concurrent.Executors.newFixedThreadPool(3);
        try {
            var futures = new java.util.ArrayList<java.util.concurrent.Future<Integer>>();
            for (int i = 0; i < 9; i++) futures.add(pool.submit(() -> surface.look().elements().size()));
            for (var f : futures) assertThat(f.get()).isEqualTo(expected);
        } finally {
            pool.shutdown();
        }
        String owner = surface.withPage(p -> Thread.currentThread().getName());
        assertThat(owner).isEqualTo("flowwright-playwright");
    }

    @Test
    void aLayerOverSeveralControlsMakesTheSurfaceALayer() {
        assertThat(surface.look().surface()).isEqualTo(dev.flowwright.runtime.screen.SurfaceKind.WINDOW);
        surface.withPage(p -> p.evaluate("() => { document.getElementById('veil').style.display = 'block'; }"));
        Screen screen = surface.look();
        assertThat(screen.surface()).isEqualTo(dev.flowwright.runtime.screen.SurfaceKind.LAYER);
        assertThat(named(screen, "First").has(ElementState.COVERED)).isTrue();
    }

    @Test
    void anAlertDialogMakesTheSurfaceAnAlert() {
        surface.withPage(p -> p.evaluate("() => { document.getElementById('alert').hidden = false; }"));
        Screen screen = surface.look();
        assertThat(screen.surface()).isEqualTo(dev.flowwright.runtime.screen.SurfaceKind.ALERT);
        assertThat(named(screen, "Stay signed in").path()).containsExactly("alertdialog \"Session ending\"");
    }
}
