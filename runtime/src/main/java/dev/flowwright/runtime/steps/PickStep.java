package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.screen.LookAlikes;
import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * {@code pick}: open one item of a list. The items are the list items on screen (elements grouped by
 * their item ancestor); when {@code by} parses ({@link PickRanking}) the best item is found exactly,
 * else a {@code pick} Choice over the items' summaries decides at {@link Thresholds#LOCATE_FLOOR}. The
 * item is opened through its first control that passes the destructive check; {@code into} keeps its
 * summary. Pick is never reflected on (docs/step-kinds.md#choose).
 */
public final class PickStep implements StepRunner<Step.Pick> {

    record Item(String key, List<Element> elements, String summary) {}

    @Override
    public StepOutcome run(Step.Pick step, StepContext ctx) {
        String from = ctx.redaction().expand(step.from());
        String by = ctx.redaction().expand(step.by());
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        List<Item> items = items(ctx, screen);
        if (items.isEmpty()) return StepOutcome.failed("no list of items on screen for: " + from);
        Optional<Item> chosen = rank(items, by);
        String how = "ranked by " + PickRanking.parse(by).map(PickRanking::measure).orElse("");
        if (chosen.isEmpty()) {
            List<Item> offered = items.subList(0, Math.min(items.size(), Thresholds.MAX_READ_SOURCES));
            Optional<Answer.ChoiceAnswer> answer = ask(ctx, screen, from, by, offered);
            chosen = answer.map(a -> offered.get(Integer.parseInt(a.choice()) - 1));
            how = "picked by Jev";
            if (chosen.isPresent()) {
                // look-alike items (the same thing in another size) are ambiguous, whatever the decider said
                List<String> summaries = offered.stream().map(Item::summary).toList();
                Optional<LookAlikes.Ambiguity> ambiguity = LookAlikes.check(by, summaries, offered.indexOf(chosen.get()));
                if (ambiguity.isPresent()) {
                    List<Item> alike = ambiguity.get().lookAlikes().stream().map(offered::get).toList();
                    List<String> listed = new ArrayList<>();
                    for (Item it : alike) listed.add(String.format(Locale.ROOT, "\"%s\" %.2f", cut(ctx.mask(it.summary())),
                            answer.get().p(Integer.toString(offered.indexOf(it) + 1))));
                    String note = "could not tell which item of " + ctx.mask(from) + " is \"" + ctx.mask(ambiguity.get().wanted()) + "\": "
                            + ctx.mask(ambiguity.get().why()) + " — " + String.join(", ", listed);
                    ctx.remember(note);
                    if (!ctx.handoff().available()) return StepOutcome.failed(note);
                    ctx.account().usedLoop("handoff");
                    var which = ctx.handoff().askWhich(ctx.account().path(), "which of these is \"" + ctx.mask(by) + "\"?", ctx.mask(screen.window()),
                            alike.stream().map(it -> cut(ctx.mask(it.summary()))).toList());
                    if (which.picked().isEmpty()) return StepOutcome.failed(note + "; asked a person: " + which.note());
                    chosen = Optional.of(alike.get(which.picked().get()));
                    how = "picked by a person";
                }
            }
        }
        if (chosen.isEmpty()) return StepOutcome.failed("no item of " + from + " clearly fits: " + by);
        Item item = chosen.get();
        for (Element control : controls(item)) {
            Optional<String> refusal = DestructiveCheck.refusal(control, screen, ctx);
            if (refusal.isPresent()) {
                ctx.remember(refusal.get());
                continue;
            }
            Presses.Result r = Presses.click(ctx, 0, screen, control);
            if (!r.ok()) return StepOutcome.failed("the press of " + control.label() + " did not go through: "
                    + (r.coverNote() == null ? r.error() : r.coverNote()));
            if (step.into() != null && !step.into().isBlank()) ctx.redaction().setVariable(step.into(), item.summary());
            ctx.account().endTurn(0, "opened " + control.label());
            return StepOutcome.done("opened " + cut(item.summary()) + " (" + how + ")");
        }
        return StepOutcome.failed("the picked item has no control that may be pressed: " + cut(item.summary()));
    }

    static Optional<Item> rank(List<Item> items, String by) {
        Optional<PickRanking> ranking = PickRanking.parse(by);
        if (ranking.isEmpty()) return Optional.empty();
        PickRanking r = ranking.get();
        Item best = null;
        double bestValue = 0;
        for (Item it : items) {
            OptionalDouble v = r.value().apply(it.summary());
            if (v.isEmpty()) continue;
            double x = v.getAsDouble();
            if (best == null || (r.highest() ? x > bestValue : x < bestValue)) {
                best = it;
                bestValue = x;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The decider's pick of {@code offered} (a key "1"…), empty when it is none, unsure or not one of them. */
    private static Optional<Answer.ChoiceAnswer> ask(StepContext ctx, Screen screen, String from, String by, List<Item> offered) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < offered.size(); i++) options.put(Integer.toString(i + 1), ctx.mask(offered.get(i).summary()));
        ObjectNode ins = Instructions.of(Ask.PICK, "Which numbered item of " + ctx.mask(from) + " is the one to pick by: "
                + ctx.mask(by) + "?", ctx.account().text());
        ins.put("from", ctx.mask(from));
        ins.put("by", ctx.mask(by));
        ins.put("words", ctx.mask(by));
        Optional<Answer.ChoiceAnswer> a = ctx.model().ask(0, "pick from " + from, ctx.eyes().state(screen, "pick from " + from + " by " + by),
                Map.of("pick", NoneOption.choice(ins, options))).choice("pick");
        if (a.isEmpty() || a.get().p(a.get().choice()) < Thresholds.LOCATE_FLOOR || !options.containsKey(a.get().choice())) {
            return Optional.empty();
        }
        return a;
    }

    /** Elements grouped by their list-item ancestor, in document order, each with a summary of its text. */
    static List<Item> items(StepContext ctx, Screen screen) {
        Map<String, List<Element>> groups = new LinkedHashMap<>();
        for (Element e : screen.elements()) {
            int at = itemIndex(e.path());
            if (at < 0) continue;
            String key = String.join(" > ", e.path().subList(0, at + 1));
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(e);
        }
        List<Item> out = new ArrayList<>();
        groups.forEach((k, els) -> {
            StringBuilder b = new StringBuilder();
            for (Element e : els) {
                String t = e.isNamed() ? e.name() : e.description();
                if (t.isBlank() || b.indexOf(t) >= 0) continue;
                if (b.length() > 0) b.append(" · ");
                b.append(t);
            }
            String summary = b.length() > Thresholds.MAX_PICK_SUMMARY ? b.substring(0, Thresholds.MAX_PICK_SUMMARY) : b.toString();
            out.add(new Item(k, els, summary));
        });
        return out;
    }

    /** The item's pressable controls: links first (they open the item), then buttons, in document order. */
    private static List<Element> controls(Item item) {
        List<Element> out = new ArrayList<>();
        for (Element e : item.elements()) if (e.can(ElementAction.CLICK) && !e.has(ElementState.DISABLED)) out.add(e);
        out.sort(Comparator.comparingInt(e -> e.role().equals("link") ? 0 : 1));
        return out;
    }

    private static int itemIndex(List<String> path) {
        for (int i = 0; i < path.size(); i++) {
            String p = path.get(i).toLowerCase(Locale.ROOT);
            if (p.startsWith("listitem") || p.startsWith("list item") || p.startsWith("row") || p.startsWith("article")) return i;
        }
        return -1;
    }

    private static String cut(String s) { return s.length() <= 120 ? s : s.substring(0, 120) + "…"; }
}
