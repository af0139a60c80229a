package dev.flowwright.surfaces.browser;

import com.microsoft.playwright.Frame;
import dev.flowwright.runtime.screen.Element;

/**
 * What a ref of the latest look points at: the element's frame, its index in that frame's look, the
 * look's token (a document that navigated since has no such look), and the element as reported.
 */
record FrameTarget(Frame frame, int index, String token, Element element) {

    /** The same element as the runtime holds it: refs are reused across looks, so identity is checked too. */
    boolean matches(Element other) {
        return element.ref().equals(other.ref())
                && element.role().equals(other.role())
                && element.name().equals(other.name())
                && element.hints().equals(other.hints());
    }
}
