package dev.flowwright.runtime.flow;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Reading flow files: shapes, every kind, positions, and hostile input. Variable rules are in {@link FlowVariableRulesTest}. */
class FlowReaderTest {

    static FlowReading read(String yaml) {
        return FlowReader.read("t.flow.yaml", yaml);
    }

    static List<String> problems(String yaml) {
        FlowReading r = read(yaml);
        assertThat(r.isValid()).as("expected problems in:\n" + yaml).isFalse();
        return r.problems().stream().map(FileProblem::toString).toList();
    }

    static Flow valid(String yaml) {
        FlowReading r = read(yaml);
        assertThat(r.problems()).as("problems").isEmpty();
        return r.flow();
    }

    @Test
    void theFormatsExampleReadsAsEveryKind() {
        Flow flow = valid("""
                name: book a one-way flight
                app: browser
                start: http://localhost:8700/flights/
                vars:
                  from: Istanbul
                steps:
                  - choose: { what: trip type, option: One way }
                  - enter:
                      from city: ${from}
                      to city: Ankara
                  - pick the departure date 14 days from today
                  - do: search for flights
                  - pick: { from: the results, by: lowest price, into: flight }
                  - read: { what: the price of the first flight, into: price }
                  - verify: the results show flights from Istanbul to Ankara
                  - wait_for: the results list has loaded
                  - if: { condition: a cookie banner is showing, then: [accept essential cookies only] }
                  - repeat_until: { condition: the basket shows 3 items, steps: [add one more packet], max: 5 }
                  - open: gnome-calculator
                  - browse: http://localhost:8700/mail/
                  - stop_before: paying for the booking
                """);
        assertThat(flow.name()).isEqualTo("book a one-way flight");
        assertThat(flow.start()).isEqualTo("http://localhost:8700/flights/");
        assertThat(flow.vars()).containsExactly(Map.entry("from", "Istanbul"));
        assertThat(flow.steps()).containsExactly(
                new Step.Choose("trip type", "One way"),
                new Step.Enter(Map.of("from city", "${from}", "to city", "Ankara")),
                new Step.Do("pick the departure date 14 days from today"),
                new Step.Do("search for flights"),
                new Step.Pick("the results", "lowest price", "flight"),
                new Step.Read("the price of the first flight", "price"),
                new Step.Verify("the results show flights from Istanbul to Ankara"),
                new Step.WaitFor("the results list has loaded"),
                new Step.If("a cookie banner is showing", List.of(new Step.Do("accept essential cookies only")), List.of()),
                new Step.RepeatUntil("the basket shows 3 items", List.of(new Step.Do("add one more packet")), 5),
                new Step.Open("gnome-calculator"),
                new Step.Browse("http://localhost:8700/mail/"),
                new Step.StopBefore("paying for the booking"));
    }

    @Test
    void enterKeepsSlotsInWrittenOrderAndTextAsWritten() {
        Flow flow = valid("steps:\n  - enter: { pincode: 007, name: Ada }\n");
        Step.Enter enter = (Step.Enter) flow.steps().get(0);
        assertThat(enter.slots().keySet()).containsExactly("pincode", "name");
        assertThat(enter.slots().get("pincode")).isEqualTo("007");
    }

    @Test
    void appDefaultsToBrowserAndUnknownAppsAreFine() {
        assertThat(valid("steps: [search]").app()).isEqualTo("browser");
        assertThat(valid("app: gnome-calculator\nsteps: [add 2 and 3]").app()).isEqualTo("gnome-calculator");
    }

    @Test
    void repeatUntilMaxDefaultsToFive() {
        Step.RepeatUntil r = (Step.RepeatUntil) valid("steps:\n  - repeat_until: { condition: done, steps: [again] }\n").steps().get(0);
        assertThat(r.max()).isEqualTo(Step.RepeatUntil.DEFAULT_MAX);
    }

    @Test
    void ifReadsItsElseBranch() {
        Step.If i = (Step.If) valid("steps:\n  - if: { condition: signed in, then: [open the inbox], else: [sign in] }\n").steps().get(0);
        assertThat(i.otherwise()).containsExactly(new Step.Do("sign in"));
    }

    // ---- one problem per behaviour, at its line ----

