package dev.flowwright.runtime.flow;

import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.Readings;
import org.yaml.snakeyaml.nodes.Node;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code ${name}} rules of a flow, checked in step order (docs/flow-format.md):
 * <ul>
 *   <li>a name declared under {@code vars} is a variable; a name set by an earlier step's
 *       {@code into} (read, pick) is a variable from then on;</li>
 *   <li>any other name is a secret, allowed only where it is typed: an {@code enter} value, or a text a plain
 *       step's reading types ("log in as ada with password ${pw}", "type ${otp} into the code box" — see
 *       {@link #typedIn});</li>
 *   <li>a name used before the step whose {@code into} sets it is an error, not a secret;</li>
 *   <li>a {@code pick} variable cannot be named in a check ({@code verify}, {@code wait_for}, or an
 *       {@code if} or {@code repeat_until} condition);</li>
 *   <li>{@code ${}}, an unclosed {@code ${} or a bad name is malformed; {@code $name}, {@code {name}}
 *       or a bare snake_case {@code name} for a known variable is a typo for {@code ${name}};</li>
 *   <li>a default under {@code vars} refers to no variable: values are never expanded twice.</li>
 * </ul>
 */
final class VariableCheck {

    /** Where a text sits in the flow, which decides what it may refer to. */
    enum Use {
        ENTER_VALUE, /** verify, wait_for, and if / repeat_until conditions */ CONDITION, DO_TEXT, TEXT, SLOT_NAME, VAR_DEFAULT;
        boolean allowsSecrets() { return this == ENTER_VALUE; }
    }

    private record Pending(String name, int line, int column, Use use, boolean bare) {}

    private final String label;
    private final SourceText source;
    private final List<FileProblem> problems;
    private final Set<String> declared = new LinkedHashSet<>();
    private Set<String> available = new LinkedHashSet<>();
    private Set<String> picked = new LinkedHashSet<>();
    private final Map<String, Integer> intoLines = new HashMap<>();
    private final List<Pending> pending = new ArrayList<>();

    VariableCheck(String label, SourceText source, List<FileProblem> problems) {
        this.label = label;
        this.source = source;
        this.problems = problems;
    }

    void declare(String name) { declared.add(name); }

    /** A step's {@code into} sets {@code name} for every later step. */
    void set(String name, int line, boolean byPick) {
        available.add(name);
        intoLines.putIfAbsent(name, line);
        if (byPick) picked.add(name); else picked.remove(name);
    }

    /** The names set so far, to restore when a branch ends. */
    Scope scope() { return new Scope(new LinkedHashSet<>(available), new LinkedHashSet<>(picked)); }

    void restore(Scope scope) {
        available = new LinkedHashSet<>(scope.available);
        picked = new LinkedHashSet<>(scope.picked);
    }

    /** After an {@code if}: a name set in either branch may be set. */
    void join(Scope a, Scope b) {
        available = new LinkedHashSet<>(a.available);
        available.addAll(b.available);
        picked = new LinkedHashSet<>(a.picked);
        picked.addAll(b.picked);
    }

    record Scope(Set<String> available, Set<String> picked) {}

    /** {@link #typedIn} of each step text seen so far. */
    private final Map<String, Set<String>> typedByText = new java.util.HashMap<>();

    /**
     * The names a plain step's words type, as the reading stage reads them: the texts of its typing, signing-in,
     * adding and field-setting intents. There a secret is typed, like an {@code enter} value, and nowhere else.
     */
    static Set<String> typedIn(String doText) {
        Set<String> out = new LinkedHashSet<>();
        for (Intent i : Readings.read(doText).intents()) {
            if (i instanceof Intent.TypeInto t) out.addAll(t.text().references());
            else if (i instanceof Intent.FillIn f) f.entries().forEach(e -> out.addAll(e.text().references()));
            else if (i instanceof Intent.SignIn in) {
                out.addAll(in.user().references());
                out.addAll(in.password().references());
            } else if (i instanceof Intent.AddTo a) out.addAll(a.text().references());
            else if (i instanceof Intent.SetField f) out.addAll(f.value().references());
        }
        return out;
    }

    /** Checks every reference in {@code text}, the value of {@code node}. */
    void check(String text, Node node, Use written) {
        List<References.Token> tokens = References.scan(text);
        if (tokens.isEmpty()) return;
        // the reading stage reads the step only when it names a variable: a flow of many plain steps is read fast
        // (once per text: aliases repeat one step many times)
        Set<String> typed = written == Use.DO_TEXT && tokens.stream().anyMatch(t -> t.name() != null)
                ? typedByText.computeIfAbsent(text, VariableCheck::typedIn) : Set.of();
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (References.Token token : tokens) {
            String literal = text.substring(token.start(), token.end());
            Use use = token.name() != null && typed.contains(token.name()) ? Use.ENTER_VALUE : written;
            int[] at = source.positionInside(node, literal, seen.merge(literal, 1, Integer::sum) - 1);
            if (token.problem() != null) {
                add(at, token.problem());
            } else if (token.bare()) {
                if (use != Use.SLOT_NAME) pending.add(new Pending(token.name(), at[0], at[1], use, true));
            } else if (use == Use.VAR_DEFAULT) {
                add(at, "a default cannot refer to a variable (`" + literal + "`): values are not expanded twice");
            } else if (declared.contains(token.name()) || available.contains(token.name())) {
                if (use == Use.CONDITION && picked.contains(token.name()) && !declared.contains(token.name())) {
                    add(at, "`" + literal + "` holds the whole item a pick opened, which the screen seldom shows again, so a check "
                            + "on it fails; a pick already fails when nothing fits (read the value you mean with `read` and check that)");
                }
            } else {
                pending.add(new Pending(token.name(), at[0], at[1], use, false));
            }
        }
    }

    /** Decides the references whose meaning depends on the whole flow, once every step was seen. */
    void finish() {
        for (Pending p : pending) {
            String ref = "${" + p.name + "}";
            Integer setAt = intoLines.get(p.name);
            if (p.bare) {
                if (declared.contains(p.name) || setAt != null) {
                    add(new int[]{p.line, p.column}, "write `" + ref + "` to use the variable " + p.name);
                }
            } else if (setAt != null) {
                add(new int[]{p.line, p.column}, "`" + ref + "` is used before a step sets it (`into: " + p.name + "` at line " + setAt + ")");
            } else if (!p.use.allowsSecrets()) {
                add(new int[]{p.line, p.column}, "`" + ref + "` is a secret (it is not declared under `vars`), and a secret may only be typed (an `enter` value, or the text a step types)"
                        + secretHint(p));
            }
        }
        pending.clear();
    }

    private static String secretHint(Pending p) {
        return switch (p.use) {
            case DO_TEXT -> "; write `- enter: { <field>: " + "${" + p.name + "} }`, or declare " + p.name + " under `vars` if it is not secret";
            case SLOT_NAME -> "; name the field in plain words";
            default -> "; declare " + p.name + " under `vars` if it is not secret";
        };
    }

    private void add(int[] at, String message) {
        problems.add(new FileProblem(label, at[0], at[1], message));
    }
}
