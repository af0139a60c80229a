package dev.flowwright.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MiniWoB++ in free wording (issue #26 item 3): for every DOM task of {@link MiniWobBench#TASKS}, the facts
 * of the task's own instruction for a seed (the page's {@code #query}), said again the way a person might
 * say them — a short imperative, a polite request, a passive, the object first, a plain paraphrase — with
 * every fact kept and the words changed ("Click on the "ONE" button." → "press ONE").
 *
 * <p>This is the benchmark's harness, not the product: a pattern per sentence template of each task is fine
 * here, since all it does is re-word the benchmark's own sentence. The two natural-language mail tasks
 * (email-inbox-forward-nl, email-inbox-nl-turk) draw their sentences from hundreds of templates; their pages
 * publish the sentence's facts as {@code core.currentFields} (what MiniWoB++ itself hands an agent as the
 * instruction's fields), so their facts are read there, and each must show in the sentence.
 *
 * <p>An instruction that matches none of its task's templates is an error ({@link NoTemplate}), never a silent
 * fall-back to the template wording; so is a wording that lost one of the facts.
 */
final class MiniWobWordings {
    private MiniWobWordings() {}

    /** The shapes a person's wording takes (the issue names them). */
    enum Shape {
        SHORT("short imperative"), POLITE("polite"), PASSIVE("passive"), OBJECT_FIRST("object first"), PARAPHRASE("plain paraphrase");

        final String label;

        Shape(String label) { this.label = label; }
    }

    /** One way of saying the task's instruction. */
    record Wording(Shape shape, String text) {}

    /** A task page's instruction for one seed: its text, and the fields the page publishes for it (often none). */
    record Instruction(String text, Map<String, String> fields) {
        Instruction {
            fields = Map.copyOf(fields);
        }

        static Instruction of(String text) { return new Instruction(text, Map.of()); }
    }

    /**
     * What was read from an instruction: the template it matched, its facts, the spellings each fact may take
     * (every wording shows one spelling of each), and the wordings.
     */
    record Reading(String task, String template, Map<String, String> facts, List<Set<String>> required, List<Wording> wordings) {}

    /** An instruction of a shape this harness does not know: add the shape to {@link #TEMPLATES}. */
    static final class NoTemplate extends IllegalStateException {
        NoTemplate(String message) { super(message); }
    }

    /** The facts, the template, the wordings of one instruction of a task; fails on an unknown shape or a lost fact. */
    static Reading read(String task, Instruction instruction) {
        List<Template> templates = TEMPLATES.get(task);
        if (templates == null) {
            throw new NoTemplate("MiniWoB++ task " + task + " has no free wordings in MiniWobWordings: add its templates there");
        }
        for (Template t : templates) {
            Facts facts = t.facts(task, instruction);
            if (facts == null) continue;
            List<Wording> wordings = t.render.apply(facts);
            facts.checkAllUsed(t);
            for (Wording w : wordings) facts.checkShown(w);
            if (wordings.size() < 3) throw new IllegalStateException(task + " template " + t.id + " has " + wordings.size() + " wordings; at least three are the rule");
            return new Reading(task, t.id, Map.copyOf(facts.values), List.copyOf(facts.required), List.copyOf(wordings));
        }
        throw new NoTemplate("MiniWoB++ " + task + ": the instruction \"" + instruction.text() + "\""
                + (instruction.fields().isEmpty() ? "" : " (fields " + instruction.fields() + ")")
                + " matches none of the task's " + templates.size() + " templates in MiniWobWordings: a new shape of instruction — add it there");
    }

    // ---- the templates, task by task ----

    private static final Map<String, List<Template>> TEMPLATES = new LinkedHashMap<>();

    private static void task(String task, Template... templates) {
        TEMPLATES.put(task, List.of(templates));
    }

    /** A template: the instruction as a whole-sentence pattern whose named groups are its facts. */
    private static Template t(String id, String regex, Function<Facts, List<Wording>> render) {
        return new Template(id, Pattern.compile(regex), null, render);
    }

    /** A template of a page that publishes the sentence's facts as fields: chosen by them. */
    private static Template fields(String id, Predicate<Map<String, String>> when, Function<Facts, List<Wording>> render) {
        return new Template(id, null, when, render);
    }

    private static Wording w(Shape shape, String text) { return new Wording(shape, text); }

    private static final Shape SHORT = Shape.SHORT, POLITE = Shape.POLITE, PASSIVE = Shape.PASSIVE,
            OBJECT_FIRST = Shape.OBJECT_FIRST, PARAPHRASE = Shape.PARAPHRASE;

    static {
        task("click-button", t("button", "Click on the \"(?<b>.+)\" button\\.", f -> List.of(
                w(SHORT, "press " + f.v("b")),
                w(POLITE, "hit the button labelled " + f.v("b") + " please"),
                w(OBJECT_FIRST, f.v("b") + " — click it"))));
        task("click-button-sequence", t("sequence", "Click button (?<a>\\S+), then click button (?<b>\\S+)\\.", f -> List.of(
                w(SHORT, "press " + f.v("a") + ", then " + f.v("b")),
                w(POLITE, "could you click " + f.v("a") + " first and then " + f.v("b") + "?"),
                w(PARAPHRASE, "hit the " + f.v("a") + " button followed by the " + f.v("b") + " button"))));
        task("click-checkboxes",
                t("nothing", "Select nothing and click Submit\\.", f -> List.of(
                        w(SHORT, f.require(List.of("submit"), "submit with no boxes ticked")),
                        w(POLITE, "please press submit without checking anything"),
                        w(PARAPHRASE, "leave every checkbox empty and hit submit"))),
                t("some", "Select (?<items>.+) and click Submit\\.", f -> List.of(
                        w(SHORT, "tick " + f.and("items") + ", then submit"),
                        w(POLITE, "please check " + f.and("items") + " and press submit"),
                        w(OBJECT_FIRST, f.and("items") + ": tick those boxes and submit"))));
        task("click-checkboxes-large", t("some", "Select (?<items>.+) and click Submit\\.", f -> List.of(
                w(SHORT, "check " + f.and("items") + ", then submit"),
                w(PASSIVE, f.and("items") + " should be ticked — then hit submit"),
                w(PARAPHRASE, "go through the boxes, tick " + f.and("items") + ", and click submit when done"))));
        task("click-checkboxes-soft", t("similar", "Select words similar to (?<items>.+) and click Submit\\.", f -> List.of(
                w(SHORT, "tick the synonyms of " + f.and("items") + ", then submit"),
                w(POLITE, "please check each word that means roughly the same as " + f.or("items") + ", then press submit"),
                w(OBJECT_FIRST, "words meaning " + f.or("items") + ": tick them and submit"))));
        task("click-collapsible", t("expand", "Expand the section below and click submit\\.", f -> List.of(
                w(SHORT, f.require(List.of("submit"), "open the section below, then submit")),
                w(POLITE, "could you expand the section and click submit?"),
                w(PASSIVE, "the section below needs to be expanded; then press submit"))));
        task("click-collapsible-2", t("link", "Expand the sections below, to find and click on the link \"(?<l>.+)\"\\.", f -> List.of(
                w(SHORT, "find the link \"" + f.v("l") + "\" in the sections and click it"),
                w(POLITE, "please open the sections below until you see \"" + f.v("l") + "\", then click that link"),
                w(OBJECT_FIRST, "the link \"" + f.v("l") + "\" — it's inside one of the sections; click it"))));
        task("click-color",
                t("named", "Click on the (?<c>[a-z]+) colored box\\.", f -> List.of(
                        w(SHORT, "click the " + f.v("c") + " box"),
                        w(POLITE, "please pick the box that is " + f.v("c")),
                        w(OBJECT_FIRST, f.v("c") + " box — click it"))),
                // the colour shown only as a swatch in the instruction
                t("swatch", "Click on the colored box\\.", f -> List.of(
                        w(SHORT, "click the box in the colour shown"),
                        w(POLITE, "please click the box whose colour matches the sample"),
                        w(PARAPHRASE, "pick the box that has the same colour as the little square at the top"))));
        task("click-dialog", t("close", "Close the dialog box by clicking the \"x\"\\.", f -> List.of(
                w(SHORT, f.require(List.of("x"), "close the dialog with the x")),
                w(POLITE, "please shut the dialog box by clicking its \"x\""),
                w(OBJECT_FIRST, "the dialog — close it using the x"))));
        task("click-dialog-2", t("button", "Click the button in the dialog box labeled \"(?<b>.+)\"\\.", f -> List.of(
                w(SHORT, "press " + f.v("b") + " in the dialog"),
                w(POLITE, "in the dialog box, please click \"" + f.v("b") + "\""),
                w(OBJECT_FIRST, "the dialog's \"" + f.v("b") + "\" button — click it"))));
        task("click-link", t("link", "Click on the link \"(?<l>.+)\"\\.", f -> List.of(
                w(SHORT, "follow the link \"" + f.v("l") + "\""),
                w(POLITE, "please click the \"" + f.v("l") + "\" link"),
                w(OBJECT_FIRST, "\"" + f.v("l") + "\" — click that link"))));
        task("click-menu",
                t("item", "Select (?<item>[^>]+)", f -> List.of(
                        w(SHORT, "choose " + f.v("item") + " in the menu"),
                        w(POLITE, "please pick " + f.v("item") + " from the menu"),
                        w(OBJECT_FIRST, f.v("item") + " — select it in the menu"))),
                t("path", "Select (?<path>[^>]+(?:>[^>]+)+)", f -> {
                    List<String> path = f.items("path", ">");
                    String last = path.get(path.size() - 1);
                    List<String> before = path.subList(0, path.size() - 1);
                    StringBuilder polite = new StringBuilder("please open ").append(before.get(0));
                    for (String p : before.subList(1, before.size())) polite.append(", then ").append(p);
                    polite.append(", and choose ").append(last);
                    return List.of(
                            w(SHORT, "go to " + String.join(" > ", path)),
                            w(POLITE, polite.toString()),
                            w(OBJECT_FIRST, last + ", under " + String.join(" > ", before) + " — click it"));
                }));
        task("click-menu-2",
                t("label", "Click the \"Menu\" button, and then find and click on the item labeled \"(?<l>.+)\"\\.", f -> List.of(
                        w(SHORT, f.require(List.of("menu"), "open the menu and choose \"" + f.v("l") + "\"")),
                        w(POLITE, "please pick \"" + f.v("l") + "\" from the Menu"),
                        w(OBJECT_FIRST, "\"" + f.v("l") + "\" is in the menu — click it"))),
                // the item known only by the icon the instruction shows
                t("icon", "Click the \"Menu\" button, and then find and click on the item with the icon\\.", f -> List.of(
                        w(SHORT, f.require(List.of("icon"), "open the menu and click the item with that icon")),
                        w(POLITE, "please pick the menu item that has the icon shown"),
                        w(OBJECT_FIRST, "the item with the icon above is in the Menu — click it"))));
        task("click-option", t("option", "Select (?<o>\\S+) and click Submit\\.", f -> List.of(
                w(SHORT, "choose " + f.v("o") + " and submit"),
                w(POLITE, "please select the option " + f.v("o") + ", then press submit"),
                w(OBJECT_FIRST, f.v("o") + ": pick it and hit submit"))));
        task("click-pie", t("item", "Expand the pie menu below and click on the item labeled \"(?<l>.+)\"\\.", f -> List.of(
                w(SHORT, "open the pie menu and click " + f.quoted("l")),
                w(POLITE, "please choose " + f.quoted("l") + " from the round menu below"),
                w(OBJECT_FIRST, "item " + f.quoted("l") + " in the pie menu — click it"))));
        task("click-scroll-list", t("items", "Select (?<items>.+) from the scroll list and click Submit\\.", f -> List.of(
                w(SHORT, "pick " + f.and("items") + " from the list and submit"),
                w(POLITE, "please select " + f.and("items") + " in the scrolling list, then click submit"),
                w(PASSIVE, f.and("items") + " should be selected in the list; then hit submit"))));
        task("click-shades", t("shades", "Select all the shades of (?<c>[a-z]+) and press Submit\\.", f -> List.of(
                w(SHORT, "select every " + f.v("c") + " shade, then submit"),
                w(POLITE, "please pick all the colours that are shades of " + f.v("c") + " and press submit"),
                w(OBJECT_FIRST, "all the " + f.v("c") + " ones — select them, then submit"))));
        task("click-shape", t("shape", "Click on a (?:(?<size>small|large) )?(?:(?<color>red|green|blue|aqua|black|magenta|yellow) )?(?<what>\\S+)", f -> {
            String noun = f.values.get("what").length() == 1 ? f.quoted("what") : f.v("what");
            String phrase = String.join(" ", nonEmpty(f.v("size"), f.v("color"), noun));
            return List.of(
                    w(SHORT, "click any " + phrase),
                    w(POLITE, "please find " + article(phrase) + " " + phrase + " and click it"),
                    w(OBJECT_FIRST, article(phrase) + " " + phrase + ": click one"));
        }));
        task("click-tab", t("tab", "Click on Tab #(?<n>\\d+)\\.", f -> List.of(
                w(SHORT, "open tab " + f.v("n")),
                w(POLITE, "please switch to Tab #" + f.v("n")),
                w(OBJECT_FIRST, "tab number " + f.v("n") + " — click it"))));
        task("click-tab-2", t("link", "Switch between the tabs to find and click on the link \"(?<l>.+)\"\\.", f -> List.of(
                w(SHORT, "find the link \"" + f.v("l") + "\" in the tabs and click it"),
                w(POLITE, "please look through the tabs for \"" + f.v("l") + "\" and click that link"),
                w(OBJECT_FIRST, "\"" + f.v("l") + "\" is a link under one of the tabs — click it"))));
        task("click-test", t("button", "Click the button\\.", f -> List.of(
                w(SHORT, f.require(List.of("button"), "press the button")),
                w(POLITE, "click that button, please"),
                w(OBJECT_FIRST, "the button — click it"))));
        task("click-test-2", t("button", "Click button (?<b>\\S+)\\.", f -> List.of(
                w(SHORT, "press " + f.v("b")),
                w(POLITE, "please hit the " + f.v("b") + " button"),
                w(OBJECT_FIRST, f.v("b") + ": click it"))));
        task("click-widget", t("widget", "Click on a \"(?<w>radio|checkbox|text|textarea|button)\" widget\\.", f -> {
            String kind = f.v("w");
            String phrase = switch (kind) {
                case "radio" -> "radio button";
                case "text" -> "text field";
                case "textarea" -> "text area";
                default -> kind;
            };
            if (kind.equals("textarea")) f.alsoSpelled("w", "text area");
            return List.of(
                    w(SHORT, "click a " + phrase),
                    w(POLITE, "please click any " + phrase + " you see"),
                    w(OBJECT_FIRST, article(phrase) + " " + phrase + " — click one"));
        }));
        task("enter-date", t("date", "Enter (?<d>\\d\\d/\\d\\d/\\d{4}) as the date and hit submit\\.", f -> List.of(
                w(SHORT, "set the date to " + f.v("d") + " and submit"),
                w(POLITE, "please put " + f.v("d") + " in the date field, then hit submit"),
                w(OBJECT_FIRST, f.v("d") + " goes in the date box; submit after"))));
        task("enter-password", t("password", "Enter the password \"(?<p>.+)\" into both text fields and press submit\\.", f -> List.of(
                w(SHORT, "type " + f.v("p") + " in both password boxes and submit"),
                w(POLITE, "please enter the password \"" + f.v("p") + "\" twice, then press submit"),
                w(PASSIVE, "both fields should get the password " + f.v("p") + "; then submit"))));
        task("enter-text", t("text", "Enter \"(?<t>.+)\" into the text field and press Submit\\.", f -> List.of(
                w(SHORT, "type " + f.v("t") + " and submit"),
                w(POLITE, "please fill in \"" + f.v("t") + "\" and press submit"),
                w(OBJECT_FIRST, "\"" + f.v("t") + "\" — put it in the box and hit submit"))));
        task("enter-text-2", t("case", "Type \"(?<t>.+)\" in all (?<case>upper|lower) case letters in the text input and press Submit\\.", f -> {
            boolean upper = f.v("case").equals("upper");
            if (upper) f.alsoSpelled("case", "uppercase", "upper-case", "capitals", "caps");
            else f.alsoSpelled("case", "lowercase", "lower-case", "small letters");
            return List.of(
                    w(SHORT, "type " + f.v("t") + " in " + (upper ? "capitals" : "small letters") + " and submit"),
                    w(POLITE, "please enter \"" + f.v("t") + "\" all in " + (upper ? "uppercase" : "lowercase") + ", then press submit"),
                    w(PASSIVE, "\"" + f.v("t") + "\" should go in the text box in " + (upper ? "upper-case" : "lower-case") + " letters; submit after"));
        }));
        task("enter-text-dynamic", t("text", "Enter \"(?<t>.+)\" into the text field and press Submit\\.", f -> List.of(
                w(SHORT, "enter " + f.v("t") + " and submit"),
                w(POLITE, "could you type \"" + f.v("t") + "\" into the field and press submit?"),
                w(PARAPHRASE, "fill the text box with " + f.v("t") + ", then click submit"))));
        task("enter-time", t("time", "Enter (?<t>\\d{1,2}:\\d\\d [AP]M) as the time and press submit\\.", f -> List.of(
                w(SHORT, "set the time to " + f.v("t") + " and submit"),
                w(POLITE, "please put " + f.v("t") + " in the time field, then press submit"),
                w(OBJECT_FIRST, f.v("t") + " — enter that time, then submit"))));
        task("choose-date", t("date", "Select (?<d>\\d\\d/\\d\\d/\\d{4}) as the date and hit submit\\.", f -> List.of(
                w(SHORT, "pick " + f.v("d") + " in the date picker and submit"),
                w(POLITE, "please choose the date " + f.v("d") + ", then press submit"),
                w(PASSIVE, "the date should be set to " + f.v("d") + " before you hit submit"))));
        task("choose-list", t("option", "Select (?<o>.+) from the list and click Submit\\.", f -> List.of(
                w(SHORT, "choose " + f.v("o") + " from the list, then submit"),
                w(POLITE, "please pick " + f.v("o") + " in the dropdown and click submit"),
                w(OBJECT_FIRST, f.v("o") + " — select it in the list and submit"))));
        task("focus-text", t("focus", "Focus into the textbox\\.", f -> List.of(
                w(SHORT, "click into the text box"),
                w(POLITE, "please put the cursor in the textbox"),
                w(PASSIVE, "the textbox should have the focus"))));
        task("focus-text-2", t("nth", "Focus into the (?<o>\\d+(?:st|nd|rd|th)) input textbox\\.", f -> List.of(
                w(SHORT, "click into the " + f.ordinal("o") + " text box"),
                w(POLITE, "please put the cursor in the " + f.ordinalWord("o") + " textbox"),
                w(PASSIVE, "the " + f.ordinal("o") + " input box should have the focus"))));
        task("login-user", t("login", "Enter the username \"(?<u>.+)\" and the password \"(?<p>.+)\" into the text fields and press login\\.", f -> List.of(
                w(SHORT, "log in as " + f.v("u") + " with password " + f.v("p")),
                w(POLITE, "please sign in with the username \"" + f.v("u") + "\" and the password \"" + f.v("p") + "\""),
                w(OBJECT_FIRST, "user " + f.v("u") + ", password " + f.v("p") + " — log in"))));
        task("login-user-popup", t("login", "Enter the username \"(?<u>.+)\" and the password \"(?<p>.+)\" into the text fields and press login\\.", f -> List.of(
                w(SHORT, "sign in as " + f.v("u") + ", password " + f.v("p")),
                w(POLITE, "could you log in with username " + f.v("u") + " and password " + f.v("p") + "?"),
                w(PARAPHRASE, "fill in " + f.v("u") + " as the user name and " + f.v("p") + " as the password, then press login"))));
        task("email-inbox",
                t("reply", "Find the email by (?<by>.+?) and reply to them with the text \"(?<msg>.*)\"\\.", f -> List.of(
                        w(SHORT, "reply to " + possessive(f.v("by")) + " email with \"" + f.v("msg") + "\""),
                        w(POLITE, "please write back to " + f.v("by") + ": \"" + f.v("msg") + "\""),
                        w(OBJECT_FIRST, "the email from " + f.v("by") + " — reply \"" + f.v("msg") + "\""))),
                t("forward", "Find the email by (?<by>.+?) and forward that email to (?<to>.+)\\.", f -> List.of(
                        w(SHORT, "forward " + possessive(f.v("by")) + " email to " + f.v("to")),
                        w(POLITE, "please send the email from " + f.v("by") + " on to " + f.v("to")),
                        w(PASSIVE, possessive(f.v("by")) + " message should be forwarded to " + f.v("to")))),
                t("delete", "Find the email by (?<by>.+?) and click the trash icon to delete it\\.", f -> List.of(
                        w(SHORT, "delete " + possessive(f.v("by")) + " email"),
                        w(POLITE, f.require(List.of("trash", "delete"), "please move the email from " + f.v("by") + " to the trash")),
                        w(OBJECT_FIRST, "the email from " + f.v("by") + " — delete it"))),
                t("important", "Find the email by (?<by>.+?) and click the star icon to mark it as important\\.", f -> List.of(
                        w(SHORT, f.require(List.of("star", "important"), "star " + possessive(f.v("by")) + " email")),
                        w(POLITE, "please mark the email from " + f.v("by") + " as important"),
                        w(PASSIVE, possessive(f.v("by")) + " email should be marked important"))));
        task("email-inbox-forward-nl", fields("forward", fs -> fs.containsKey("by") && fs.containsKey("to") && !fs.containsKey("task"), f -> List.of(
                w(SHORT, "forward the mail from " + f.field("by") + " to " + f.field("to")),
                w(POLITE, "could you pass " + possessive(f.field("by")) + " email on to " + f.field("to") + ", please?"),
                w(OBJECT_FIRST, possessive(f.field("by")) + " message — forward it to " + f.field("to")))));
        task("email-inbox-nl-turk",
                fields("forward", fs -> "forward".equals(fs.get("task")), f -> List.of(
                        w(SHORT, "send the mail from " + f.field("by") + " on to " + f.field("to")),
                        w(POLITE, "please forward the email from " + f.field("by") + " to " + f.field("to")),
                        w(PASSIVE, "the mail " + f.field("by") + " sent should be forwarded to " + f.field("to")))),
                fields("reply", fs -> "reply".equals(fs.get("task")), f -> List.of(
                        w(SHORT, "send " + f.field("by") + " a reply saying \"" + f.field("message") + "\""),
                        w(POLITE, "could you answer " + possessive(f.field("by")) + " email with \"" + f.field("message") + "\"?"),
                        w(OBJECT_FIRST, possessive(f.field("by")) + " email: reply with \"" + f.field("message") + "\""))),
                fields("delete", fs -> "delete".equals(fs.get("task")), f -> List.of(
                        w(SHORT, "trash " + possessive(f.field("by")) + " email"),
                        w(POLITE, "please delete the email from " + f.field("by")),
                        w(PASSIVE, "the email from " + f.field("by") + " should be deleted"))),
                fields("important", fs -> "star".equals(fs.get("task")), f -> List.of(
                        w(SHORT, "mark the mail from " + f.field("by") + " important"),
                        w(POLITE, "please star the email from " + f.field("by")),
                        w(OBJECT_FIRST, "the message from " + f.field("by") + " — flag it as important"))));
        task("social-media", t("action", "For the user (?<u>@\\S+), click on the \"(?<a>[^\"]+)\" button\\.", f -> {
            Action a = f.action("a");
            return List.of(
                    w(SHORT, a.on(f.v("u"))),
                    w(POLITE, "please click \"" + f.v("a") + "\" on the post by " + f.v("u")),
                    w(OBJECT_FIRST, possessive(f.v("u")) + " post — hit " + f.v("a")));
        }));
        task("social-media-all", t("all", "Click the \"(?<a>[^\"]+)\" button on all posts by (?<u>@\\S+) and then click Submit\\.", f -> {
            Action a = f.action("a");
            return List.of(
                    w(SHORT, a.verb() + " every post by " + f.v("u") + ", then submit"),
                    w(POLITE, "please click \"" + f.v("a") + "\" on all of " + possessive(f.v("u")) + " posts and then submit"),
                    w(OBJECT_FIRST, "all posts from " + f.v("u") + ": hit " + f.v("a") + " on each, then submit"));
        }));
        task("social-media-some", t("some", "Click the \"(?<a>[^\"]+)\" button on (?<n>\\d+) posts? by (?<u>@\\S+) and then click Submit\\.", f -> {
            Action a = f.action("a");
            int n = Integer.parseInt(f.v("n"));
            return List.of(
                    w(SHORT, a.verb() + " " + n + " of " + possessive(f.v("u")) + " posts, then submit"),
                    w(POLITE, "please click \"" + f.v("a") + "\" on " + n + (n == 1 ? " post" : " posts") + " by " + f.v("u") + ", then press submit"),
                    w(PASSIVE, n + " of " + possessive(f.v("u")) + " posts should be " + a.done() + "; then submit"));
        }));
        task("search-engine", t("search", "Use the textbox to enter \"(?<q>.+)\" and press \"Search\", then find and click the (?<o>\\d+(?:st|nd|rd|th)) search result\\.", f -> List.of(
                w(SHORT, "search for " + f.v("q") + " and open the " + f.ordinal("o") + " result"),
                w(POLITE, "please look up \"" + f.v("q") + "\" and click the " + f.ordinalWord("o") + " search result"),
                w(OBJECT_FIRST, f.v("q") + ": search it, then click result number " + f.number("o")))));
        task("navigate-tree", t("node", "Navigate through the file tree\\. Find and click on the folder or file named \"(?<n>.+)\"\\.", f -> List.of(
                w(SHORT, "click \"" + f.v("n") + "\" in the file tree"),
                w(POLITE, "please find " + f.v("n") + " in the tree and click it"),
                w(OBJECT_FIRST, "the file or folder called " + f.v("n") + " — find it in the tree and click it"))));
        task("use-autocomplete",
                t("both", "Enter an item that starts with \"(?<s>.+)\" and ends with \"(?<e>.+)\"\\.", f -> List.of(
                        w(SHORT, "pick the entry starting with \"" + f.v("s") + "\" and ending in \"" + f.v("e") + "\""),
                        w(POLITE, "please fill in the option that begins with \"" + f.v("s") + "\" and ends with \"" + f.v("e") + "\""),
                        w(PARAPHRASE, "choose the suggestion that starts with " + f.v("s") + " and ends in " + f.v("e")))),
                t("start", "Enter an item that starts with \"(?<s>.+)\"\\.", f -> List.of(
                        w(SHORT, "pick an entry starting with \"" + f.v("s") + "\""),
                        w(POLITE, "please fill in something that begins with \"" + f.v("s") + "\""),
                        w(PARAPHRASE, "choose a suggestion that starts with " + f.v("s")))));
        task("use-spinner", t("spinner", "Select (?<n>-?\\d+) with the spinner and hit Submit\\.", f -> List.of(
                w(SHORT, "set the spinner to " + f.v("n") + " and submit"),
                w(POLITE, "please make the spinner show " + f.v("n") + ", then press submit"),
                w(OBJECT_FIRST, f.v("n") + " on the spinner — then submit"))));
        task("book-flight", t("flight", "Book the (?<which>shortest|cheapest) one-way flight from: (?<from>.+) to: (?<to>.+) on (?<d>\\d\\d/\\d\\d/\\d{4})\\.", f -> List.of(
                w(SHORT, "book me the " + f.v("which") + " one-way from " + f.v("from") + " to " + f.v("to") + " on " + f.v("d")),
                w(POLITE, "please find the " + f.v("which") + " one-way flight from " + f.v("from") + " to " + f.v("to") + " for " + f.v("d") + " and book it"),
                w(OBJECT_FIRST, f.v("d") + ", one way, " + f.v("from") + " to " + f.v("to") + ": book the " + f.v("which") + " flight"))));
        task("read-table", t("value", "Enter the value of (?<k>.+) into the text field and press Submit\\.", f -> List.of(
                w(SHORT, "type the " + f.v("k") + " from the table into the box and submit"),
                w(POLITE, "please copy the value of " + f.v("k") + " into the text field, then press submit"),
                w(OBJECT_FIRST, "the " + f.v("k") + " from the table — enter it in the field and submit"))));
        task("read-table-2", t("form", "Enter the value that corresponds with each label into the form and submit when done\\.", f -> List.of(
                w(SHORT, f.require(List.of("submit"), "fill in the form from the table, then submit")),
                w(POLITE, "please copy each label's value into the form and press submit"),
                w(PASSIVE, "every field should get the value shown for its label; submit when done"))));
        task("form-sequence", t("slider", "Select (?<n>-?\\d+) with the slider, click the (?<o>\\d+(?:st|nd|rd|th)) checkbox, then hit Submit\\.", f -> List.of(
                w(SHORT, "set the slider to " + f.v("n") + ", tick the " + f.ordinal("o") + " checkbox and submit"),
                w(POLITE, "please move the slider to " + f.v("n") + ", check the " + f.ordinalWord("o") + " box, then press submit"),
                w(OBJECT_FIRST, "slider at " + f.v("n") + " and the " + f.ordinal("o") + " checkbox ticked — then submit"))));
        task("form-sequence-2", t("radio", "Check the (?<r>\\d+(?:st|nd|rd|th)) radio button and enter the number \"(?<n>-?\\d+)\" into the (?<t>\\d+(?:st|nd|rd|th)) textbox\\.", f -> List.of(
                w(SHORT, "pick the " + f.ordinal("r") + " radio button and type " + f.v("n") + " in the " + f.ordinal("t") + " box"),
                w(POLITE, "please select radio button number " + f.number("r") + " and put \"" + f.v("n") + "\" in the " + f.ordinalWord("t") + " text box"),
                w(PASSIVE, "the " + f.ordinal("r") + " radio should be checked and the " + f.ordinal("t") + " textbox should hold " + f.v("n")))));
        task("form-sequence-3", t("dropdown", "Choose (?<o>.+) from the dropdown, then click the button labeled \"(?<b>.+)\"\\.", f -> List.of(
                w(SHORT, "pick " + f.v("o") + " in the dropdown and press " + f.v("b")),
                w(POLITE, "please choose \"" + f.v("o") + "\" from the list, then click \"" + f.v("b") + "\""),
                w(OBJECT_FIRST, f.v("o") + " from the dropdown, then the " + f.v("b") + " button"))));
        task("multi-layouts", t("movies", "Search for (?<g>.+) movies directed by (?<dir>.+) from year (?<y>\\d{4})\\.", f -> List.of(
                w(SHORT, "find " + f.v("g") + " films by " + f.v("dir") + " from " + f.v("y")),
                w(POLITE, "please look up " + article(f.v("g")) + " " + f.v("g") + " movie by director " + f.v("dir") + " from " + f.v("y")),
                w(OBJECT_FIRST, f.v("g") + ", directed by " + f.v("dir") + ", " + f.v("y") + " — search for that"))));
        task("multi-orderings", t("movies", "Search for (?<g>.+) movies directed by (?<dir>.+) from year (?<y>\\d{4})\\.", f -> List.of(
                w(SHORT, "search " + f.v("g") + " movies by " + f.v("dir") + ", " + f.v("y")),
                w(POLITE, "could you search for " + possessive(f.v("dir")) + " " + f.v("g") + " films from " + f.v("y") + "?"),
                w(PARAPHRASE, "look for movies in the " + f.v("g") + " genre by " + f.v("dir") + " released in " + f.v("y")))));
        task("phone-book", t("contact", "Find (?<p>.+) in the contact book and click on their (?<what>address|email|phone number)\\.", f -> {
            if (f.v("what").equals("phone number")) f.alsoSpelled("what", "phone");
            return List.of(
                    w(SHORT, "click " + possessive(f.v("p")) + " " + f.v("what") + " in the contacts"),
                    w(POLITE, "please look up " + f.v("p") + " in the contact book and click their " + f.v("what")),
                    w(OBJECT_FIRST, possessive(f.v("p")) + " " + f.v("what") + " — find it and click it"));
        }));
        task("find-word", t("word", "Find the (?<o>\\d+(?:st|nd|rd|th)) word in the paragraph, type that into the textbox and press \"Submit\"\\.", f -> List.of(
                w(SHORT, "type the " + f.ordinal("o") + " word of the paragraph into the box and submit"),
                w(POLITE, "please copy word number " + f.number("o") + " from the paragraph into the textbox, then press submit"),
                w(PASSIVE, "the paragraph's " + f.ordinalWord("o") + " word should go in the textbox; then submit"))));
        task("copy-paste", t("copy", "Copy the text in the textarea below, paste it into the textbox and press Submit\\.", f -> List.of(
                w(SHORT, f.require(List.of("submit"), "copy the textarea into the textbox and submit")),
                w(POLITE, "please paste the text from the text area into the text box, then press submit"),
                w(PASSIVE, "the textarea's text should be pasted into the textbox; submit after"))));
        task("copy-paste-2", t("copy", "Copy the text from the (?<o>\\d+(?:st|nd|rd|th)) text area below and paste it into the text input, then press Submit\\.", f -> List.of(
                w(SHORT, "copy the " + f.ordinal("o") + " text area into the input and submit"),
                w(POLITE, "please paste the text of the " + f.ordinalWord("o") + " text area into the text input, then press submit"),
                w(OBJECT_FIRST, "the " + f.ordinal("o") + " text area's text — paste it into the input and submit"))));
        task("text-transform", t("type", "Type the text below into the text field and press Submit\\.", f -> List.of(
                w(SHORT, f.require(List.of("submit"), "type the text shown into the field and submit")),
                w(POLITE, "please copy the text below into the text box, then press submit"),
                w(PASSIVE, "the text underneath should be typed into the field; submit after"))));
        task("terminal",
                t("extension", "Use the terminal below to delete a file ending with the extension (?<ext>\\.\\S+)", f -> List.of(
                        w(SHORT, "delete the " + f.v("ext") + " file using the terminal"),
                        w(POLITE, "please use the terminal to remove the file that ends in " + f.v("ext")),
                        w(OBJECT_FIRST, "the " + f.v("ext") + " file — delete it in the terminal"))),
                t("none", "Use the terminal below to delete a file that has no file extension\\.", f -> List.of(
                        w(SHORT, f.require(List.of("no extension"), "delete the file with no extension in the terminal")),
                        w(POLITE, "please use the terminal to remove the file that has no extension"),
                        w(OBJECT_FIRST, "the file with no extension — delete it from the terminal"))));
    }

    /** The tasks this harness has wordings for, in the order they were written. */
    static Set<String> tasks() { return TEMPLATES.keySet(); }

    // ---- how a template reads an instruction ----

    private record Template(String id, Pattern pattern, Predicate<Map<String, String>> fieldsMatch, Function<Facts, List<Wording>> render) {
        private static final Pattern GROUP = Pattern.compile("\\(\\?<([a-zA-Z][a-zA-Z0-9]*)>");

        /** The facts when the instruction is of this template, or null. */
        Facts facts(String task, Instruction instruction) {
            Map<String, String> values = new LinkedHashMap<>();
            if (pattern != null) {
                Matcher m = pattern.matcher(instruction.text());
                if (!m.matches()) return null;
                for (String name : groups()) values.put(name, m.group(name) == null ? "" : m.group(name).strip());
                return new Facts(task, instruction, values, false);
            }
            if (!fieldsMatch.test(instruction.fields())) return null;
            values.putAll(instruction.fields());
            return new Facts(task, instruction, values, true);
        }

        List<String> groups() {
            List<String> out = new ArrayList<>();
            Matcher g = GROUP.matcher(pattern.pattern());
            while (g.find()) out.add(g.group(1));
            return out;
        }
    }

    /** The verbs of a social-media action: its button, and what a person says for pressing it. */
    record Action(String button, String verb, String on, String done) {
        String on(String user) { return on.replace("@", user); }
    }

    private static final Map<String, Action> ACTIONS = Map.of(
            "Like", new Action("Like", "like", "give @'s post a like", "liked"),
            "Retweet", new Action("Retweet", "retweet", "retweet @'s post", "retweeted"),
            "Reply", new Action("Reply", "reply to", "reply to @'s post", "replied to"),
            "Share", new Action("Share", "share", "share @'s post", "shared"),
            "Share via DM", new Action("Share via DM", "share", "share @'s post via DM", "shared"),
            "Copy link to Tweet", new Action("Copy link to Tweet", "copy the link of", "copy the link to @'s tweet", "copied"),
            "Embed Tweet", new Action("Embed Tweet", "embed", "embed @'s tweet", "embedded"),
            "Mute", new Action("Mute", "mute", "mute @", "muted"),
            "Block", new Action("Block", "block", "block @", "blocked"),
            "Report", new Action("Report", "report", "report @'s post", "reported"));

    /** The spellings of each social-media action a wording may use for it. */
    private static final Map<String, String[]> ACTION_SPELLINGS = Map.of(
            "Share via DM", new String[]{"share"}, "Copy link to Tweet", new String[]{"copy"}, "Embed Tweet", new String[]{"embed"});

    /** One instruction's facts as a template read them; the renderers take them from here, and so say what each wording must show. */
    static final class Facts {
        private final String task;
        private final Instruction instruction;
        final Map<String, String> values;
        private final boolean fromFields;
        final List<Set<String>> required = new ArrayList<>();
        private final Map<String, Set<String>> spellings = new LinkedHashMap<>();
        private final Set<String> used = new LinkedHashSet<>();

        Facts(String task, Instruction instruction, Map<String, String> values, boolean fromFields) {
            this.task = task;
            this.instruction = instruction;
            this.values = values;
            this.fromFields = fromFields;
        }

        /** A fact as the instruction says it; every wording shows it. */
        String v(String name) {
            String value = value(name);
            if (!value.isEmpty()) need(name, value);
            return value;
        }

        /** A fact the page publishes for its sentence; it must show in the sentence, and every wording shows it. */
        String field(String name) {
            String value = value(name);
            if (value.isBlank()) throw new NoTemplate(task + ": the page's field " + name + " is empty for \"" + instruction.text() + "\"");
            if (!instruction.text().toLowerCase(Locale.ROOT).contains(value.toLowerCase(Locale.ROOT))) {
                throw new NoTemplate(task + ": the page's field " + name + "=\"" + value + "\" is not in its sentence \"" + instruction.text() + "\"");
            }
            return v(name);
        }

        /** A fact that is a list ("A, B, C" or "A>B>C"): each item must show. */
        List<String> items(String name, String separator) {
            List<String> out = new ArrayList<>();
            for (String item : value(name).split(Pattern.quote(separator))) {
                String s = item.strip();
                if (s.isEmpty()) throw new NoTemplate(task + ": an empty item in \"" + instruction.text() + "\"");
                out.add(s);
                need(name + "[" + out.size() + "]", s);
            }
            return out;
        }

        /** The comma list said with "and" ("A, B and C"); an item that holds "and" itself is quoted. */
        String and(String name) { return join(items(name, ","), "and"); }

        /** The comma list said with "or". */
        String or(String name) { return join(items(name, ","), "or"); }

        /** An ordinal as the instruction writes it, with a correct suffix ("3rd"; "21th" said "21st"). */
        String ordinal(String name) { return suffixed(number(name)); }

        /** An ordinal in words where people write it so ("third"), else with its suffix. */
        String ordinalWord(String name) {
            int n = number(name);
            return n < WORDS.length ? WORDS[n] : suffixed(n);
        }

        /** An ordinal's number. */
        int number(String name) {
            Matcher m = ORDINAL.matcher(value(name));
            if (!m.matches()) throw new NoTemplate(task + ": \"" + value(name) + "\" is not an ordinal in \"" + instruction.text() + "\"");
            int n = Integer.parseInt(m.group(1));
            Set<String> ways = new LinkedHashSet<>(List.of(value(name), suffixed(n), "number " + n));
            if (n < WORDS.length) ways.add(WORDS[n]);
            used.add(name);
            spellings.computeIfAbsent(name, k -> new LinkedHashSet<>()).addAll(ways);
            addRequired(name);
            return n;
        }

        /** A social-media action the task presses. */
        Action action(String name) {
            String button = value(name);
            Action a = ACTIONS.get(button);
            if (a == null) throw new NoTemplate(task + ": no verbs for the action \"" + button + "\" in \"" + instruction.text() + "\"");
            v(name);
            String[] also = ACTION_SPELLINGS.get(button);
            alsoSpelled(name, also == null ? new String[]{a.verb(), a.done()} : also);
            return a;
        }

        /** Other ways a wording may spell a fact. */
        void alsoSpelled(String name, String... ways) {
            spellings.computeIfAbsent(name, k -> new LinkedHashSet<>(List.of(value(k)))).addAll(List.of(ways));
            addRequired(name);
        }

        /** Words of the task's action of which every wording keeps one (a fixed sentence has no fact to carry, but has a point). */
        String require(List<String> words, String text) {
            String key = "words:" + words;
            spellings.computeIfAbsent(key, k -> new LinkedHashSet<>()).addAll(words);
            addRequired(key);
            return text;
        }

        /** A fact every wording shows in quotes (a one-letter label, which would show anywhere unquoted). */
        String quoted(String name) {
            String q = "\"" + value(name) + "\"";
            need(name, q);
            return q;
        }

        private String value(String name) {
            String value = values.get(name);
            if (value == null) throw new IllegalStateException(task + ": the template has no fact " + name);
            used.add(name);
            return value;
        }

        private void need(String key, String spelling) {
            spellings.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(spelling);
            addRequired(key);
        }

        private void addRequired(String key) {
            // the set each key requires is one object, updated in place as spellings are added
            Set<String> ways = spellings.get(key);
            if (required.stream().noneMatch(s -> s == ways)) required.add(ways);
        }

        void checkAllUsed(Template t) {
            if (fromFields) {
                for (String name : values.keySet()) {
                    if (!name.equals("task") && !used.contains(name)) throw new IllegalStateException(task + " template " + t.id() + " drops the page's field " + name);
                }
                return;
            }
            for (String name : t.groups()) {
                if (!used.contains(name)) throw new IllegalStateException(task + " template " + t.id() + " drops the fact " + name);
            }
        }

        void checkShown(Wording w) {
            String text = w.text().toLowerCase(Locale.ROOT);
            for (Set<String> ways : required) {
                if (ways.stream().noneMatch(s -> text.contains(s.toLowerCase(Locale.ROOT)))) {
                    throw new IllegalStateException(task + ": the wording \"" + w.text() + "\" of \"" + instruction.text() + "\" lost the fact " + ways);
                }
            }
        }
    }

    private static final Pattern ORDINAL = Pattern.compile("(\\d+)(?:st|nd|rd|th)");
    private static final String[] WORDS = {"zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"};

    static String suffixed(int n) {
        int tens = n % 100, ones = n % 10;
        String suffix = tens >= 11 && tens <= 13 ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th";
        return n + suffix;
    }

    static String join(List<String> items, String conjunction) {
        List<String> said = items.stream().map(i -> i.contains(" and ") || i.contains(" or ") ? "\"" + i + "\"" : i).toList();
        if (said.size() == 1) return said.get(0);
        return String.join(", ", said.subList(0, said.size() - 1)) + " " + conjunction + " " + said.get(said.size() - 1);
    }

    static String possessive(String name) { return name + "'s"; }

    static String article(String phrase) {
        String p = phrase.replace("\"", "").toLowerCase(Locale.ROOT);
        return !p.isEmpty() && "aeiou".indexOf(p.charAt(0)) >= 0 ? "an" : "a";
    }

    private static List<String> nonEmpty(String... parts) {
        List<String> out = new ArrayList<>();
        for (String p : parts) if (p != null && !p.isEmpty()) out.add(p);
        return out;
    }
}
