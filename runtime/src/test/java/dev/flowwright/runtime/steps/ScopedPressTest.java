package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.SubGoals;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A press scoped by what an item says ("on all posts by @x", "For the user @x, click …"), issue #13. */
class ScopedPressTest {

    /** A contact list (not a feed: the rule is not for one page): each row repeats "Call" and "Remove", one has a "More" menu. */
    private static Sim contacts() {
        Sim sim = new Sim("browser", "Contacts");
        row(sim, 0, "Ada Byron ada@example.org London");
        row(sim, 1, "Grace Hopper grace@example.org Arlington");
        row(sim, 2, "Ada Byron ada.b@example.org Paris");
        row(sim, 3, "Alan Turing alan@example.org Wilmslow");
        sim.button("Done"); // outside every item
        Sim.Node more = sim.add(sim.node("generic", "").describe("more").can(ElementAction.CLICK)
                .hint("item", "Alan Turing alan@example.org Wilmslow").hint("indexPath", "3/more")).at(300, 60);
        Sim.Node share = sim.add(sim.node("generic", "Share contact Alan Turing").can(ElementAction.CLICK)
                .hint("item", "Alan Turing alan@example.org Wilmslow Share contact").hint("indexPath", "3/share")).at(300, 80).hide();
        more.onPress(s -> share.show());
        sim.goal(s -> false);
        return sim;
    }

    private static void row(Sim sim, int i, String text) {
        sim.add(sim.node("button", "Call").can(ElementAction.CLICK).hint("item", text).hint("indexPath", i + "/call")).at(200, 20 * i);
        sim.add(sim.node("button", "Remove").can(ElementAction.CLICK).hint("item", text).hint("indexPath", i + "/remove")).at(250, 20 * i);
    }

    @Test
    void everyItemInScopeIsPressedOnceInReadingOrder() {
        Sim sim = contacts();
        RunReport r = SimRun.of(sim).run("Press Call on all contacts by Ada Byron");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log.stream().filter(l -> l.startsWith("click")).toList())
                .containsExactly("click button \"Call\"", "click button \"Call\"");
        assertThat(r.step("1").orElseThrow().note()).contains("2 of 2");
    }

    @Test
    void aLeadingScopeWithOneItemPressesItsControl() {
        Sim sim = contacts();
        RunReport r = SimRun.of(sim).run("For the user grace@example.org, click on the \"Call\" button.");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log.stream().filter(l -> l.startsWith("click")).count()).isEqualTo(1);
    }

    @Test
    void onePressWithTwoItemsInScopeIsAmbiguousNotTheFirst() {
        Sim sim = contacts();
        RunReport r = SimRun.of(sim).run("For the user Ada Byron, click on the \"Call\" button");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("could not tell which \"Call\"").contains("2 items");
        assertThat(sim.log).noneMatch(l -> l.startsWith("click"));
    }

    @Test
    void aStatedCountIsAnyThatManyInReadingOrder() {
        Sim sim = contacts();
        RunReport r = SimRun.of(sim).run("Click Call on 1 contact by Ada Byron");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log.stream().filter(l -> l.startsWith("click")).count()).isEqualTo(1);
        assertThat(r.step("1").orElseThrow().note()).contains("1 of 2");
    }

    @Test
    void aCountLargerThanTheScopeHoldsFailsWithoutPressing() {
        Sim sim = contacts();
        RunReport r = SimRun.of(sim).run("Click Call on 3 contacts by Ada Byron");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(sim.log).noneMatch(l -> l.startsWith("click"));
    }

    @Test
    void aControlBehindTheItemsMoreMenuIsFoundAfterOpeningIt() {
        Sim sim = contacts();
        RunReport r = SimRun.of(sim).run("For the user Alan Turing, click on the \"Share contact\" button");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).containsSubsequence("click generic \"more\"", "click generic \"Share contact Alan Turing\"");
    }

    @Test
    void theDestructiveCheckStillHoldsInScope() {
        Sim sim = contacts();
        RunReport r = SimRun.of(sim).run("Press Remove on all contacts by Ada Byron");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(sim.log).noneMatch(l -> l.startsWith("click"));
    }

    @Test
    void aScopeWordInsideAnotherWordIsNoMentionAndTheStepIsTheLoops() {
        Sim sim = contacts();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, st) -> Answers.pick("none", 0.9));
        RunReport r = run.run("For the user Ad, click on the \"Call\" button");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(run.oracle.asked(Ask.TARGET)).as("left to the do loop").isGreaterThanOrEqualTo(1);
        assertThat(sim.log).noneMatch(l -> l.startsWith("click"));
    }

    @Test
    void onlyAScopedPressParses() {
        assertThat(ScopedPress.parse("Click the \"Retweet\" button on all posts by @sed and"))
                .isEmpty();
        assertThat(ScopedPress.parse("Click the \"Retweet\" button on all posts by @sed."))
                .contains(new ScopedPress.Plan("Retweet", "@sed", 1, true, false));
        assertThat(ScopedPress.parse("Click the \"Like\" button on 2 posts by @ut"))
                .contains(new ScopedPress.Plan("Like", "@ut", 2, false, true));
        assertThat(ScopedPress.parse("click on the Save button")).isEmpty();
        assertThat(ScopedPress.parse("search for posts by Ada")).isEmpty();
        assertThat(ScopedPress.parse("enter 5 for the user Ada")).isEmpty();
    }

    @Test
    void aLeadingScopeStaysWithThePressItScopes() {
        assertThat(SubGoals.of("For the user @dolores, click on the \"Like\" button."))
                .containsExactly("For the user @dolores, click on the \"Like\" button");
        assertThat(SubGoals.of("Click the \"Like\" button on all posts by @ut and then click Submit."))
                .isEqualTo(List.of("Click the \"Like\" button on all posts by @ut", "click Submit"));
    }
}
