package dev.flowwright.runtime.act.target;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.EvidenceGate;
import dev.flowwright.runtime.decide.Framing;
import dev.flowwright.runtime.decide.GatedBallot;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.screen.LookAlikes;
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
 * Which element a move acts on (docs/how-a-run-works.md#the-evidence-gate): the pool is every element that supports
 * the needed action, is not excluded, with lookalikes removed and unnamed elements left out while anything is named
 * (an unnamed field is never a place to type, an unnamed control never a guess to click); more than
 * {@link Thresholds#CAP} go through one knockout round by region; then a {@code target} Choice is accepted at
 * {@link Thresholds#ACT} (or {@link Thresholds#NAMED_FLOOR} with an exact name), else a relabelled re-ask plus
 * {@code confirm} decides, else nothing clearly fits.
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

        /**
         * Whether {@code e} may be offered for this request: it supports the needed action — or the step
         * puts the cursor in a field ({@link FieldTargets}) and {@code e} is one, which a click focuses.
         */
        public boolean offers(Element e) {
            return e.can(needed) || (needed == ElementAction.CLICK && FieldTargets.editable(e) && FieldTargets.focusing(goal));
        }

        public static Request click(String goal, Predicate<Element> allowed) {
            return new Request(goal, "click to accomplish: " + goal, ElementAction.CLICK, allowed);
        }
    }

    /** A candidate and the probability the decider gave it (0 when it gave none). */
    public record Candidate(Element element, double p) {}

    /** A grounding's end: an element with the confidence that chose it, or nothing, with a note. */
    public sealed interface Result {
        record Found(Element element, double confidence, String how) implements Result {}

        /**
         * Nothing chosen. {@code note} names what could not be found or decided and the best candidates
         * with their probabilities; {@code ambiguous} when two or more candidates are plausible and none
         * is clearly it (look-alikes, or rivals the gate would not tell apart): the step stops, or asks a
         * person "which of these is …?", rather than looking on.
         */
        record NothingFits(String note, List<Candidate> candidates, boolean ambiguous) implements Result {
            public NothingFits(String note) { this(note, List.of(), false); }
        }

        default Optional<Element> found() {
            return this instanceof Found f ? Optional.of(f.element()) : Optional.empty();
        }
    }

    public static Result ground(StepContext ctx, int turn, Screen shown, Request asked) {
        // a cell named by address past the part of a sheet the look read ("select cell H9"): every cell that shows
        Screen screen = SheetCellsShown.withCellNamed(ctx, turn, shown, asked.goal());
        Request request = Positions.narrow(screen, asked); // "the button in the dialog" is never the page's behind it
        request = Scopes.narrow(screen, request); // "remove the email from Gisela": only the controls of Gisela's row
        Optional<Element> cell = Cells.pressed(screen, request.goal()); // "select the cell under Total", "cell B2": that cell, no question (before identifiers: an address is one)
        if (cell.isPresent() && request.offers(cell.get()) && request.allowed().test(cell.get()))
            return new Result.Found(cell.get(), 1.0, "cell");
        // "select cell K120" on a sheet: that cell or nothing, never a field that holds the address (the Name Box does
        // once the cursor is there), whatever the decider would say
        Optional<String> address = Cells.explicitAddress(request.goal());
        if (address.isPresent() && Cells.any(screen))
            return new Result.NothingFits("cell " + address.get() + (cell.isPresent() ? " cannot be used to " : " is not on screen: nothing to ")
                    + ctx.mask(request.purpose()));
        // "open order B-12": only what shows B-12, whatever the decider would say; nothing shows it, nothing to press
        List<NamedThings.Required> missing = NamedThings.missing(screen, request);
        if (!missing.isEmpty()) {
            return new Result.NothingFits("nothing on screen shows " + ctx.mask(missing.stream().map(NamedThings.Required::said)
                    .collect(java.util.stream.Collectors.joining(", "))) + ", which the step names: nothing to " + ctx.mask(request.purpose()));
        }
        request = NamedThings.narrow(screen, request);
        Optional<Result> byOrdinal = Ordinals.resolve(screen, request); // "the second X" among look-alikes
        if (byOrdinal.isPresent()) return byOrdinal.get();
        request = Ordinals.countable(screen, request); // "the 2nd search result" is one of at least two alike
        Optional<Result> exact = ExactTargets.resolve(screen, request); // the one control whose whole name the step quotes
        if (exact.isPresent()) return exact.get();
        Optional<Result> listed = ExactTargets.listed(screen, request); // "Select A, B and C": the next box named
        if (listed.isPresent()) return listed.get();
        Optional<Result> ofKind = ExactTargets.ofKind(screen, request); // "click on a "textarea" widget": the one control of that kind
        if (ofKind.isPresent()) return ofKind.get();
        request = ExactTargets.ofKindOnly(screen, request); // several of the kind: the decider's (or a person's) among them, never the first
        Optional<Result> onlyField = FieldTargets.resolve(screen, request); // "focus into the textbox" with one on offer
        if (onlyField.isPresent()) return onlyField.get();
        List<Element> pool = pool(screen, request);
        if (pool.isEmpty()) {
            return new Result.NothingFits("nothing on screen can be used to " + request.purpose());
        }
        JsonNode state = ctx.eyes().state(screen, request.goal());
        Optional<Result> remembered = fromMemory(ctx, turn, state, pool, request);
        if (remembered.isPresent()) return remembered.get();
        List<Element> all = pool;
        if (pool.size() > Thresholds.CAP) {
            pool = Regions.knockout(ctx, turn, state, pool, request);
            if (pool.isEmpty()) return new Result.NothingFits("no element clearly fits: " + request.purpose());
        }
        Map<Element, Double> probabilities = new java.util.IdentityHashMap<>();
        Result r = choose(ctx, turn, state, pool, request, probabilities);
        if (r instanceof Result.NothingFits n && n.candidates().isEmpty() && !probabilities.isEmpty()) {
            return undecided(ctx, request, n.note(), probabilities);
        }
        return r instanceof Result.Found f ? lookAlikes(ctx, request, all, f, probabilities) : r;
    }

    /**
     * The look-alike rule ({@link LookAlikes}) on what was found, whatever the decider said: a pick among
     * look-alikes that is not the exact one, or among look-alikes none of which is exact, is no pick.
     */
    private static Result lookAlikes(StepContext ctx, Request request, List<Element> pool, Result.Found found,
                                     Map<Element, Double> probabilities) {
        if ("person".equals(found.how())) return found;
        List<String> names = pool.stream().map(Grounding::nameOf).toList();
        int picked = -1;
        for (int i = 0; i < pool.size(); i++) if (pool.get(i) == found.element()) picked = i;
        Optional<LookAlikes.Ambiguity> a = LookAlikes.check(request.goal(), names, picked);
        if (a.isEmpty()) return found;
        List<Candidate> candidates = new ArrayList<>();
        for (int i : a.get().lookAlikes()) candidates.add(new Candidate(pool.get(i), probabilities.getOrDefault(pool.get(i), 0.0)));
        String note = "could not tell which control is \"" + ctx.mask(a.get().wanted()) + "\": " + ctx.mask(a.get().why())
                + " — " + listed(ctx, candidates);
        return new Result.NothingFits(note, candidates, true);
    }

    /**
     * Nothing cleared the bar: the note names the best candidates with their probabilities, and two or
     * more at {@link Thresholds#AMBIGUOUS_RIVAL} or above (with {@code none} not the answer) make it an
     * ambiguity rather than an absence.
     */
    private static Result undecided(StepContext ctx, Request request, String note, Map<Element, Double> probabilities) {
        List<Candidate> ranked = new ArrayList<>();
        probabilities.forEach((e, p) -> { if (e != NONE_ELEMENT) ranked.add(new Candidate(e, p)); });
        ranked.sort(java.util.Comparator.comparingDouble(Candidate::p).reversed());
        List<Candidate> best = ranked.subList(0, Math.min(ranked.size(), Thresholds.ABSTAIN_CANDIDATES));
        double none = probabilities.getOrDefault(NONE_ELEMENT, 0.0);
        boolean noneWon = ranked.isEmpty() || none >= ranked.get(0).p();
        long rivals = ranked.stream().filter(c -> c.p() >= Thresholds.AMBIGUOUS_RIVAL).count();
        String what;
        if (noneWon) {
            what = String.format(java.util.Locale.ROOT, "could not find a control to %s: the answer was \"none of these\" (%.2f)",
                    ctx.mask(request.purpose()), none) + (best.isEmpty() ? "" : "; best candidates " + listed(ctx, best));
        } else {
            what = "could not tell which control to " + ctx.mask(request.purpose()) + ": none of the candidates cleared the gate — "
                    + listed(ctx, best);
        }
        return new Result.NothingFits(what + " (" + note + ")", best, !noneWon && rivals >= 2);
    }

    /** {@code "A" 0.41, "B" 0.38} */
    static String listed(StepContext ctx, List<Candidate> candidates) {
        List<String> parts = new ArrayList<>();
        for (Candidate c : candidates) parts.add(String.format(java.util.Locale.ROOT, "\"%s\" %.2f", ctx.mask(nameOf(c.element())), c.p()));
        return String.join(", ", parts);
    }

    /** The name a person reads: the label, else the description. */
    static String nameOf(Element e) {
        return e.isNamed() ? e.name().strip() : e.description().strip();
    }

    /** Stands for {@code none} among the probabilities a grounding keeps. */
    private static final Element NONE_ELEMENT = new Element("none", "", "", "", null, java.util.EnumSet.noneOf(ElementState.class),
            java.util.EnumSet.noneOf(ElementAction.class), null, List.of(), Map.of());

    /** Candidates: the needed action, allowed, not disabled, lookalikes removed, unnamed ones only if nothing is named. */
    public static List<Element> pool(Screen screen, Request request) {
        List<Element> out = new ArrayList<>();
        Set<Lookalike> seen = new HashSet<>();
        for (Element e : screen.elements()) {
            if (!request.offers(e) || e.has(ElementState.DISABLED) || !request.allowed().test(e)) continue;
            if (seen.add(lookalikeKey(e))) out.add(e);
        }
        boolean anyNamed = out.stream().anyMatch(Grounding::named);
        if (anyNamed) out.removeIf(e -> !named(e));
        return out;
    }

    /** Named, or at least described: an unnamed field is never a place to type, an unnamed control never a guess. */
    public static boolean named(Element e) { return e.isNamed() || !e.description().isBlank(); }

    /**
     * Two elements a description cannot tell apart (bounds aside) are one candidate: the description is
     * made of the label, the place, the actions, the value and the states, which are exactly these. A
     * record of the parts, not a string of them: no text is built per element of a big screen.
     */
    private record Lookalike(String role, String name, String value, Set<ElementState> states, List<String> path,
                             String description, Set<ElementAction> actions, String item) {}

    /** The item a control sits in tells it apart too: the trash icon of one mail row is not the next row's. */
    private static Lookalike lookalikeKey(Element e) {
        return new Lookalike(e.role(), e.name(), e.value(), e.states(), e.path(), e.description(), e.actions(), e.item());
    }

    /**
     * (1) A control an earlier run learned for this purpose, still on offer here, is taken after one
     * {@code confirm} of at least {@link Thresholds#AGREED}; a refused or unanswered confirm falls back
     * to ordinary grounding. A hint that matches several candidates is no hint.
     */
    private static Optional<Result> fromMemory(StepContext ctx, int turn, JsonNode state, List<Element> pool, Request request) {
        for (var hint : ctx.model().memory(request.purpose())) {
            List<Element> matching = pool.stream().filter(hint::matches).toList();
            if (matching.size() != 1) continue;
            Element e = matching.get(0);
            Map<String, Question> q = Map.of("confirm", confirmQuestion(ctx, e, request));
            boolean yes;
            double p;
            if (ctx.model().gated()) {
                GatedBallot g = ctx.model().askGated(turn, "remembered: " + request.purpose(), state, q,
                        Map.of("confirm", EvidenceGate.Bar.yesNo(Thresholds.AGREED)));
                p = g.ballot().yes("confirm").orElse(0.0);
                yes = g.accepted("confirm") && p >= Thresholds.AGREED;
            } else {
                p = ctx.model().ask(turn, "remembered: " + request.purpose(), state, q).yes("confirm").orElse(0.0);
                yes = p >= Thresholds.AGREED;
            }
            if (yes) return Optional.of(new Result.Found(e, p, "memory"));
            ctx.remember("the control remembered for this (" + e.label() + ") was not confirmed; grounding afresh");
            return Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * (3) The {@code target} Choice. With deliberation on, the evidence gate reads the whole ballot at the
     * floor {@link Thresholds#ACT} ({@link Thresholds#NAMED_FLOOR} for an exact name): accepted is
     * pressed, abstained (won by none, or weak and split) is nothing — never a click — and a close call
     * goes on to the re-ask. Off, the single number decides.
     */
    private static Result choose(StepContext ctx, int turn, JsonNode state, List<Element> pool, Request request,
                                 Map<Element, Double> probabilities) {
        Map<String, Element> byKey = new LinkedHashMap<>();
        Map<String, String> options = new LinkedHashMap<>();
        boolean anyExact = false;
        for (int i = 0; i < pool.size(); i++) {
            String key = Integer.toString(i + 1);
            byKey.put(key, pool.get(i));
            options.put(key, optionLine(ctx, pool.get(i)));
            anyExact |= StateText.exactNamedMatch(request.goal(), pool.get(i));
        }
        ObjectNode ins = Instructions.of(Ask.TARGET, "Which element should be used to " + request.purpose() + "?", ctx.mask(request.goal()));
        ins.put("purpose", ctx.mask(request.purpose()));
        Map<String, Question> q = Map.of("target", NoneOption.choice(ins, options));
        if (ctx.model().gated()) return chooseGated(ctx, turn, state, pool, request, byKey, q, anyExact, probabilities);
        Ballot first = ctx.model().ask(turn, "ground: " + request.purpose(), state, q);
        Optional<Answer.ChoiceAnswer> target = first.choice("target");
        keep(target, byKey, probabilities);
        Element picked = target.map(t -> byKey.get(t.choice())).orElse(null);
        double p = picked == null ? 0 : target.get().p(target.get().choice());
        if (picked != null && (p >= Thresholds.ACT
                || (p >= Thresholds.NAMED_FLOOR && StateText.exactNamedMatch(request.goal(), picked)))) {
            return new Result.Found(picked, p, "target");
        }
        return reask(ctx, turn, state, pool, request, picked);
    }

    private static Result chooseGated(StepContext ctx, int turn, JsonNode state, List<Element> pool, Request request,
                                      Map<String, Element> byKey, Map<String, Question> q, boolean anyExact,
                                      Map<Element, Double> probabilities) {
        GatedBallot g = ctx.model().askGated(turn, "ground: " + request.purpose(), state, q,
                Map.of("target", EvidenceGate.Bar.choice(anyExact ? Thresholds.NAMED_FLOOR : Thresholds.ACT)));
        Optional<Answer.ChoiceAnswer> target = g.ballot().choice("target");
        keep(target, byKey, probabilities);
        if (g.duelWinners().containsKey("target")) {
            Element winner = byKey.get(g.duelWinners().get("target"));
            if (winner != null) return new Result.Found(winner, target.map(t -> t.p(g.duelWinners().get("target"))).orElse(0.0), "duel");
        }
        Element picked = target.map(t -> byKey.get(t.choice())).orElse(null);
        double p = picked == null ? 0 : target.get().p(target.get().choice());
        // the floor the pick itself is held to: an exact name may be taken lower than anything else
        double floor = picked != null && StateText.exactNamedMatch(request.goal(), picked) ? Thresholds.NAMED_FLOOR : Thresholds.ACT;
        EvidenceGate.Verdict v = target.isEmpty() ? EvidenceGate.Verdict.DELIBERATE : EvidenceGate.gateChoice(g.ballot(), "target", floor);
        if (v == EvidenceGate.Verdict.ACCEPT && picked != null) return new Result.Found(picked, p, "target");
        if (v == EvidenceGate.Verdict.ABSTAIN || (target.isPresent() && picked == null)) {
            String why = target.isPresent() && picked == null && !Framing.NONE.equals(target.get().choice())
                    ? "the answer \"" + ctx.mask(target.get().choice()) + "\" is not one of the offered elements"
                    : "the evidence gate abstained";
            return new Result.NothingFits("no element clearly fits (" + why + "): " + request.purpose());
        }
        return reask(ctx, turn, state, pool, request, picked);
    }

    /** The target answer's probabilities by element ({@code none} under {@link #NONE_ELEMENT}), for notes and the look-alike rule. */
    private static void keep(Optional<Answer.ChoiceAnswer> target, Map<String, Element> byKey, Map<Element, Double> probabilities) {
        if (target.isEmpty()) return;
        byKey.forEach((k, e) -> probabilities.put(e, target.get().p(k)));
        probabilities.put(NONE_ELEMENT, target.get().p(Framing.NONE));
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
        questions.put("again", NoneOption.choice(again, options));
        if (firstPick != null) questions.put("confirm", confirmQuestion(ctx, firstPick, request));
        Map<String, EvidenceGate.Bar> bars = new LinkedHashMap<>();
        bars.put("again", EvidenceGate.Bar.choice(Thresholds.ABSTAIN_FLOOR));
        if (firstPick != null) bars.put("confirm", EvidenceGate.Bar.yesNo(Thresholds.AGREED));
        Confirmer confirmed = ctx.model().gated() ? Confirmer.gated(ctx.model().askGated(turn, "ground again: " + request.purpose(), state, questions, bars))
                : Confirmer.plain(ctx.model().ask(turn, "ground again: " + request.purpose(), state, questions));
        Element second = confirmed.againAbstained() ? null : confirmed.ballot().choice("again").map(c -> byKey.get(c.choice())).orElse(null);
        if (firstPick != null) {
            double confirm = confirmed.ballot().yes("confirm").orElse(0.0);
            boolean same = second != null && second.ref().equals(firstPick.ref());
            if ((same && confirmed.yes("confirm", Thresholds.AGREED)) || confirmed.yes("confirm", Thresholds.CORROBORATED)) {
                return new Result.Found(firstPick, confirm, same ? "again+confirm" : "confirm");
            }
            return new Result.NothingFits("no element clearly fits: " + request.purpose());
        }
        if (second == null) return new Result.NothingFits("no element clearly fits: " + request.purpose());
        Map<String, Question> q = Map.of("confirm", confirmQuestion(ctx, second, request));
        Confirmer c = ctx.model().gated()
                ? Confirmer.gated(ctx.model().askGated(turn, "confirm: " + request.purpose(), state, q, Map.of("confirm", EvidenceGate.Bar.yesNo(Thresholds.CORROBORATED))))
                : Confirmer.plain(ctx.model().ask(turn, "confirm: " + request.purpose(), state, q));
        if (c.yes("confirm", Thresholds.CORROBORATED)) return new Result.Found(second, c.ballot().yes("confirm").orElse(0.0), "confirm");
        return new Result.NothingFits("no element clearly fits: " + request.purpose());
    }

    /**
     * A yes/no read the way the run decides: the single number against its bar, or — gated — the
     * number on the yes side of the bar and the gate's acceptance of it at that bar.
     */
    private record Confirmer(Ballot ballot, GatedBallot gated) {
        static Confirmer plain(Ballot b) { return new Confirmer(b, null); }

        static Confirmer gated(GatedBallot g) { return new Confirmer(g.ballot(), g); }

        boolean yes(String id, double bar) {
            double p = ballot.yes(id).orElse(0.0);
            if (p < bar) return false;
            return gated == null || EvidenceGate.gateYesNo(ballot, id, bar) == EvidenceGate.Verdict.ACCEPT;
        }

        boolean againAbstained() {
            return gated != null && gated.verdict("again") == EvidenceGate.Verdict.ABSTAIN;
        }
    }

    private static Question.Noul confirmQuestion(StepContext ctx, Element e, Request request) {
        ObjectNode ins = Instructions.of(Ask.CONFIRM, "Is " + ctx.mask(e.label()) + " the element to use to " + request.purpose() + "?", ctx.mask(request.goal()));
        ins.put("purpose", ctx.mask(request.purpose()));
        ins.put("element", optionLine(ctx, e));
        return new Question.Noul(ins);
    }

    /** An option's text: the element line, plus where it sits. */
    public static String optionLine(StepContext ctx, Element e) {
        return ctx.mask(StateText.optionLine(e, ctx.redaction().secrets()));
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
