package dev.flowwright.samples;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.surfaces.browser.BrowserOptions;
import dev.flowwright.surfaces.browser.BrowserSurface;
import dev.flowwright.surfaces.browser.ChromiumLocator;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;

/** The sample site and one headless Chromium for a test class; tests skip only when no Chromium exists. */
final class LiveSite implements AutoCloseable {
    final SampleSite site;
    final BrowserSurface surface;

    private LiveSite(SampleSite site, BrowserSurface surface) {
        this.site = site;
        this.surface = surface;
    }

    static LiveSite start() throws IOException {
        ChromiumLocator locator = new ChromiumLocator();
        require(locator.anyChromium(), locator.notFoundMessage());
        SampleSite site = SampleSite.start(0);
        try {
            return new LiveSite(site, BrowserSurface.launch(BrowserOptions.defaults()));
        } catch (RuntimeException e) {
            site.close();
            throw e;
        }
    }

    Screen open(String path) {
        site.clearEvents();
        surface.navigate(site.url(path));
        return surface.look();
    }

    static Element find(Screen screen, Predicate<Element> which, String what) {
        return screen.elements().stream().filter(which).findFirst()
                .orElseThrow(() -> new AssertionError("no " + what + " on " + screen.url() + "; elements: "
                        + screen.elements().stream().map(Element::label).toList()));
    }

    static Element named(Screen screen, String role, String name) {
        return find(screen, e -> e.role().equals(role) && e.name().equals(name), role + " \"" + name + "\"");
    }

    /** Events of one type, waiting briefly for the page's report to arrive. */
    List<Map<String, Object>> events(String type) {
        for (int i = 0; i < 30 && site.events(type).isEmpty(); i++) {
            try { Thread.sleep(50); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
        }
        return site.events(type);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> data(Map<String, Object> event) {
        return (Map<String, Object>) event.get("data");
    }

    @Override
    public void close() {
        surface.close();
        site.close();
    }
}
