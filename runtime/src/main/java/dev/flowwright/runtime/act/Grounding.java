package dev.flowwright.runtime.act;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.StateText;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Which element a move acts on (reference §3 "Grounding"): the pool is every element that supports the
 * needed action, is not excluded, with lookalikes removed and unnamed elements left out while anything
 * is named (seed 002); more than {@link Thresholds#CAP} go through one knockout round by region; then a
 * {@code target} Choice is accepted at {@link Thresholds#ACT} (or {@link Thresholds#NAMED_FLOOR} with
 * an exact name), else a relabelled re-ask plus {@code confirm} decides, else nothing clearly fits.
 */
public final class Grounding {
    private Grounding() {}

    /**
     * What to ground.
     *
     * @param goal    the step's words, for the exact-name rule
     * @param purpose what the pick is for, in words: "click to accomplish: search for flights"
     * @param needed  the action the element must support
     * @param allowed which elements may be offered at all (exclusions: banned, struck off, pressed enough)
     */
    public record Request(String goal, String purpose, ElementAction needed, Predicate<Element> allowed) {
        public Request {
            allowed = allowed == null ? e -> true : allowed;
        }

        public static Request click(String goal, Predicate<Element> allowed) {
            return new Request(goal, "click to accomplish: " + goal, ElementAction.CLICK, allowed);
        }
    }

    /** A grounding's end: an element with the confidence that chose it, or nothing, with a note. */
    public sealed interface Result {
        record Found(Element element, double confidence, String how) implements Result {}

        record NothingFits(String note) implements Result {}

        default Optional<Element> found() {
            return this instanceof Found f ? Optional.of(f.element()) : Optional.empty();
        }
    }

    public static Result ground(StepContext ctx, int turn, Screen screen, Request request) {
        List<Element> pool = pool(screen, request);
        if (pool.isEmpty()) {
            return new Result.NothingFits("nothing on screen can be used to " + request.purpose());
        }
        JsonNode state = ctx.state(screen, request.goal());
        if (pool.size() > Thresholds.CAP) {
            pool = Regions.knockout(ctx, turn, state, pool, request);
            if (pool.isEmpty()) return new Result.NothingFits("no element clearly fits: " + request.purpose());
        }
        return choose(ctx, turn, state, pool, request);
    }

    /** Candidates: the needed action, allowed, not disabled, lookalikes removed, unnamed ones only if nothing is named. */
    static List<Element> pool(Screen screen, Request request) {
        List<Element> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Element e : screen.elements()) {
            if (!e.can(request.needed()) || e.has(ElementState.DISABLED) || !request.allowed().test(e)) continue;
            if (seen.add(lookalikeKey(e))) out.add(e);
        }
        boolean anyNamed = out.stream().anyMatch(Grounding::named);
        if (anyNamed) out.removeIf(e -> !named(e));
        return out;
    }

    /** Named, or at least described: an unnamed field is never a place to type, an unnamed control never a guess. */
    static boolean named(Element e) { return e.isNamed() || !e.description().isBlank(); }

    /**
     * Two elements a description cannot tell apart (bounds aside) are one candidate: the description is
     * made of the label, the place, the actions, the value and the states, which are exactly these.
     */
    private static String lookalikeKey(Element e) {
        int actions = 0;
        for (ElementAction a : e.actions()) actions |= 1 << a.ordinal();
        return Fingerprint.signature(e) + '|' + e.description() + '|' + actions;
    }

    private static Result choose(StepContext ctx, int turn, JsonNode state, List<Element> pool, Request request) {
        Map<String, Element> byKey = new LinkedHashMap<>();
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < pool.size(); i++) {
            String key = Integer.toString(i + 1);
            byKey.put(key, pool.get(i));
            options.put(key, optionLine(ctx, pool.get(i)));
        }
        ObjectNode ins = Instructions.of(Ask.TARGET, "Which element should be used to " + request.purpose() + "?", ctx.mask(request.goal()));
        ins.put("purpose", ctx.mask(request.purpose()));
        Ballot first = ctx.ask(turn, "ground: " + request.purpose(), state,
                Map.of("target", new Question.Choice(ins, options)));
        Optional<Answer.ChoiceAnswer> target = first.choice("target");
        Element picked = target.map(t -> byKey.get(t.choice())).orElse(null);
        double p = picked == null ? 0 : target.get().p(target.get().choice());
        if (picked != null && (p >= Thresholds.ACT
                || (p >= Thresholds.NAMED_FLOOR && StateText.exactNamedMatch(request.goal(), picked)))) {
            return new Result.Found(picked, p, "target");
        }
        return reask(ctx, turn, state, pool, request, picked);
    }

    /** The relabelled re-ask (reversed, lettered) with a confirm of the first pick. */
    private static Result reask(StepContext ctx, int turn, JsonNode state, List<Element> pool, Request request, Element firstPick) {
        Map<String, Element> byKey = new LinkedHashMap<>();
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = pool.size() - 1, n = 0; i >= 0; i--, n++) {
            String key = letters(n);
            byKey.put(key, pool.get(i));
            options.put(key, optionLine(ctx, pool.get(i)));
        }
        Map<String, Question> questions = new LinkedHashMap<>();
        ObjectNode again = Instructions.of(Ask.AGAIN, "Which element should be used to " + request.purpose() + "?", ctx.mask(request.goal()));
        again.put("purpose", ctx.mask(request.purpose()));
        questions.put("again", new Question.Choice(again, options));
        if (firstPick != null) questions.put("confirm", confirmQuestion(ctx, firstPick, request));
        Ballot b = ctx.ask(turn, "ground again: " + request.purpose(), state, questions);
        Element second = b.choice("again").map(c -> byKey.get(c.choice())).orElse(null);
        if (firstPick != null) {
            double confirm = b.yes("confirm").orElse(0.0);
            boolean same = second != null && second.ref().equals(firstPick.ref());
            if ((same && confirm >= Thresholds.AGREED) || confirm >= Thresholds.CORROBORATED) {
                return new Result.Found(firstPick, confirm, same ? "again+confirm" : "confirm");
            }
            return new Result.NothingFits("no element clearly fits: " + request.purpose());
        }
        if (second == null) return new Result.NothingFits("no element clearly fits: " + request.purpose());
        Ballot c = ctx.ask(turn, "confirm: " + request.purpose(), state, Map.of("confirm", confirmQuestion(ctx, second, request)));
        double confirm = c.yes("confirm").orElse(0.0);
        if (confirm >= Thresholds.CORROBORATED) return new Result.Found(second, confirm, "confirm");
        return new Result.NothingFits("no element clearly fits: " + request.purpose());
    }

    private static Question.Noul confirmQuestion(StepContext ctx, Element e, Request request) {
        ObjectNode ins = Instructions.of(Ask.CONFIRM, "Is " + ctx.mask(e.label()) + " the element to use to " + request.purpose() + "?", ctx.mask(request.goal()));
        ins.put("purpose", ctx.mask(request.purpose()));
        ins.put("element", optionLine(ctx, e));
        return new Question.Noul(ins);
    }

    /** An option's text: the element line, plus where it sits. */
    static String optionLine(StepContext ctx, Element e) {
        return ctx.mask(StateText.optionLine(e, ctx.secrets()));
    }

    /** A, B, … Z, AA, AB, … */
    static String letters(int n) {
        StringBuilder s = new StringBuilder();
        int k = n;
        do {
            s.insert(0, (char) ('A' + k % 26));
            k = k / 26 - 1;
        } while (k >= 0);
        return s.toString();
    }
}
