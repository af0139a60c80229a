package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.QuotedNames;
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
 * A press scoped by what an item says (issue #13): "For the user @dolores, click on the "Like" button",
 * "Click the "Reply" button on all posts by @bernardine", "press Delete on 2 rows from Acme". The page
 * repeats a control on every item (a post's Like, a row's Delete); the step picks the items by words they
 * show and the control by its whole name — Playwright's {@code filter({hasText})} then {@code getByRole}.
 * The items are the ones the surface reports (hint {@code item}: the first words of the repeated
 * container a control sits in). One press with two or more items in scope is ambiguous and fails naming
 * how many, as Playwright's strict locators do — unsure is never the first; "all" presses each once, "on N
 * posts" the first N in reading order (any N of them is what the step asks). A control the item keeps behind its "more" menu is looked for after opening that menu. Every
 * press goes through the destructive check.
 */
final class ScopedPress {
    private ScopedPress() {}

    /** How many of the scoped controls the step asks to press. */
    record Plan(String name, String scope, int count, boolean all, boolean counted) {}

    private static final String WHO = "(?<who>@[\\w.-]+|\"[^\"]+\"|“[^”]+”|[\\p{L}][\\p{L}\\p{N}.'@_-]*(?:\\s+[\\p{L}][\\p{L}\\p{N}.'@_-]*){0,3})";
    private static final String ITEMS = "(?:posts?|tweets?|messages?|e-?mails?|mails?|items?|rows?|entries|entry|comments?|cards?|contacts?|results?|records?)";
    private static final String AMOUNT = "(?:(?<all>all|every|each)(?:\\s+of)?(?:\\s+the)?|(?<n>\\d+|one|two|three|four|five|six|seven|eight|nine|ten)|the|a)";
    /** "For the user @x, …" before the press. */
    private static final Pattern LEADING = Pattern.compile(
            "^(?i:for\\s+(?:the\\s+)?(?:user|person|contact|customer|member|account|author|sender)\\s+)" + WHO + "\\s*,\\s*(?<rest>.+)$");
    /** "… on all posts by @x", "… on 2 rows from Acme" after the press. */
    private static final Pattern TRAILING = Pattern.compile(
            "^(?<rest>.+?)\\s+(?i:on|of|for|in|from)\\s+(?i:" + AMOUNT + ")\\s*(?i:" + ITEMS + ")\\s+(?i:by|from|of|for)\\s+" + WHO + "$");
    private static final Pattern PRESS = Pattern.compile(
            "^(?:please\\s+)?(?:click|press|tap|hit)(?:\\s+on)?\\s+(?:the\\s+)?(?<name>\"[^\"]+\"|“[^”]+”|[\\p{L}\\p{N}][\\p{L}\\p{N} ]{0,30}?)"
                    + "(?:\\s+(?:button|icon|link|control))?$",
            Pattern.CASE_INSENSITIVE);
    private static final List<String> NUMBERS = List.of("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten");
    /** What an item's menu of further actions is called, by its label or its icon's class words. */
    private static final Set<String> MORE = Set.of("more", "more options", "more actions", "options", "actions", "menu", "…", "⋯", "...");

    static Optional<Plan> parse(String step) {
        if (step == null) return Optional.empty();
        String s = step.strip().replaceAll("[.!]+$", "").strip();
        String scope;
        String press;
        boolean all = false;
        boolean counted = false;
        int count = 1;
        Matcher lead = LEADING.matcher(s);
        Matcher trail = TRAILING.matcher(s);
        if (lead.matches()) {
            scope = lead.group("who");
            press = lead.group("rest");
        } else if (trail.matches()) {
            scope = trail.group("who");
            press = trail.group("rest");
            if (trail.group("all") != null) all = true;
            String n = trail.group("n");
            counted = n != null;
            if (n != null) count = n.chars().allMatch(Character::isDigit) ? Integer.parseInt(n) : NUMBERS.indexOf(n.toLowerCase(Locale.ROOT)) + 1;
        } else {
            return Optional.empty();
        }
        Matcher p = PRESS.matcher(press.strip());
        if (!p.matches() || count < 1) return Optional.empty();
        String name = unquote(p.group("name"));
        scope = unquote(scope);
        if (name.isEmpty() || scope.isEmpty()) return Optional.empty();
        return Optional.of(new Plan(name, scope, count, all, counted));
    }

    /**
     * The step's outcome, or empty when no item the surface reports mentions the scope (a desktop list, a
     * page whose items are not repeated containers): then the step is the do loop's, as if never parsed.
     */
    static Optional<StepOutcome> run(Plan plan, StepContext ctx) {
        Screen screen = ctx.look(ctx.turns(), "");
        List<String> items = itemsMentioning(screen, plan.scope());
        if (items.isEmpty()) {
            ctx.remember("no item on screen mentions \"" + plan.scope() + "\": the step is left to the do loop");
            return Optional.empty();
        }
        return Optional.of(press(plan, ctx, screen, items));
    }

    private static StepOutcome press(Plan plan, StepContext ctx, Screen screen, List<String> items) {
        List<Element> targets = targets(screen, items, plan.name(), plan.scope());
        if (targets.isEmpty()) {
            Optional<StepOutcome> opened = openMoreMenu(ctx, screen, items, plan);
            if (opened.isPresent()) return opened.get();
            screen = ctx.look(ctx.turns(), "");
            items = itemsMentioning(screen, plan.scope()); // the open menu's words are the item's words now
            targets = targets(screen, items, plan.name(), plan.scope());
        }
        String what = "\"" + plan.name() + "\" on " + describe(plan) + " \"" + plan.scope() + "\"";
        if (targets.isEmpty()) return StepOutcome.failed("no control named \"" + plan.name() + "\" in the items that mention \"" + plan.scope() + "\"");
        if (!plan.all() && targets.size() < plan.count()) {
            return StepOutcome.failed("the step asks for " + what + " but only " + targets.size() + " such control"
                    + (targets.size() == 1 ? " is" : "s are") + " on screen");
        }
        // "on 2 posts by @x" asks for any two of them; with no number the step means one item and did not say which
        if (!plan.all() && !plan.counted() && targets.size() > 1) {
            return StepOutcome.failed("could not tell which \"" + plan.name() + "\" to press: " + targets.size()
                    + " items mention \"" + plan.scope() + "\" — say which (the first, the second, …)");
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
            Presses.Result r = Presses.click(ctx, ctx.turns(), screen, e);
            if (!r.ok()) return StepOutcome.failed("the press of " + e.label() + " failed: " + r.error());
            ctx.endTurn(ctx.turns(), "pressed " + e.label() + " in the item \"" + e.item() + "\"");
            screen = ctx.look(ctx.turns(), "");
        }
        return StepOutcome.done("pressed " + what + " (" + wanted + " of " + targets.size() + ")");
    }

    /** The distinct item texts on screen that mention {@code scope} as whole words. */
    static List<String> itemsMentioning(Screen screen, String scope) {
        Pattern p = dev.flowwright.runtime.act.target.StepNames.wholeWord(scope.strip());
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
        Pattern mention = dev.flowwright.runtime.act.target.StepNames.wholeWord(scope.strip());
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
        Presses.Result r = Presses.click(ctx, ctx.turns(), screen, menu);
        if (!r.ok()) return Optional.of(StepOutcome.failed("the press of " + menu.label() + " failed: " + r.error()));
        ctx.endTurn(ctx.turns(), "opened " + menu.label() + " to look for \"" + plan.name() + "\"");
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

    private static String unquote(String s) {
        return s.strip().replaceAll("^[\"“]|[\"”]$", "").strip();
    }
}
