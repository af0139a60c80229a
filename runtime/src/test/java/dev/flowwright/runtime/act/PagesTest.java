package dev.flowwright.runtime.act;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A name not on this page is looked for on the next ones, with the pager's one "next" control (issue #13). */
class PagesTest {

    /** A contact book of one card a page: the card's lines are text, its phone a link; "›" turns the page. */
    private static Sim book(List<String> people, int[] page) {
        Sim sim = new Sim("browser", "Contacts");
        Sim.Node phone = sim.link("555-0100");
        Sim.Node number = sim.link("1");
        Sim.Node next = sim.link("›");
        sim.context.add("Find Winifred in the contact book and call them"); // the page says the task too
        Runnable show = () -> {
            sim.context.removeIf(l -> people.contains(l));
            sim.context.add(people.get(page[0]));
            phone.name = "555-010" + page[0];
            number.name = Integer.toString(page[0] + 1);
        };
        show.run();
        next.onPress(s -> { if (page[0] < people.size() - 1) page[0]++; show.run(); });
        sim.goal(s -> false);
        return sim;
    }

    @Test
    void thePagesAreTurnedUntilTheNameShowsAndNoFurther() {
        int[] page = {0};
        Sim sim = book(List.of("Ada Byron", "Hugo Weber", "Winifred Ames", "Zoe Quist"), page);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> Answers.pick("none", 0.9));
        RunReport r = run.run("Find Winifred in the contact book");
        assertThat(page[0]).as("turned to Winifred's card, not past it").isEqualTo(2);
        assertThat(r.toJson()).contains("next_page");
    }

    @Test
    void aNameOnThePageAlreadyTurnsNothing() {
        int[] page = {0};
        Sim sim = book(List.of("Ada Byron", "Hugo Weber"), page);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> Answers.pick("none", 0.9));
        run.run("Find Ada in the contact book");
        assertThat(page[0]).isZero();
    }

    @Test
    void aNextWithNoPageNumberBesideItIsAWizardsNotAPagersAndIsNotPressed() {
        int[] page = {0};
        Sim sim = book(List.of("Ada Byron", "Hugo Weber", "Winifred Ames"), page);
        sim.nodes.removeIf(n -> n.name.equals("1"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> Answers.pick("none", 0.9));
        run.run("Find Winifred in the contact book");
        assertThat(page[0]).isZero();
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void theStepsOwnWordsOnThePageAreNoSightingOfTheName() {
        assertThat(Pages.names("Find Winifred in the contact book and click on their phone number")).containsExactly("Winifred");
        assertThat(Pages.names("open the \"Q3 report\" of Acme")).containsExactly("Q3 report", "Acme");
    }
}
