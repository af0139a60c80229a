package dev.flowwright.runtime.recipe;

import java.util.List;

/**
 * One way to find a step's element again. A target carries several, strongest first; replay uses the
 * first that matches exactly one element.
 *
 * <p>Kinds (docs/recipes.md#the-recipe-file-recipeyaml): browser — {@code role}+{@code name}, {@code label}, {@code field} (the
 * element's own name attribute), {@code testId}, {@code id}, {@code idTail} (the stable tail of a
 * framework-generated id), {@code placeholder}, {@code text}; desktop — {@code role}+{@code name},
 * {@code name}, {@code path} (ancestor labels), {@code indexPath} (last resort, inside the window).
 *
 * @param kind  one of the constants below
 * @param role  the role, for {@link #ROLE} only; null otherwise
 * @param value the name, label, id, text or index path; null for {@link #PATH}
 * @param path  ancestor labels outermost first, for {@link #PATH} only; empty otherwise
 */
public record Locator(String kind, String role, String value, List<String> path) {
    public static final String ROLE = "role";
    public static final String LABEL = "label";
    public static final String FIELD = "field";
    public static final String TEST_ID = "testId";
    public static final String ID = "id";
    public static final String ID_TAIL = "idTail";
    public static final String PLACEHOLDER = "placeholder";
    public static final String TEXT = "text";
    public static final String NAME = "name";
    public static final String PATH = "path";
    public static final String INDEX_PATH = "indexPath";

    /** Every kind, in the order a file may name them. */
    public static final List<String> KINDS =
            List.of(ROLE, LABEL, FIELD, TEST_ID, ID, ID_TAIL, PLACEHOLDER, TEXT, NAME, PATH, INDEX_PATH);

    public Locator {
        path = path == null ? List.of() : List.copyOf(path);
    }

    public static Locator role(String role, String name) { return new Locator(ROLE, role, name, List.of()); }
    public static Locator label(String label) { return of(LABEL, label); }
    public static Locator field(String nameAttribute) { return of(FIELD, nameAttribute); }
    public static Locator testId(String testId) { return of(TEST_ID, testId); }
    public static Locator id(String id) { return of(ID, id); }
    public static Locator idTail(String tail) { return of(ID_TAIL, tail); }
    public static Locator placeholder(String placeholder) { return of(PLACEHOLDER, placeholder); }
    public static Locator text(String text) { return of(TEXT, text); }
    public static Locator name(String name) { return of(NAME, name); }
    public static Locator path(List<String> ancestors) { return new Locator(PATH, null, null, ancestors); }
    public static Locator indexPath(String indexPath) { return of(INDEX_PATH, indexPath); }

    private static Locator of(String kind, String value) {
        return new Locator(kind, null, value, List.of());
    }

    /** How a report or the studio names this locator: {@code role=radio name="One way"}, {@code id=trip}. */
    public String describe() {
        if (kind.equals(ROLE)) return "role=" + role + (value == null ? "" : " name=\"" + value + "\"");
        if (kind.equals(PATH)) return "path=" + String.join(" > ", path);
        return kind + "=\"" + value + "\"";
    }
}
