package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;

import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Where the step says its target is, read as a limit on the candidates (issue #13): "the button in the
 * dialog" is only ever a control inside an open dialog, whatever the page behind it offers with the same
 * words. A step that says so on a screen with no dialog is left as it is.
 */
final class Positions {
    private Positions() {}

    private static final Pattern IN_DIALOG = Pattern.compile(
            "\\b(?:in|inside|within|on|of|from) (?:the|this|that) (?:[\\p{L}-]+ )?(?:dialog|dialogue|pop-?up|modal)(?: box| window)?\\b");

    /** The request, limited to controls inside an open dialog when the step places its target there. */
    static Grounding.Request narrow(Screen screen, Grounding.Request request) {
        if (request.goal() == null || !IN_DIALOG.matcher(Ordinals.fold(request.goal())).find()) return request;
        Predicate<Element> inDialog = Positions::inDialog;
        if (screen.elements().stream().noneMatch(e -> inDialog.test(e) && request.offers(e) && request.allowed().test(e))) return request;
        return new Grounding.Request(request.goal(), request.purpose(), request.needed(), request.allowed().and(inDialog));
    }

    static boolean inDialog(Element e) {
        return e.path().stream().anyMatch(p -> p.startsWith("dialog") || p.startsWith("alertdialog"));
    }
}
