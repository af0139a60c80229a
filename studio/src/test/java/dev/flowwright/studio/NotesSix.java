package dev.flowwright.studio;

/**
 * The six-step notes flow (samples/flows/notes-six.flow.yaml) and a recipe of it, for Record from here
 * tests: the sample notes page, with two look-alike save buttons.
 */
public final class NotesSix {
    private NotesSix() {}

    /** The flow, starting at {@code start}. */
    public static String flow(String start) {
        return """
                name: file a pinned note
                app: browser
                start: %s
                steps:
                  - enter: { title: Lunch }
                  - enter: { note: Soup on Friday }
                  - tick Pin this note
                  - choose Blue in colour
                  - save the note to my personal notes
                  - verify: the note is saved
                """.formatted(start);
    }

    /** A recipe of it whose old tail is out of date: it saves the note for the team, and picks no colour. */
    public static String recipe(String start, String titleLocator) {
        return """
                recipe: 1
                name: file a pinned note
                flow: notes-six.flow.yaml
                app: browser
                start: %s
                steps:
                  - from: enter title
                    action: fill
                    target: { locators: [ %s ] }
                    value: Lunch
                  - from: enter note
                    action: fill
                    target: { locators: [ { label: Note } ] }
                    value: Soup on Friday
                  - from: tick Pin this note
                    action: check
                    target: { locators: [ { label: Pin this note } ] }
                  - from: save the note to my personal notes
                    action: click
                    target: { locators: [ { role: button, name: Save note (team) } ] }
                """.formatted(start, titleLocator);
    }
}
