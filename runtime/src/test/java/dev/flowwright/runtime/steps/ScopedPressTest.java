package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.reading.SubGoals;
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


    /** A feed: posts by @ada and @bo, one of Ada's mentioning @bo; each post's Like is a toggle, one of Bo's already on. */
    private static Sim feed() {
        Sim sim = new Sim("browser", "Feed");
        post(sim, 0, "Bo Lind", "@bo", "Ferries late again", false);
        post(sim, 1, "Ada Byron", "@ada", "Thanks @bo for the tip about the ferries", false);
        post(sim, 2, "Bo Lind", "@bo", "Sunny at the quay", true);
        post(sim, 3, "Bo Lind", "@bo", "Market on Friday", false);
        sim.goal(s -> false);
        return sim;
    }

    private static void post(Sim sim, int i, String name, String handle, String text, boolean liked) {
        Sim.Node like = sim.add(sim.node("button", "Like").can(ElementAction.CLICK).hint("item", name + " " + handle + " 2h " + text)
                .hint("itemHead", name + " " + handle + " · 2h").hint("indexPath", i + "/like")).at(200, 40 * i);
        if (liked) like.states.add(dev.flowwright.runtime.screen.ElementState.CHECKED);
        like.onPress(s -> {
            if (!like.states.remove(dev.flowwright.runtime.screen.ElementState.CHECKED)) like.states.add(dev.flowwright.runtime.screen.ElementState.CHECKED);
        });
    }

    /**
     * The rule this replaces counted any item mentioning @x as by @x, and "all" pressed every match: on a feed
     * (a case it did not come from) that liked Ada's post for mentioning @bo, and took back the Like Bo's post
     * already had. The author is the item's author line; a toggle already on is left alone.
     */
    @Test
    void allPostsBySomeoneAreTheirsNotOnesThatMentionThemAndALikeGivenStays() {
        Sim sim = feed();
        RunReport r = SimRun.of(sim).run("Like all posts by @bo");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sim.log.stream().filter(l -> l.startsWith("click")).count()).isEqualTo(2);
        assertThat(sim.nodes.stream().filter(n -> n.name.equals("Like")).map(n -> n.states.contains(dev.flowwright.runtime.screen.ElementState.CHECKED)))
                .containsExactly(true, false, true, true);
    }

    @Test
    void anItemThatOnlyMentionsTheScopeIsNotTheirs() {
        Sim mentions = feed();
        mentions.nodes.removeIf(n -> n.hints.get("itemHead").contains("@bo"));
        RunReport only = SimRun.of(mentions).run("Click the \"Like\" button on the post by @bo");
        assertThat(only.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(only.step("1").orElseThrow().note()).contains("not as its author");
        assertThat(mentions.log).noneMatch(l -> l.startsWith("click"));
    }

    @Test
    void onePressWithSeveralItemsInScopeAsksAPersonWhichOne() {
        Sim sim = feed();
        SimRun run = SimRun.of(sim);
        List<List<String>> asked = new java.util.ArrayList<>();
        run.responder = req -> {
            asked.add(req.choices());
            return new dev.flowwright.runtime.handoff.HandoffResponse.Picked(1);
        };
        RunReport r = run.run("Click the \"Like\" button on the post by @bo");
        assertThat(asked).hasSize(1);
        assertThat(asked.get(0)).hasSize(3).allMatch(c -> c.contains("@bo"));
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sim.log.stream().filter(l -> l.startsWith("click")).count()).isEqualTo(1);
    }

    @Test
    void aLeadingScopeStaysWithThePressItScopes() {
        assertThat(SubGoals.of("For the user @dolores, click on the \"Like\" button."))
                .containsExactly("For the user @dolores, click on the \"Like\" button");
        assertThat(SubGoals.of("Click the \"Like\" button on all posts by @ut and then click Submit."))
                .isEqualTo(List.of("Click the \"Like\" button on all posts by @ut", "click Submit"));
    }

    /**
     * Where an item shows no author line and no handle (a plain list of contacts, a case the @handle rule did not
     * come from), it is by the person its words start with: a row that only names Ada Byron in its note is not hers.
     */
    @Test
    void anItemWithNoAuthorLineOrHandleIsByTheNameItStartsWithNotOneItMentions() {
        Sim sim = new Sim("browser", "Contacts");
        row(sim, 0, "Ada Byron London");
        row(sim, 1, "Grace Hopper Arlington, introduced by Ada Byron");
        row(sim, 2, "Alan Turing Wilmslow");
        sim.goal(s -> false);
        RunReport r = SimRun.of(sim).run("Press Call on all contacts by Ada Byron");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().note()).contains("1 of 1");
        assertThat(sim.log.stream().filter(l -> l.startsWith("click")).count()).isEqualTo(1);

        Sim mentionOnly = new Sim("browser", "Contacts");
        row(mentionOnly, 0, "Grace Hopper Arlington, introduced by Ada Byron");
        mentionOnly.goal(s -> false);
        RunReport none = SimRun.of(mentionOnly).run("Press Call on the contact by Ada Byron");
        assertThat(none.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(none.step("1").orElseThrow().note()).contains("not as its author");
        assertThat(mentionOnly.log).noneMatch(l -> l.startsWith("click"));
    }
}
