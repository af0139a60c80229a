package dev.flowwright.cli;

import dev.flowwright.cli.MiniWobWordings.Instruction;
import dev.flowwright.cli.MiniWobWordings.NoTemplate;
import dev.flowwright.cli.MiniWobWordings.Reading;
import dev.flowwright.cli.MiniWobWordings.Shape;
import dev.flowwright.cli.MiniWobWordings.Wording;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The free wordings of MiniWoB++'s instructions ({@link MiniWobWordings}) on the real instructions of seeds 0–99
 * of every task (the resource {@code miniwob/instructions.tsv}, read from the pages in Chromium by
 * {@link MiniWobInstructions}): every one is matched, and every wording keeps its facts — checked here apart from
 * the harness's own check, by what varies between the instructions of a template.
 */
class MiniWobWordingsTest {
    private static Map<String, List<Instruction>> stored;

    @BeforeAll
    static void load() throws Exception {
        stored = MiniWobInstructions.stored();
    }

    @Test
    void theResourceHoldsOneHundredSeedsOfEveryTaskOfTheBenchmark() {
        assertThat(stored.keySet()).containsExactlyInAnyOrderElementsOf(MiniWobBench.TASKS);
        stored.forEach((task, list) -> assertThat(list).as(task).hasSize(100));
        assertThat(MiniWobWordings.tasks()).containsExactlyInAnyOrderElementsOf(MiniWobBench.TASKS);
    }

