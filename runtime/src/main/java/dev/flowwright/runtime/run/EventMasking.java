package dev.flowwright.runtime.run;

import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.MaskedScreen;
import dev.flowwright.runtime.screen.Screen;

import java.util.List;

/** Screens with every secret masked for events (a page may echo a secret): see {@link MaskedScreen} and {@link Secrets}. */
public final class EventMasking {
    private EventMasking() {}

    /** One element masked: a field holding a secret shows {@code ${name}}, other text is masked in any spelling. */
    public static Element element(Element e, Secrets secrets) { return MaskedScreen.element(e, secrets); }

    /** The elements of {@code s} that show a secret (a marked or password field, or text in any spelling): what a picture must hide. */
    public static List<Element> showingSecrets(Screen s, Secrets secrets) { return MaskedScreen.showingSecrets(s, secrets); }

    public static Screen screen(Screen s, Secrets secrets) { return MaskedScreen.screen(s, secrets); }
}
