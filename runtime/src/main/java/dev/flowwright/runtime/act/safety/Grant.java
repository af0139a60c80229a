package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.screen.Fold;

import dev.flowwright.runtime.screen.Element;

import java.util.List;

/**
 * The author's explicit permission for one flow ({@code allow:} in the flow, {@code --allow} on the
 * command line): hard words or control names the run may press. An entry permits a hard word when it
 * names the word's concept or one of its spellings in any language ({@code submit} permits "Submit" and
 * "Absenden"), or when it is the control's whole name ({@code Place order}). Consent has its own grant:
 * {@code consent}, or an entry holding a consent word that the control's name starts with
 * ({@code accept all} permits "Accept all cookies"). Nothing else is permitted by it: {@code submit}
 * never permits "Sign out" or "Accept all".
 */
public record Grant(List<String> entries) {
    public static final String CONSENT = "consent";
    public static final Grant NONE = new Grant(List.of());

    public Grant {
        entries = entries == null ? List.of() : entries.stream().map(String::strip).filter(s -> !s.isEmpty()).distinct().toList();
    }

    public boolean isEmpty() { return entries.isEmpty(); }

    /** True when an entry names the concept (or a spelling of it) or is the control's whole name. */
    boolean permits(String concept, Element target) {
        String name = Fold.fold(DestructiveCheck.text(target));
        for (String entry : entries) {
            if (HardWords.LIST.conceptNamedBy(entry).filter(concept::equals).isPresent()) return true;
            if (!name.isEmpty() && Fold.fold(entry).equals(name)) return true;
        }
        return false;
    }

    /** True when the flow lets the run give consent with this control. */
    boolean permitsConsent(Element target) {
        List<String> label = WordList.words(Fold.fold(DestructiveCheck.text(target)));
        for (String entry : entries) {
            String folded = Fold.fold(entry);
            if (folded.equals(CONSENT)) return true;
            if (!Consent.LIST.holds(entry, Consent.GRANT)) continue;
            List<String> words = WordList.words(folded);
            if (!words.isEmpty() && words.size() <= label.size() && label.subList(0, words.size()).equals(words)) return true;
        }
        return false;
    }

    @Override
    public String toString() { return entries.isEmpty() ? "nothing" : String.join(", ", entries); }
}
