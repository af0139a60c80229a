package dev.flowwright.surfaces.browser;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.options.SelectOption;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;


/**
 * Chooses an option by its visible text: a native select (exact text first, then a unique option
 * containing it, case and spacing ignored), or an ARIA listbox / combobox whose options are pressed
 * like any control once they show.
 */
final class Chooser {
    private static final String FIND_OPTION = "(el, want) => { const n = s => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase(); "
            + "const w = n(want); const opts = el.localName === 'select' ? Array.from(el.options) "
            + ": Array.from(el.querySelectorAll('[role=option]')); "
            + "let i = opts.findIndex(o => n(o.label || o.textContent) === w); "
            + "if (i < 0) { const c = opts.map((o, k) => [k, n(o.label || o.textContent)]).filter(p => p[1].includes(w)); if (c.length === 1) i = c[0][0]; } "
            + "return JSON.stringify({index: i, options: opts.slice(0, 30).map(o => (o.label || o.textContent || '').trim())}); }";

    private static final String POPUP_OPTION = "(want) => { const n = s => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase(); "
            + "const w = n(want); const opts = Array.from(document.querySelectorAll('[role=option]')).filter(o => o.checkVisibility()); "
            + "let o = opts.find(o => n(o.getAttribute('aria-label') || o.textContent) === w) "
            + "|| (opts.filter(o => n(o.textContent).includes(w)).length === 1 ? opts.find(o => n(o.textContent).includes(w)) : null); "
            + "if (!o) return null; o.scrollIntoView({block: 'nearest'}); const r = o.getBoundingClientRect(); "
            + "return JSON.stringify({x: r.left + r.width / 2, y: r.top + r.height / 2}); }";

    private final Page page;
    private final Pointer pointer;
    private final Settler settler;

    Chooser(Page page, Pointer pointer, Settler settler) {
        this.page = page;
        this.pointer = pointer;
        this.settler = settler;
    }

    void select(FrameTarget target, ElementHandle el, Element element, String option) {
        try {
            if ("select".equals(element.hint("tag")) || "listbox".equals(element.role())) {
                var found = PageReader.parse((String) el.evaluate(FIND_OPTION, option));
                int index = found.path("index").asInt(-1);
                if (index < 0) throw noSuchOption(element, option, found.path("options").toString());
                if ("select".equals(element.hint("tag"))) {
                    el.selectOption(new SelectOption().setIndex(index));
                } else {
                    el.evaluate("(el, i) => el.querySelectorAll('[role=option]')[i].click()", index);
                }
                return;
            }
            // a combobox: open it, then press the option that shows
            pointer.press(target, element.label());
            settler.settle(SettleKind.BRIEF);
            String spot = (String) target.frame().evaluate(POPUP_OPTION, option);
            if (spot == null) throw noSuchOption(element, option, "none showed");
            var p = PageReader.parse(spot);
            double[] offset = PageReader.offsetOf(target.frame());
            page.mouse().click(p.path("x").asDouble() + offset[0], p.path("y").asDouble() + offset[1]);
        } catch (PlaywrightException e) {
            throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, element.label() + " could not be set to \"" + option + "\": "
                    + BrowserSurface.firstLine(e.getMessage()), e);
        } finally {
            el.dispose();
        }
    }

    private static SurfaceException noSuchOption(Element element, String option, String options) {
        return new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED,
                element.label() + " has no option \"" + option + "\"; its options: " + options);
    }

}