    @Test
    void everyStoredInstructionIsMatchedAndSaidAtLeastThreeWaysThatDifferFromIt() {
        int readings = 0;
        List<String> wrong = new ArrayList<>();
        for (String task : MiniWobBench.TASKS) {
            for (Instruction in : stored.get(task)) {
                Reading r = MiniWobWordings.read(task, in);
                readings++;
                if (r.wordings().size() < 3) wrong.add(task + ": fewer than three wordings of " + in.text());
                Set<String> texts = new LinkedHashSet<>();
                for (Wording w : r.wordings()) {
                    String text = w.text();
                    if (!texts.add(text.toLowerCase(Locale.ROOT))) wrong.add(task + ": said twice: " + text);
                    if (normalised(text).equals(normalised(in.text()))) wrong.add(task + ": the template itself: " + text);
                    if (NULL.matcher(text).find() || text.contains("  ") || !text.equals(text.strip())) wrong.add(task + ": badly made: [" + text + "]");
                }
                // at least two shapes per instruction: not one sentence with a word swapped
                if (r.wordings().stream().map(Wording::shape).distinct().count() < 2) wrong.add(task + ": one shape for " + in.text());
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(readings).isEqualTo(59 * 100);
    }

    @Test
    void everyShapeOfTheIssueIsUsedAndEachOnManyTasks() {
        Map<Shape, Set<String>> tasksByShape = new HashMap<>();
        for (String task : MiniWobBench.TASKS) {
            for (Wording w : MiniWobWordings.read(task, stored.get(task).get(0)).wordings()) {
                tasksByShape.computeIfAbsent(w.shape(), s -> new LinkedHashSet<>()).add(task);
            }
        }
        assertThat(tasksByShape.keySet()).isEqualTo(EnumSet.allOf(Shape.class));
        assertThat(tasksByShape.get(Shape.SHORT)).hasSizeGreaterThanOrEqualTo(50);
        assertThat(tasksByShape.get(Shape.POLITE)).hasSizeGreaterThanOrEqualTo(50);
        assertThat(tasksByShape.get(Shape.OBJECT_FIRST).size() + tasksByShape.get(Shape.PASSIVE).size()
                + tasksByShape.get(Shape.PARAPHRASE).size()).isGreaterThanOrEqualTo(59);
    }

    /**
     * Apart from the harness's own check: whatever varies between the instructions of one template (the words in
     * fewer than half of them — names, values, items, numbers), every quoted string and every @handle shows in
     * every wording, up to the spellings listed here (an ordinal in words, "capitals" for upper case…).
     */
    @Test
    void everyWordingShowsWhatVariesBetweenItsTemplatesInstructions() {
        Map<String, List<Instruction>> byTemplate = new HashMap<>();
        Map<Instruction, Reading> readings = new HashMap<>();
        for (String task : MiniWobBench.TASKS) {
            for (Instruction in : stored.get(task)) {
                Reading r = MiniWobWordings.read(task, in);
                readings.put(in, r);
                byTemplate.computeIfAbsent(task + " " + r.template(), k -> new ArrayList<>()).add(in);
            }
        }
        List<String> lost = new ArrayList<>();
        byTemplate.forEach((template, ins) -> {
            Map<String, Integer> frequency = new HashMap<>();
            for (Instruction in : ins) new LinkedHashSet<>(tokens(in.text())).forEach(t -> frequency.merge(t, 1, Integer::sum));
            for (Instruction in : ins) {
                Set<String> mustShow = new LinkedHashSet<>();
                Matcher q = QUOTED.matcher(in.text());
                while (q.find()) if (!q.group(1).isBlank()) mustShow.add(q.group(1).strip().toLowerCase(Locale.ROOT));
                Matcher h = HANDLE.matcher(in.text());
                while (h.find()) mustShow.add(h.group().toLowerCase(Locale.ROOT));
                // a sentence from hundreds of templates varies in every word: only its quotes and handles are checked here
                boolean natural = !in.fields().isEmpty();
                if (!natural && ins.size() >= 5) {
                    for (String t : tokens(in.text())) if (frequency.get(t) * 2 < ins.size()) mustShow.add(t);
                }
                for (Wording w : readings.get(in).wordings()) {
                    String text = w.text().toLowerCase(Locale.ROOT);
                    for (String s : mustShow) {
                        // a quoted name shows whole, or each of its words does ("copy the link to @x's tweet" for "Copy link to Tweet")
                        if (!shows(text, s) && !tokens(s).stream().allMatch(t -> shows(text, t))) lost.add(template + ": \"" + s + "\" of \"" + in.text() + "\" not in \"" + w.text() + "\"");
                    }
                }
            }
        });
        assertThat(lost).isEmpty();
    }

    @Test
    void theFactsAreReadWhole() {
        Reading login = read("login-user", "Enter the username \"thaddeus\" and the password \"UT\" into the text fields and press login.");
        assertThat(login.facts()).containsEntry("u", "thaddeus").containsEntry("p", "UT");
        assertThat(login.wordings()).extracting(Wording::text).contains("log in as thaddeus with password UT");

        Reading boxes = read("click-checkboxes", "Select ZrLIee, RKPgD, 3mJ5 and click Submit.");
        assertThat(boxes.wordings()).extracting(Wording::text).contains("tick ZrLIee, RKPgD and 3mJ5, then submit");
        assertThat(read("click-checkboxes", "Select nothing and click Submit.").template()).isEqualTo("nothing");

        Reading countries = read("click-scroll-list", "Select Liechtenstein, Bosnia and Herzegovina from the scroll list and click Submit.");
        assertThat(countries.wordings()).extracting(Wording::text).contains("pick Liechtenstein and \"Bosnia and Herzegovina\" from the list and submit");

        Reading menu = read("click-menu", "Select Xaviera>Laurie>Melinde");
        assertThat(menu.template()).isEqualTo("path");
        assertThat(menu.wordings()).extracting(Wording::text).contains("please open Xaviera, then Laurie, and choose Melinde");
        assertThat(read("click-menu", "Select Marge").template()).isEqualTo("item");

        Reading shape = read("click-shape", "Click on a large aqua item");
        assertThat(shape.facts()).containsEntry("size", "large").containsEntry("color", "aqua").containsEntry("what", "item");
        assertThat(shape.wordings()).extracting(Wording::text).contains("please find a large aqua item and click it");
        assertThat(read("click-shape", "Click on a aqua 8").wordings()).extracting(Wording::text).contains("click any aqua \"8\"");

        Reading like = read("social-media", "For the user @kenda, click on the \"Like\" button.");
        assertThat(like.wordings()).extracting(Wording::text).contains("give @kenda's post a like");

        Reading reply = read("email-inbox", "Find the email by Alexina and reply to them with the text \"Tortor, diam semper.\".");
        assertThat(reply.facts()).containsEntry("by", "Alexina").containsEntry("msg", "Tortor, diam semper.");

        Reading flight = read("book-flight", "Book the cheapest one-way flight from: Lihue, HI - Island of Kaui to: Nome, AK on 10/31/2016.");
        assertThat(flight.facts()).containsEntry("from", "Lihue, HI - Island of Kaui").containsEntry("to", "Nome, AK").containsEntry("d", "10/31/2016");

        Reading word = read("find-word", "Find the 21th word in the paragraph, type that into the textbox and press \"Submit\".");
        assertThat(word.wordings()).extracting(Wording::text).contains("type the 21st word of the paragraph into the box and submit",
                "please copy word number 21 from the paragraph into the textbox, then press submit");

        Reading some = read("social-media-some", "Click the \"Reply\" button on 2 posts by @augus and then click Submit.");
        assertThat(some.wordings()).extracting(Wording::text).contains("reply to 2 of @augus's posts, then submit",
                "2 of @augus's posts should be replied to; then submit");
    }

    @Test
    void theNaturalLanguageMailTasksTakeTheFactsThePagePublishesAndEachIsInTheSentence() {
        Reading fwd = MiniWobWordings.read("email-inbox-forward-nl",
                new Instruction("DEST wants the email you got from NAME.".replace("DEST", "Kristin").replace("NAME", "Korrie"),
                        Map.of("by", "Korrie", "to", "Kristin")));
        assertThat(fwd.wordings()).extracting(Wording::text).contains("forward the mail from Korrie to Kristin");

        Reading reply = MiniWobWordings.read("email-inbox-nl-turk",
                new Instruction("Will you respond to Kevyn's email and tell her that it \"Integer mattis sem.\"?",
                        Map.of("task", "reply", "by", "Kevyn", "message", "Integer mattis sem.")));
        assertThat(reply.wordings()).extracting(Wording::text).contains("send Kevyn a reply saying \"Integer mattis sem.\"");

        // every stored sentence of the two tasks came with its fields
        for (String task : List.of("email-inbox-forward-nl", "email-inbox-nl-turk")) {
            assertThat(stored.get(task)).allSatisfy(in -> assertThat(in.fields()).containsKey("by"));
        }
        // a field the sentence does not say is no fact of it
        assertThatThrownBy(() -> MiniWobWordings.read("email-inbox-nl-turk",
                new Instruction("Delete the email from Elwira.", Map.of("task", "delete", "by", "Rayna"))))
                .isInstanceOf(NoTemplate.class).hasMessageContaining("Rayna").hasMessageContaining("not in its sentence");
    }

    @Test
    void aNewShapeOfInstructionFailsLoudlyNamingTheTaskAndTheSentence() {
        assertThatThrownBy(() -> read("click-button", "Click the big red button twice."))
                .isInstanceOf(NoTemplate.class).hasMessageContaining("click-button").hasMessageContaining("Click the big red button twice.")
                .hasMessageContaining("matches none");
        assertThatThrownBy(() -> read("click-checkboxes-transfer", "Select A and click Submit."))
                .isInstanceOf(NoTemplate.class).hasMessageContaining("click-checkboxes-transfer");
        assertThatThrownBy(() -> MiniWobWordings.read("email-inbox-nl-turk",
                new Instruction("Archive Elwira's email.", Map.of("task", "archive", "by", "Elwira"))))
                .isInstanceOf(NoTemplate.class);
        assertThatThrownBy(() -> read("social-media", "For the user @kenda, click on the \"Bookmark\" button."))
                .isInstanceOf(NoTemplate.class).hasMessageContaining("Bookmark");
    }

    @Test
    void aWordingsAllowComesFromItsOwnWords() {
        assertThat(MiniWobBench.allowed("tick ZrLIee and 3mJ5, then submit")).containsExactly("submit");
        assertThat(MiniWobBench.allowed("log in as thaddeus with password UT")).isEmpty();
        assertThat(MiniWobBench.allowed("please delete the email from Helena")).containsExactly("delete");
        assertThat(MiniWobBench.allowed("please move the email from Helena to the trash")).isEmpty();
        assertThat(MiniWobBench.allowed("reply \"At.\" to Lorilyn")).containsExactly("send");
        assertThat(MiniWobBench.allowed("the mail Barby sent should be forwarded to Rozina")).containsExactly("send");
        assertThat(MiniWobBench.allowed("could you pass Barby's email on to Rozina, please?")).isEmpty();
        assertThat(MiniWobBench.allowed("Find the email by Helena and click the trash icon to delete it.")).containsExactly("delete");
    }

    @Test
    void theBenchmarksWordingSwitchTakesTemplateFreeOrBothAndNothingElse() {
        assertThat(MiniWobBench.Wordings.of("free").free()).isTrue();
        assertThat(MiniWobBench.Wordings.of("free").template()).isFalse();
        assertThat(MiniWobBench.Wordings.of("Both").template()).isTrue();
        assertThat(MiniWobBench.Wordings.of("template").free()).isFalse();
        assertThatThrownBy(() -> MiniWobBench.Wordings.of("natural")).hasMessageContaining("template, free or both");
    }

    // ---- helpers ----

    private static final Pattern NULL = Pattern.compile("\\bnull\\b");
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]*)\"");
    private static final Pattern HANDLE = Pattern.compile("@\\w+");
    private static final Pattern TOKEN = Pattern.compile("[@#]?[\\p{L}\\p{N}][\\p{L}\\p{N}'/:.-]*[\\p{L}\\p{N}]|[\\p{L}\\p{N}]");
    private static final Pattern ORDINAL = Pattern.compile("(\\d+)(?:st|nd|rd|th)");
    private static final String[] ORDINAL_WORDS = {"zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"};
    /** Other spellings a wording may use for a word of its instruction. */
    private static final Map<String, List<String>> ALSO = Map.of(
            "upper", List.of("capitals"),
            "lower", List.of("small letters"),
            "nothing", List.of("no boxes", "without", "empty"),
            "reply", List.of("replied"),
            "textarea", List.of("text area"));

    private static Reading read(String task, String text) {
        return MiniWobWordings.read(task, Instruction.of(text));
    }

    private static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(text.replaceAll("[>]", " "));
        while (m.find()) out.add(m.group().toLowerCase(Locale.ROOT));
        return out;
    }

    private static boolean shows(String wording, String token) {
        if (wording.contains(token)) return true;
        Matcher o = ORDINAL.matcher(token);
        if (o.matches()) {
            int n = Integer.parseInt(o.group(1));
            return wording.contains(MiniWobWordings.suffixed(n)) || wording.contains("number " + n)
                    || n < ORDINAL_WORDS.length && wording.contains(ORDINAL_WORDS[n]);
        }
        return ALSO.getOrDefault(token, List.of()).stream().anyMatch(wording::contains);
    }

    private static String normalised(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }

    /** One wording a seed, in turn: over five seeds each of a task's three wordings runs, none skipped. */
    @org.junit.jupiter.api.Test
    void oneWordingASeedTakesEachInTurn() {
        List<String> three = List.of("a", "b", "c");
        List<String> ran = new java.util.ArrayList<>();
        for (int seed = 0; seed < 5; seed++) ran.addAll(MiniWobBench.sampled(three, seed, 1));
        org.assertj.core.api.Assertions.assertThat(ran).containsExactly("a", "b", "c", "a", "b");
        org.assertj.core.api.Assertions.assertThat(MiniWobBench.sampled(three, 3, 0)).as("0 runs all").isEqualTo(three);
        org.assertj.core.api.Assertions.assertThat(MiniWobBench.sampled(three, 1, 2)).containsExactly("c", "a");
    }
}
