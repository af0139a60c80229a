package dev.flowwright.runtime.reading;

import java.util.List;

/**
 * What one part of a step asks for, with its arguments named and typed. Every intent keeps the words it
 * was read from ({@link #source()}, as the step wrote them: a compound step's sub-goal reports under
 * them). A reading never looks at a screen: what the arguments pick out on one is for the intent's
 * runner to settle (and, where it cannot tell, to ask).
 */
public sealed interface Intent {
    /** The words this intent was read from, as the step wrote them. */
    String source();

    /** Nothing more specific: the do loop works it out turn by turn. */
    record Goal(String source) implements Intent {}

    /** Press one control: "click Save", "tap the Submit button". */
    record Press(String source, Target target) implements Intent {}

    /** Press keys on the keyboard, in the focused element or in {@code field} (null: wherever the focus is). */
    record PressKey(String source, Keys keys, Field field) implements Intent {
        public PressKey withField(Field f) { return new PressKey(source, keys, f); }
    }

    /** Type {@code text} into {@code field}. */
    record TypeInto(String source, Value text, Field field) implements Intent {}

    /** Type several texts, each into its own field ("the username "kenda" and the password "DH7""). */
    record FillIn(String source, List<TypeInto> entries) implements Intent {
        public FillIn { entries = List.copyOf(entries); }
    }

    /** Tick boxes or choose options that take several: "Select A, B and C", "choose the second radio button". */
    record Tick(String source, List<Target> targets) implements Intent {
        public Tick { targets = List.copyOf(targets); }
    }

    /** Clear boxes: "uncheck Lamp", "clear every checkbox" (no targets: all of them). */
    record Untick(String source, List<Target> targets) implements Intent {
        public Untick { targets = List.copyOf(targets); }
    }

    /** "Select nothing": it holds while nothing on screen is chosen. */
    record ChooseNothing(String source) implements Intent {}

    /** Choose {@code option} in the list {@code in} names (the choose step). */
    record Choose(String source, String option, Target in) implements Intent {}

    /**
     * Give {@code field} the value {@code value} ("set the speed to Fast", "choose Paris as the location"): typed
     * into a box, picked from its list or calendar, or its radio pressed — whichever the field is on screen.
     */
    record SetField(String source, Field field, Value value) implements Intent {}

    /** Add {@code text} to a list (a shopping list, a to-do list, a cart): its entry box, or the item's add control. */
    record AddTo(String source, Value text, Target list) implements Intent {}

    /** Open an item: "open the Q3 report". */
    record Open(String source, Target item) implements Intent {}

    /** Go to an address: "go to https://example.org/help". */
    record Navigate(String source, String address) implements Intent {}

    /** Read a text off the screen into the variable {@code into} (null: only read). */
    record Read(String source, String what, String into) implements Intent {}

    /** Check that the screen shows {@code condition}; acts on nothing. */
    record Verify(String source, String condition) implements Intent {}

    /** Expand a section, a tree branch, a disclosure. */
    record Expand(String source, Target what) implements Intent {}

    /** Put the cursor in a field. */
    record Focus(String source, Field field) implements Intent {}

    /** Sign in: the user into the form's user field, the password only into a password field, then the form's sign-in control. */
    record SignIn(String source, Value user, Value password) implements Intent {}

    /** A menu path as manuals write it, "File > Save As": each menu opened in turn, the last name pressed. */
    record MenuPath(String source, List<String> names) implements Intent {
        public MenuPath { names = List.copyOf(names); }
    }

    /** Press the control named {@code control} on the items in {@code scope}, as many as {@code amount} says. */
    record ScopedPress(String source, String control, Scope scope, Amount amount) implements Intent {}

    /** Paste what an earlier copy kept into {@code field}. */
    record PasteInto(String source, Field field) implements Intent {}

    /** Type the one value the screen shows for {@code label} into {@code field}. */
    record TypeShownValue(String source, String label, Field field) implements Intent {}

    /** Fill every labelled empty field with the value the screen shows for its label. */
    record FillFromShown(String source) implements Intent {}

    /** Type the {@code which}th word (−1: the last) of the block of text {@code in} names into {@code field}. */
    record TypeShownWord(String source, int which, String in, Field field) implements Intent {}

    /** Reply to the open message with {@code text}, and send the reply. */
    record Reply(String source, Value text) implements Intent {}

    /** Forward the message from {@code from} (null: the one open) to {@code to}, and send it. */
    record Forward(String source, String from, String to) implements Intent {}

    /**
     * Save the document in front under {@code file}, in {@code folder} (null: wherever the file chooser opens):
     * through the program's Save As, never a plain save over the document that is open.
     */
    record SaveAs(String source, String file, String folder) implements Intent {}
}
