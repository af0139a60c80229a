package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.StepNames;
import dev.flowwright.runtime.run.HumanHandoff;
import dev.flowwright.runtime.screen.ScreenPlace;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A press on the items someone wrote or sent ({@link dev.flowwright.runtime.reading.ScopedPressReading}): "For
 * the user @dolores, click on the "Like" button", "Click the "Reply" button on all posts by @bernardine", "press
 * Call on 2 contacts by Ada Byron". The page repeats a control on every item (a post's Like, a row's Call); the
 * step picks the items by their <em>author</em> and the control by its whole name — Playwright's
 * {@code filter({hasText})} then {@code getByRole}, held to the item's author line. An item is by X when X is
 * in its first line as drawn (hint {@code itemHead}: a post's "Dolores @dolores · 3h", a mail's sender), or —
 * where the surface draws no lines — when X is the first handle or address the item shows, or the words it
 * starts with; a post that only mentions @x in its text is not @x's. One press with two or more items in
 * scope is the person's to say: asked when someone is there (teach mode), else the step fails naming how
 * many, as Playwright's strict locators do — never the first. "All" presses each such control once in reading
 * order, and "on N posts" the first N, passing over a toggle that already shows itself on (a Like already
 * given: pressing it would take it back). A control the item keeps behind its "more" menu is looked for after
 * opening that menu. Every press goes through the destructive check.
 */
final class ScopedPress {
    private ScopedPress() {}

    /** What an item's menu of further actions is called, by its label or its icon's class words. */
    private static final Set<String> MORE = Set.of("more", "more options", "more actions", "options", "actions", "menu", "…", "⋯", "...");
    /** The first handle or address an item shows: on a post or a mail, its author's. */
    private static final Pattern AT_TOKEN = Pattern.compile("[\\p{L}\\p{N}._%+-]*@[\\p{L}\\p{N}._-]*[\\p{L}\\p{N}_]");

    /**
     * The step's outcome, or empty when no item the surface reports mentions the scope (a desktop list, a
     * page whose items are not repeated containers): then the step is the do loop's, as if never parsed.
     */
    static Optional<StepOutcome> run(Intent.ScopedPress intent, StepContext ctx) {
        Plan plan = new Plan(intent.control(), intent.scope().what(), intent.amount().count(), intent.amount().all(), intent.amount().counted());
        Screen screen = ctx.eyes().look(ctx.account().turns(), "");
        List<String> mentioning = itemsMentioning(screen, plan.scope());
        if (mentioning.isEmpty()) {
            ctx.remember("no item on screen mentions \"" + plan.scope() + "\": the step is left to the do loop");
            return Optional.empty();
        }
        List<String> items = itemsBy(screen, plan.scope());
        if (items.isEmpty()) {
            return Optional.of(StepOutcome.failed("no item on screen is by \"" + plan.scope() + "\": " + mentioning.size()
                    + (mentioning.size() == 1 ? " item mentions" : " items mention") + " it, but not as " + (mentioning.size() == 1 ? "its" : "their") + " author"));
        }
        return Optional.of(press(plan, ctx, screen, items));
    }


    /** What the intent asks for, in the words the notes use. */
    record Plan(String name, String scope, int count, boolean all, boolean counted) {}

    private static StepOutcome press(Plan plan, StepContext ctx, Screen screen, List<String> items) {
        List<Element> targets = targets(screen, items, plan.name(), plan.scope());
        if (targets.isEmpty()) {
            Optional<StepOutcome> opened = openMoreMenu(ctx, screen, items, plan);
            if (opened.isPresent()) return opened.get();
            screen = ctx.eyes().look(ctx.account().turns(), "");
            items = itemsBy(screen, plan.scope()); // the open menu's entries are the item's now
            targets = targets(screen, items, plan.name(), plan.scope());
        }
        String what = "\"" + plan.name() + "\" on " + describe(plan) + " \"" + plan.scope() + "\"";
        if (targets.isEmpty()) return StepOutcome.failed("no control named \"" + plan.name() + "\" in the items that mention \"" + plan.scope() + "\"");
        // a toggle already on (a Like given before) is left alone: pressing it would take it back
        List<Element> off = targets.stream().filter(e -> !e.has(ElementState.CHECKED)).toList();
        if (off.size() < targets.size()) ctx.remember((targets.size() - off.size()) + " of them already show themselves on; left alone");
        if (plan.all() && off.isEmpty()) return StepOutcome.alreadyDone(what + ": every one already shows itself on");
        if (plan.all() || plan.counted()) targets = off;
        if (!plan.all() && targets.size() < plan.count()) {
            return StepOutcome.failed("the step asks for " + what + " but only " + targets.size() + " such control"
                    + (targets.size() == 1 ? " is" : "s are") + " on screen" + (off.size() < targets.size() ? " that is not on already" : ""));
        }
        // "on 2 posts by @x" asks for any two of them; with no number the step means one item and did not say which
        if (!plan.all() && !plan.counted() && targets.size() > 1) {
            Optional<Element> picked = askWhich(ctx, screen, targets, what);
            if (picked.isEmpty()) {
                return StepOutcome.failed("could not tell which \"" + plan.name() + "\" to press: " + targets.size()
                        + " items are by \"" + plan.scope() + "\" — say which (the first, the second, …)");
            }
            targets = List.of(picked.get());
        }
        int wanted = plan.all() ? targets.size() : plan.count();
        List<String> places = new ArrayList<>();
        for (int i = 0; i < wanted; i++) places.add(targets.get(i).hint("indexPath"));
        for (String place : places) {
            Optional<Element> target = screen.elements().stream().filter(e -> place != null && place.equals(e.hint("indexPath"))).findFirst();
            if (target.isEmpty()) return StepOutcome.failed("the " + ordinal(places.indexOf(place)) + " " + what + " is no longer on screen");
            Element e = target.get();
            Optional<String> refusal = DestructiveCheck.refusal(e, screen, ctx);
            if (refusal.isPresent()) return StepOutcome.failed(refusal.get());
            Presses.Result r = Presses.click(ctx, ctx.account().turns(), screen, e);
            if (!r.ok()) return StepOutcome.failed("the press of " + e.label() + " failed: " + r.error());
            ctx.account().endTurn(ctx.account().turns(), "pressed " + e.label() + " in the item \"" + e.item() + "\"");
            screen = ctx.eyes().look(ctx.account().turns(), "");
        }
        return StepOutcome.done("pressed " + what + " (" + wanted + " of " + targets.size() + ")");
    }

