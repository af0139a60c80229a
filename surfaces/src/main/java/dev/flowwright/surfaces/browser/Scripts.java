package dev.flowwright.surfaces.browser;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The scripts the surface evaluates in a frame, each built as {@code (arg) => { common helpers; body }}
 * so one evaluate per frame does a whole look (not one Playwright call per element).
 */
final class Scripts {
    private Scripts() {}

    static final String LOOK = build("look.js");
    /** Added to every document before its own scripts: marks the elements a script gave a click listener. */
    static final String LISTENERS = read("listeners.js");
    static final String PRESS = build("press.js");
    static final String DISMISS_COVER = build("dismiss-cover.js");
    /** The main frame's text in blocks with the boxes it is drawn in: what a picture may have to paint over. */
    static final String TEXT_BOXES = "(arg) => {\n" + read("text-boxes.js") + "\n}";

    /**
     * What settling samples in a frame (docs/browser.md#waiting): the element count and the text length, plus how many
     * controls are checked, selected or expanded and how much text the fields hold, so a click that
     * only ticks a box does not look inert.
     */
    static final String SAMPLE = "() => { let v = 0; for (const f of document.querySelectorAll('input,textarea,select')) v += (f.value || '').length; "
            + "return document.getElementsByTagName('*').length + ',' + (document.body ? document.body.innerText.length : 0) + ',' "
            + "+ document.querySelectorAll(':checked,[aria-checked=true],[aria-selected=true],[aria-expanded=true],[aria-pressed=true]').length + ',' + v; }";

    /** The state of the pressed element itself (it may sit in a shadow root the frame sample does not reach). */
    static final String TARGET_STATE = "(arg) => { const l = window.__fwLook; const el = l && l.token === arg.token ? l.els[arg.index] : null; "
            + "if (!el || !el.isConnected) return 'gone'; return [el.checked, el.selected, el.value, el.getAttribute('aria-checked'), "
            + "el.getAttribute('aria-selected'), el.getAttribute('aria-expanded'), el.getAttribute('aria-pressed'), el.textContent.length].join('|'); }";

    /** The live element behind a ref, or null when the look is stale. */
    static final String ELEMENT = "(arg) => { const l = window.__fwLook; "
            + "if (!l || l.token !== arg.token) return null; const el = l.els[arg.index]; "
            + "return el && el.isConnected ? el : null; }";

    /** Where a frame's content box sits in its parent's viewport, and which of the parent's iframes it is. */
    static final String FRAME_PLACEMENT = "(el) => { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el); "
            + "return JSON.stringify({x: r.left + el.clientLeft + parseFloat(cs.paddingLeft), "
            + "y: r.top + el.clientTop + parseFloat(cs.paddingTop), "
            + "index: window.__fwLook ? window.__fwLook.iframes.indexOf(el) : -1, "
            + "title: el.getAttribute('title') || el.getAttribute('name') || '', "
            + "visible: el.checkVisibility ? el.checkVisibility({visibilityProperty: true}) : true}); }";

    /** The current value of a field (input, textarea, select, editable region), or null. */
    /**
     * What a field holds, as a person reads it: a date or time input's value as the browser shows it in its
     * own locale ("01/03/2010", "5:51 AM" on an en-US browser), not the ISO form the page's code sees — so
     * what was typed the way the field shows it reads back the same.
     */
    static final String READ_VALUE = "(el) => { const t = el.localName; "
            + "if (t === 'input' && el.value) { const ty = (el.getAttribute('type') || '').toLowerCase(); try { "
            + "if (ty === 'date') return new Intl.DateTimeFormat(undefined, {year: 'numeric', month: '2-digit', day: '2-digit'})"
            + ".format(new Date(el.value + 'T00:00:00')); "
            + "if (ty === 'time') return new Intl.DateTimeFormat(undefined, el.value.length > 5 "
            + "? {hour: 'numeric', minute: '2-digit', second: '2-digit'} : {hour: 'numeric', minute: '2-digit'})"
            + ".format(new Date('1970-01-01T' + el.value)); "
            + "if (ty === 'datetime-local') return new Intl.DateTimeFormat(undefined, {year: 'numeric', month: '2-digit', "
            + "day: '2-digit', hour: 'numeric', minute: '2-digit'}).format(new Date(el.value)); } catch (e) {} } "
            + "if (t === 'input' || t === 'textarea') return el.value; "
            + "if (t === 'select') return Array.from(el.selectedOptions).map(o => o.text.trim()).join(', '); "
            + "if (el.isContentEditable) return el.innerText; "
            + "if (el.hasAttribute('aria-valuetext')) return el.getAttribute('aria-valuetext'); "
            + "if (el.hasAttribute('aria-valuenow')) return el.getAttribute('aria-valuenow'); return null; }";

    /** Whether the element genuinely takes text. */
    static final String TAKES_TEXT = "(el) => { const t = el.localName; if (t === 'textarea') return !el.readOnly && !el.disabled; "
            + "if (t === 'input') { const ty = (el.getAttribute('type') || 'text').toLowerCase(); "
            + "return ['text','email','tel','url','password','search','number','date','datetime-local','month','week','time'].includes(ty) "
            + "&& !el.readOnly && !el.disabled; } return el.isContentEditable; }";

    /**
     * A filled text field's value committed as a person's typing commits it: a page that reads the field on
     * {@code change} (a date picker parsing what was typed, a form model updated on change) sees the new value
     * without the focus leaving the field, which would close a popup the next step may need. Fill itself
     * fires only {@code input}; date and time inputs get their change from the browser.
     */
    static final String COMMIT_VALUE = "(el) => { const t = el.localName; const ty = (el.getAttribute('type') || 'text').toLowerCase(); "
            + "if (t === 'textarea' || (t === 'input' && !['date','time','datetime-local','month','week'].includes(ty))) "
            + "el.dispatchEvent(new Event('change', {bubbles: true})); }";

    /** Focus a field with the caret at the end (or everything selected when arg is true). */
    static final String FOCUS_FIELD = "(el, selectAll) => { el.focus(); "
            + "try { if (el.localName === 'input' || el.localName === 'textarea') { "
            + "if (selectAll) el.select(); else el.setSelectionRange(el.value.length, el.value.length); } "
            + "else if (el.isContentEditable) { const r = document.createRange(); r.selectNodeContents(el); "
            + "if (!selectAll) r.collapse(false); const s = getSelection(); s.removeAllRanges(); s.addRange(r); } } catch (e) {} }";

    private static String build(String resource) {
        return "(arg) => {\n" + read("common.js") + "\n" + read(resource) + "\n}";
    }

    private static String read(String resource) {
        try (InputStream in = Scripts.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing script " + resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