    @Test
    void twoKeysInOneStepIsAnErrorAtThatLine() {
        assertThat(problems("""
                steps:
                  - search
                  - choose: { what: trip type, option: One way }
                    enter: { from: Istanbul }
                """)).containsExactly("t.flow.yaml:3:5: a step has exactly one kind, but this one has 2 keys (choose, enter); start each step on its own line with `-`");
    }

    @Test
    void emptyStepMapIsAnError() {
        assertThat(problems("steps:\n  - {}\n")).singleElement().asString().startsWith("t.flow.yaml:2:5: a step map needs one key naming its kind");
    }

    @Test
    void unknownKindIsNamedWithTheNearestKind() {
        assertThat(problems("steps:\n  - chose: { what: a, option: b }\n"))
                .singleElement().asString().startsWith("t.flow.yaml:2:5: unknown step kind `chose`; did you mean `choose`?");
        assertThat(problems("steps:\n  - extract: { what: a, into: b }\n"))
                .singleElement().asString().contains("unknown step kind `extract`; did you mean `read`?");
        assertThat(problems("steps:\n  - frobnicate: x\n"))
                .singleElement().asString().contains("unknown step kind `frobnicate` (kinds: do, enter");
    }

    @Test
    void emptyStepsIsAnError() {
        assertThat(problems("steps: []\n")).containsExactly("t.flow.yaml:1:8: `steps` has no steps; give at least one");
        assertThat(problems("name: x\n")).containsExactly("t.flow.yaml:1:1: a flow needs `steps:` with at least one step");
    }

    @Test
    void allowListsTheWordsAndControlNamesTheAuthorPermits() {
        Flow flow = valid("""
                allow: [submit, Place order, sign out]
                steps:
                  - send the form
                """);
        assertThat(flow.allow()).containsExactly("submit", "Place order", "sign out");
        assertThat(valid("steps: [go]\n").allow()).as("without allow nothing is permitted").isEmpty();
    }

    @Test
    void aMalformedAllowIsNamedAtItsLineAndColumn() {
        assertThat(problems("""
                name: x
                allow: submit
                steps: [go]
                """)).containsExactly("t.flow.yaml:2:8: `allow` is a list: write `allow: [submit]`");
        assertThat(problems("""
                allow: { submit: yes }
                steps: [go]
                """)).containsExactly("t.flow.yaml:1:8: `allow` should be a list of hard words or control names this flow may press,"
                + " e.g. `allow: [submit]` or `allow: [sign out, Place order]`, not a map");
        assertThat(problems("""
                allow:
                  - submit
                  - [send, pay]
                  - ""
                  - ${word}
                  - Submit
                steps: [go]
                """)).containsExactly(
                "t.flow.yaml:3:5: each `allow` entry is a word or a control's name, e.g. `allow: [submit]` or `allow: [sign out, Place order]`, not a list",
                "t.flow.yaml:4:5: each `allow` entry is a word or a control's name, e.g. `allow: [submit]` or `allow: [sign out, Place order]`, not ``",
                "t.flow.yaml:5:5: `allow` takes fixed words, not variables: what a flow may press is written in the flow",
                "t.flow.yaml:6:5: `Submit` is allowed twice");
    }

    @Test
    void unknownKeysAreErrorsAtTopLevelAndInsidePayloads() {
        assertThat(problems("""
                name: x
                titel: y
                steps:
                  - choose: { what: trip type, opton: One way }
                """)).containsExactly(
                "t.flow.yaml:2:1: unknown key `titel` in the flow; expected name, app, start, vars, allow, steps",
                "t.flow.yaml:4:13: `choose` needs `option`",
                "t.flow.yaml:4:32: unknown key `opton` in `choose`; did you mean `option`? expected what, option");
    }

    @Test
    void wrongTypesAreNamed() {
        assertThat(problems("""
                steps:
                  - choose: One way
                  - repeat_until: { condition: done, steps: [again], max: lots }
                  - enter: [a, b]
                """)).containsExactly(
                "t.flow.yaml:2:13: `choose` should be a map, e.g. `choose: { what: trip type, option: One way }`, not `One way`",
                "t.flow.yaml:3:59: `repeat_until.max` should be a whole number from 1 to 20, not `lots`",
                "t.flow.yaml:4:12: `enter` should be a map of field names to text, e.g. `enter: { pincode: \"560001\" }`, not a list");
    }