    /** The distinct items on screen whose author {@code who} is: named in the item's first line, or its first handle. */
    static List<String> itemsBy(Screen screen, String who) {
        Pattern p = StepNames.wholeWord(who.strip());
        Set<String> out = new LinkedHashSet<>();
        for (Element e : screen.elements()) {
            String item = e.item();
            if (item != null && p.matcher(authorLine(e, who)).find()) out.add(item);
        }
        return List.copyOf(out);
    }

    /**
     * Where an item says who wrote it: its first line as drawn, when the surface reports one; else its words
     * up to its first handle or address; else the words it starts with, as far as the scope's own length.
     */
    static String authorLine(Element e, String who) {
        String head = e.hint(Element.ITEM_HEAD_HINT);
        if (head != null && !head.isBlank()) return head;
        String item = e.item();
        Matcher at = AT_TOKEN.matcher(item);
        if (at.find()) return item.substring(0, at.end());
        // no line and no handle: only the words the item starts with say who it is by, not a name in its text
        String[] words = item.strip().split("\\s+");
        int n = Math.min(words.length, who.strip().split("\\s+").length);
        return String.join(" ", java.util.Arrays.asList(words).subList(0, n));
    }

    /** The person's pick among several controls in scope, each said with its item; empty when nobody answers. */
    private static Optional<Element> askWhich(StepContext ctx, Screen screen, List<Element> targets, String what) {
        List<HumanHandoff.Candidate> candidates = new ArrayList<>();
        for (Element e : targets) candidates.add(new HumanHandoff.Candidate(ScreenPlace.line(e, screen) + " (in item \"" + e.item() + "\")", e.ref(), Double.NaN));
        HumanHandoff.Which which = ctx.handoff().askWhich(ctx.account().path(), ctx.account().turns(), "press " + what, "which of these is " + what + "?",
                ctx.mask(screen.window()), candidates);
        ctx.remember("which " + what + ": " + which.note());
        return which.picked().map(targets::get);
    }

    /** The distinct item texts on screen that mention {@code scope} as whole words. */
    static List<String> itemsMentioning(Screen screen, String scope) {
        Pattern p = StepNames.wholeWord(scope.strip());
        Set<String> out = new LinkedHashSet<>();
        for (Element e : screen.elements()) {
            String item = e.item();
            if (item != null && p.matcher(item).find()) out.add(item);
        }
        return List.copyOf(out);
    }


    /** The enabled controls in those items whose whole name (or icon words) is {@code name}, the scope's words aside, in reading order. */
    static List<Element> targets(Screen screen, List<String> items, String name, String scope) {
        String want = QuotedNames.fold(name);
        Pattern mention = StepNames.wholeWord(scope.strip());
        List<Element> out = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED) || !inScope(items, e)) continue;
            String shown = e.isNamed() ? e.name() : e.description();
            // "Mute @dolores" in @dolores's post is its "Mute"
            if (QuotedNames.fold(shown).equals(want) || QuotedNames.fold(mention.matcher(shown).replaceAll(" ")).equals(want)) out.add(e);
        }
        return out;
    }

    /** No control so named in scope: open the one item's "more" menu, when there is exactly one item and one such menu. */
    private static Optional<StepOutcome> openMoreMenu(StepContext ctx, Screen screen, List<String> items, Plan plan) {
        if (items.size() != 1) return Optional.empty();
        List<Element> menus = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED) || !inScope(items, e)) continue;
            if (MORE.contains(QuotedNames.fold(e.isNamed() ? e.name() : e.description()))) menus.add(e);
        }
        if (menus.size() != 1) return Optional.empty();
        Element menu = menus.get(0);
        Optional<String> refusal = DestructiveCheck.refusal(menu, screen, ctx);
        if (refusal.isPresent()) return Optional.of(StepOutcome.failed(refusal.get()));
        Presses.Result r = Presses.click(ctx, ctx.account().turns(), screen, menu);
        if (!r.ok()) return Optional.of(StepOutcome.failed("the press of " + menu.label() + " failed: " + r.error()));
        ctx.account().endTurn(ctx.account().turns(), "opened " + menu.label() + " to look for \"" + plan.name() + "\"");
        return Optional.empty();
    }

    private static boolean inScope(List<String> items, Element e) {
        String item = e.item();
        return item != null && items.contains(item);
    }

    private static String describe(Plan plan) {
        if (plan.all()) return "every item mentioning";
        return plan.count() == 1 ? "the item mentioning" : plan.count() + " items mentioning";
    }

    private static String ordinal(int i) {
        return switch (i) {
            case 0 -> "first";
            case 1 -> "second";
            case 2 -> "third";
            default -> (i + 1) + "th";
        };
    }
}
