package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.flowwright.runtime.steps.Fill.enter;
import static org.assertj.core.api.Assertions.assertThat;

/** A date slot with nothing to type into is picked on a calendar, paged forward (docs/step-kinds.md#enter). */
class EnterCalendarTest {

    /** A one-month calendar starting at {@code first}; "Next month" pages it. Days are full dates or bare numbers. */
    private static Sim calendar(LocalDate first, boolean bareDays) {
        Sim sim = new Sim("browser", "Flights");
        Sim.Node heading = sim.add(sim.node("heading", ""));
        List<Sim.Node> days = new ArrayList<>();
        LocalDate[] month = {first.withDayOfMonth(1)};
        Runnable draw = () -> {
            sim.nodes.removeAll(days);
            days.clear();
            LocalDate m = month[0];
            heading.name = m.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH) + " " + m.getYear();
            for (int d = 1; d <= m.lengthOfMonth(); d++) {
                LocalDate day = m.withDayOfMonth(d);
                String name = bareDays ? Integer.toString(d)
                        : day.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH) + ", "
                        + day.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH) + " " + d + ", " + day.getYear();
                days.add(sim.add(sim.node("gridcell", name).can(ElementAction.CLICK).path("grid \"Calendar\"")));
            }
        };
        draw.run();
        sim.button("Next month").onPress(s -> {
            month[0] = month[0].plusMonths(1);
            draw.run();
        });
        return sim;
    }

    private static long nextPresses(Sim sim) { return sim.clicks.stream().filter(c -> c.equals("button \"Next month\"")).count(); }

    @Test
    void aDateSlotIsPickedOnTheCalendarPagedForwardToItsDay() {
        Sim sim = calendar(LocalDate.of(2026, 1, 1), false);
        RunReport r = SimRun.of(sim).run(enter("departure date", "2026-02-14"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.clicks).containsExactly("button \"Next month\"", "gridcell \"Saturday, February 14, 2026\"");
    }

    @Test
    void bareNumberDaysArePickedOnlyUnderTheirMonthsHeading() {
        Sim sim = calendar(LocalDate.of(2026, 1, 1), true);
        SimRun.of(sim).run(enter("departure date", "14 Feb 2026"));
        assertThat(sim.clicks).containsExactly("button \"Next month\"", "gridcell \"14\"");
    }

    @Test
    void theCalendarIsPagedAtMostTwelveMonths() {
        Sim sim = calendar(LocalDate.of(2026, 1, 1), false);
        RunReport r = SimRun.of(sim).run(enter("departure date", "2028-03-01"));
        assertThat(nextPresses(sim)).isEqualTo(12);
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
    }

    @Test
    void chooseAlsoPagesTheCalendarToADate() {
        Sim sim = calendar(LocalDate.of(2026, 1, 1), false);
        SimRun run = SimRun.of(sim);
        run.oracle.on(dev.flowwright.runtime.decide.Ask.TARGET, (id, q, s) -> dev.flowwright.runtime.sim.Answers.pick("none", 0.9))
                .on(dev.flowwright.runtime.decide.Ask.AGAIN, (id, q, s) -> dev.flowwright.runtime.sim.Answers.pick("none", 0.9));
        RunReport r = run.run(new dev.flowwright.runtime.flow.Step.Choose("departure date", "14 February 2026"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.clicks).containsExactly("button \"Next month\"", "gridcell \"Saturday, February 14, 2026\"");
    }
}