    @Test
    void repeatUntilMaxOverTwentyIsAnError() {
        assertThat(problems("steps:\n  - repeat_until: { condition: done, steps: [again], max: 21 }\n"))
                .containsExactly("t.flow.yaml:2:59: `repeat_until.max` is 21; it must be from 1 to 20 (a loop repeats at most 20 times)");
        valid("steps:\n  - repeat_until: { condition: done, steps: [again], max: 20 }\n");
        valid("{\"steps\": [{\"repeat_until\": {\"condition\": \"done\", \"steps\": [\"again\"], \"max\": \"3\"}}]}");
    }

    @Test
    void ifWithoutThenIsAnError() {
        assertThat(problems("steps:\n  - if: { condition: a banner shows }\n"))
                .containsExactly("t.flow.yaml:2:9: `if` needs `then` (the steps to take when the condition holds)");
    }

    @Test
    void missingRequiredFieldsAreEachNamed() {
        assertThat(problems("""
                steps:
                  - choose: { option: One way }
                  - read: { what: the price }
                  - pick: { from: the results }
                  - repeat_until: { condition: done }
                """)).containsExactly(
                "t.flow.yaml:2:13: `choose` needs `what`",
                "t.flow.yaml:3:11: `read` needs `into` (the variable that keeps what was read)",
                "t.flow.yaml:4:11: `pick` needs `by`",
                "t.flow.yaml:5:19: `repeat_until` needs `steps` (the steps to repeat)");
    }

    @Test
    void emptyTextIsAnError() {
        assertThat(problems("steps:\n  - do:\n  - verify: ''\n")).containsExactly(
                "t.flow.yaml:2:8: `do` is empty",
                "t.flow.yaml:3:13: `verify` is empty");
    }

    @Test
    void duplicateKeysAreRefusedAtTheSecondOne() {
        assertThat(problems("steps: [a]\nsteps: [b]\n"))
                .containsExactly("t.flow.yaml:2:1: duplicate key `steps` in the flow (first at line 1)");
        assertThat(problems("steps:\n  - enter:\n      city: A\n      city: B\n"))
                .containsExactly("t.flow.yaml:4:7: the field `city` is entered twice in one step");
    }

    @Test
    void everyProblemIsReportedNotJustTheFirst() {
        assertThat(problems("""
                steps:
                  - chose: x
                  - choose: { what: a }
                  - read: { what: b }
                  - repeat_until: { condition: c, steps: [d], max: 99 }
                """)).hasSize(4);
    }

    @Test
    void yamlSyntaxErrorHasAPosition() {
        assertThat(problems("steps:\n  - choose: { what: a, option: b\n  - x\n"))
                .containsExactly("t.flow.yaml:4:1: YAML syntax: while parsing a flow mapping, expected ',' or '}', but got <stream end>");
    }

    @Test
    void aFileThatIsNotAMapSaysWhatAFlowIs() {
        assertThat(problems("- search\n- buy\n")).singleElement().asString()
                .startsWith("t.flow.yaml:1:1: a flow is a map with `steps:`");
        assertThat(problems("")).containsExactly("t.flow.yaml:1:1: the file is empty; a flow needs `steps:` with at least one step");
    }

