package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.sim.Oracle;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Grounding (docs/how-a-run-works.md#the-evidence-gate, docs/behaviours.md behaviour 10; unnamed elements are not
 * offered while anything is named). The single-number bars are pinned with deliberation off ({@link #plain}); the
 * evidence gate that replaces them when it is on is pinned in {@link GatedGroundingTest}.
 */
class GroundingTest {

    /** A run deciding by the single-number bars (deliberation off, docs/behaviours.md behaviour 10). */
    private static SimRun plain(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.options = RunOptions.defaults().withDeliberation(false);
        return run;
    }

    private static Sim mail() {
        return SimApps.inbox().goal(s -> !s.clicks.isEmpty());
    }

    private static String keyFor(Question q, String text) {
        return ((Question.Choice) q).options().entrySet().stream().filter(e -> e.getValue().contains(text))
                .findFirst().orElseThrow().getKey();
    }

    private static Map<String, String> options(Oracle oracle, String ask) {
        Oracle.Request r = oracle.requests.stream().filter(q -> q.asks().contains(ask)).findFirst().orElseThrow();
        return ((Question.Choice) r.questions().values().stream()
                .filter(q -> q.instructions().path("ask").asText().equals(ask)).findFirst().orElseThrow()).options();
    }

    @Test
    void moreThanTwentyCandidatesGoThroughRegionsWithOneKnockoutRound() {
        Sim sim = mail();
        for (int i = 0; i < 8; i++) sim.button("Tool " + i).path("toolbar \"Tools\"");
        for (int i = 0; i < 15; i++) sim.link("Folder " + i).path("navigation \"Folders\"");
        SimRun run = SimRun.of(sim);
        run.run("open quarterly report");
        Oracle.Request knockout = run.oracle.requests.stream().filter(r -> r.asks().contains("region")).findFirst().orElseThrow();
        assertThat(knockout.asks()).contains("group", "region");
        assertThat(options(run.oracle, "region")).hasSizeBetween(2, 8);
        assertThat(options(run.oracle, "target").size()).isLessThanOrEqualTo(knockout.asks().size() - 1);
        assertThat(sim.clicks).containsExactly("link \"Quarterly report\"");
    }

    @Test
    void aPickAtSeventyPercentIsAcceptedAtOnce() {
        Sim sim = mail();
        SimRun run = plain(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(keyFor(q, "Archive"), 0.70));
        run.run("file the message away");
        assertThat(sim.clicks).containsExactly("button \"Archive\"");
        assertThat(run.oracle.asked(Ask.AGAIN)).isZero();
    }

    @Test
    void anExactNameIsEnoughAtFortyFivePercent() {
        Sim sim = mail();
        SimRun run = plain(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(keyFor(q, "Quarterly report"), 0.45));
        run.run("open the quarterly report now");
        assertThat(sim.clicks).containsExactly("link \"Quarterly report\"");
        assertThat(run.oracle.asked(Ask.AGAIN)).isZero();
    }

    @Test
    void anUnsurePickIsReaskedRelabelledAndAcceptedWhenTheSamePickIsConfirmed() {
        Sim sim = mail();
        SimRun run = plain(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(keyFor(q, "Archive"), 0.5))
                .on(Ask.AGAIN, (id, q, s) -> pick(keyFor(q, "Archive"), 0.5))
                .on(Ask.CONFIRM, (id, q, s) -> noul(0.55));
        run.run("file the message away");
        assertThat(sim.clicks).containsExactly("button \"Archive\"");
        Map<String, String> again = options(run.oracle, "again");
        assertThat(again).containsKey("none"); // every choice offers "none of these"
        assertThat(again.keySet()).filteredOn(k -> !k.equals("none")).allMatch(k -> k.matches("[A-Z]+"));
        assertThat(again.values().iterator().next()).contains("Your invoice"); // reversed: the last element first
    }

    @Test
    void aDifferentSecondPickNeedsAStrongConfirm() {
        Sim sim = mail();
        SimRun run = plain(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(keyFor(q, "Archive"), 0.5))
                .on(Ask.AGAIN, (id, q, s) -> pick(keyFor(q, "Reply"), 0.5))
                .on(Ask.CONFIRM, (id, q, s) -> noul(0.6));
        run.run("file the message away");
        assertThat(sim.clicks).isEmpty();

        Sim sure = mail();
        SimRun run2 = plain(sure);
        run2.oracle.on(Ask.TARGET, (id, q, s) -> pick(keyFor(q, "Archive"), 0.5))
                .on(Ask.AGAIN, (id, q, s) -> pick(keyFor(q, "Reply"), 0.5))
                .on(Ask.CONFIRM, (id, q, s) -> noul(0.8));
        run2.run("file the message away");
        assertThat(sure.clicks).containsExactly("button \"Archive\"");
    }

    @Test
    void unnamedControlsAreNeverOfferedWhileAnythingIsNamed() {
        Sim sim = mail();
        sim.button("").describe("");
        SimRun run = SimRun.of(sim);
        run.run("open quarterly report");
        assertThat(options(run.oracle, "target").values()).noneMatch(o -> o.startsWith("button (") || o.equals("button"));

        Sim bare = new Sim("Bare", "Untitled").goal(s -> !s.clicks.isEmpty());
        bare.button("");
        SimRun run2 = SimRun.of(bare);
        run2.oracle.on(Ask.TARGET, (id, q, s) -> pick("1", 0.9));
        run2.run("press the only button");
        assertThat(options(run2.oracle, "target")).containsOnlyKeys("1", "none"); // the one button, and "none of these"
        assertThat(bare.clicks).hasSize(1);
    }

    @Test
    void lookalikesAreOfferedOnce() {
        Sim sim = mail();
        sim.button("Archive");
        SimRun run = SimRun.of(sim);
        run.run("archive");
        assertThat(options(run.oracle, "target").values().stream().filter(o -> o.contains("\"Archive\"")).count()).isEqualTo(1);
    }

    @Test
    void aNoneAnswerNeverClicks() {
        Sim sim = mail();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick("none", 0.99)).on(Ask.AGAIN, (id, q, s) -> pick("none", 0.99));
        run.run("archive");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aCellNamedByItsAddressIsPressedOnlyWhenItShowsNeverAFieldHoldingTheAddress() {
        // the Name Box holds the cursor's address; a decider that wants it anyway must not get it
        Sim sheet = new Sim("soffice", "budget.fods - LibreOffice Calc");
        sheet.add(sheet.node("combobox", "Name Box").can(dev.flowwright.runtime.screen.ElementAction.CLICK)).value = "K120";
        for (String address : java.util.List.of("A1", "B1", "A2", "B2"))
            sheet.add(sheet.node("cell", address).can(dev.flowwright.runtime.screen.ElementAction.CLICK)
                    .hint("cell", address).hint("row", address.substring(1)).hint("column", address.startsWith("A") ? "1" : "2"));
        SimRun run = SimRun.of(sheet);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(keyFor(q, "Name Box"), 0.97));
        run.run("select cell K120");
        assertThat(sheet.clicks).isEmpty();
        run.run("select cell B2");
        assertThat(sheet.clicks).containsExactly("cell \"B2\"");
    }
}
