package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;

/**
 * The reading stage: a step's words → a {@link Plan}. The step is split into its parts ({@link SubGoals}:
 * "A and B", "A, then B"; quoted text never splits), and each part is read by the first reading in
 * {@link #ORDER} that claims it; a part no reading claims is a {@link Intent.Goal} for the do loop. The order
 * is the specification of which reading wins where two could: the more particular before the more general
 * (a menu path before a choice, a key before a press, a text the screen shows before a text the step
 * spells out). Pure text: no screen, no run.
 */
public final class Readings {
    private Readings() {}

    /** Every reading, in the order they are tried. */
    public static final List<Reading> ORDER = List.of(
            new MenuPathReading(),
            new ReplyReading(),
            new ForwardReading(),
            new ScopedPressReading(),
            new SignInReading(),
            new SaveAsReading(),
            new KeyPressReading(),
            new AddToReading(),
            new FocusReading(),
            new ShownValueReading(),
            new CountedWordReading(),
            new ClipboardReading(),
            new TypingReading(),
            new ChoiceReading(),
            new SetFieldReading(),
            new VerifyReading(),
            new ChooseNothingReading(),
            new UntickReading(),
            new TickReading(),
            new ExpandReading(),
            new ReadReading(),
            new NavigateReading(),
            new OpenReading(),
            new PressReading());

    /** The plan of a step as written. */
    public static Plan read(String step) {
        String text = step == null ? "" : step.strip();
        List<Intent> intents = new ArrayList<>();
        for (String part : SubGoals.of(text)) intents.addAll(part(part));
        // "type "x" into the box and press Enter": the key goes to the field just typed into
        for (int i = 1; i < intents.size(); i++) {
            if (intents.get(i) instanceof Intent.PressKey key && key.field() == null
                    && (intents.get(i - 1) instanceof Intent.TypeInto || intents.get(i - 1) instanceof Intent.FillIn)) {
                intents.set(i, key.withField(Field.typedBefore()));
            }
        }
        return new Plan(text, intents);
    }

    /** The intents one part means: the first reading's that claims it, else a goal for the do loop. */
    public static List<Intent> part(String part) {
        for (Reading r : ORDER) {
            List<Intent> intents = r.read(part);
            if (!intents.isEmpty()) return intents;
        }
        return List.of(new Intent.Goal(part.strip()));
    }
}