    @Test
    void bomAndCrlfAreValid() {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] body = "name: x\r\nsteps:\r\n  - search\r\n  - choose: { what: a }\r\n".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[bom.length + body.length];
        System.arraycopy(bom, 0, bytes, 0, 3);
        System.arraycopy(body, 0, bytes, 3, body.length);
        FlowReading r = FlowReader.read("t.flow.yaml", bytes);
        // the positions are still right: the BOM takes no column, CRLF is one line break
        assertThat(r.problems()).extracting(FileProblem::toString).containsExactly("t.flow.yaml:4:13: `choose` needs `option`");
        String fixed = new String(body, StandardCharsets.UTF_8).replace("{ what: a }", "{ what: a, option: b }");
        assertThat(FlowReader.read("t.flow.yaml", ("\uFEFF" + fixed).getBytes(StandardCharsets.UTF_8)).isValid()).isTrue();
    }

    @Test
    void jsonFlowsReadWithPositions() {
        String json = "{\n\t\"app\": \"browser\",\n\t\"steps\": [\n\t\t\"search\",\n\t\t{\"choose\": {\"what\": \"trip type\", \"option\": \"One\\/way\"}},\n\t\t{\"read\": {\"what\": \"price\"}}\n\t]\n}\n";
        FlowReading r = FlowReader.read("t.flow.json", json);
        assertThat(r.problems()).extracting(FileProblem::toString)
                .containsExactly("t.flow.json:6:12: `read` needs `into` (the variable that keeps what was read)");
        FlowReading ok = FlowReader.read("t.flow.json", json.replace("{\"what\": \"price\"}", "{\"what\": \"price\", \"into\": \"price\"}"));
        assertThat(ok.flow().steps().get(1)).isEqualTo(new Step.Choose("trip type", "One/way"));
    }

    @Test
    void notUtf8IsAProblemNotAnException() {
        byte[] latin1 = "steps: [caf\u00e9]".getBytes(StandardCharsets.ISO_8859_1);
        assertThat(FlowReader.read("t.flow.yaml", latin1).problems()).extracting(FileProblem::toString)
                .containsExactly("t.flow.yaml:1:1: the file is not UTF-8 text; save it as UTF-8");
    }

    @Test
    void missingFileIsAProblem(@TempDir Path dir) {
        Path missing = dir.resolve("nope.flow.yaml");
        assertThat(FlowReader.read(missing).problems()).extracting(FileProblem::message).containsExactly("no such file");
    }

    // ---- hostile input ----

    @Test
    void aliasBombIsRefusedQuickly() {
        FlowReading r = read(HostileFlows.aliasBomb());
        assertThat(r.problems()).extracting(FileProblem::message).singleElement().asString()
                .contains("more than 20 aliases").contains("alias bomb");
    }

    @Test
    void aliasesExpandingPastTheItemBudgetAreRefused() {
        String list = "[" + "x, ".repeat(200_000) + "x]";
        String yaml = "steps:\n  - if: { condition: c, then: &a " + list + " }\n  - if: { condition: c, then: *a }\n  - if: { condition: c, then: *a }\n";
        assertThat(read(yaml).problems()).extracting(FileProblem::message)
                .contains("the flow expands to more than 400000 items (through aliases?); a flow is a short list of steps");
    }

    @Test
    void aFewAliasesAreFine() {
        Flow flow = valid("vars: { x: a }\nsteps:\n  - &s search\n  - *s\n  - if: { condition: c, then: &t [accept] }\n  - if: { condition: d, then: *t }\n");
        assertThat(flow.steps()).hasSize(4);
    }

    @Test
    void fiveMegabyteFileIsRefusedBeforeParsing(@TempDir Path dir) throws Exception {
        Path big = dir.resolve("big.flow.yaml");
        Files.write(big, HostileFlows.fiveMegabytes());
        assertThat(FlowReader.read(big).problems()).extracting(FileProblem::toString)
                .containsExactly(big + ":1:1: the file is 5.0 MB; a flow file may be at most 1024 KB");
    }

    @Test
    void deepNestingIsRefused() {
        assertThat(read(HostileFlows.deeplyNested(1000)).problems()).extracting(FileProblem::message).singleElement().asString()
                .contains("more than 40 levels deep");
    }

    @Test
    void deepBracketsAreRefusedAtTheFirstBracketPastTheLimit() {
        assertThat(read(HostileFlows.deeplyNested(100_000)).problems()).extracting(FileProblem::toString)
                .containsExactly("t.flow.yaml:1:48: the file nests lists and maps more than 40 levels deep; a flow is a list of steps");
    }

    @Test
    void bracketsInQuotesAndCommentsAreNotNesting() {
        String many = "[".repeat(60);
        valid("# " + many + "\nsteps:\n  - \"" + many + "\"\n  - '" + many + "'\n");
    }

    @Test
    void selfReferringAliasIsRefused() {
        assertThat(read("steps: &a [x, *a]\n").isValid()).isFalse();
    }

    @Test
    void tagsNamingJavaClassesAreRefused() {
        assertThat(read("steps:\n  - !!javax.script.ScriptEngineManager [x]\n").problems()).extracting(FileProblem::toString)
                .containsExactly("t.flow.yaml:2:5: tags (`!!...`) are not allowed in a flow; write plain text");
    }
}
