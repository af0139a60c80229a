package dev.flowwright.studio.util;

import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PreparingCoalescerTest {
    @Test
    void theNewestValueIsPreparedOnTheWorkerAndOnlyPutInPlaceOnTheUi() {
        ArrayDeque<Runnable> worker = new ArrayDeque<>();
        ArrayDeque<Runnable> ui = new ArrayDeque<>();
        List<String> prepared = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        PreparingCoalescer<Integer, String> c = new PreparingCoalescer<>(worker::add, v -> {
            prepared.add("rows of " + v);
            return "rows of " + v;
        }, ui::add, shown::add);
        for (int i = 0; i < 10; i++) c.offer(i);
        assertThat(worker).as("one preparation at a time").hasSize(1);
        worker.poll().run();
        assertThat(prepared).as("only the newest is prepared").containsExactly("rows of 9");
        assertThat(shown).as("nothing shown before the UI runs").isEmpty();
        c.offer(10);
        c.offer(11);
        assertThat(worker).as("the next waits until the last one is in place").isEmpty();
        ui.poll().run();
        assertThat(shown).containsExactly("rows of 9");
        assertThat(worker).as("what came meanwhile is prepared next").hasSize(1);
        worker.poll().run();
        ui.poll().run();
        assertThat(shown).containsExactly("rows of 9", "rows of 11");
        assertThat(prepared).containsExactly("rows of 9", "rows of 11");
    }

    @Test
    void onTheCallingThreadEveryValueIsShownInOrder() {
        List<Integer> shown = new ArrayList<>();
        PreparingCoalescer<Integer, Integer> c = new PreparingCoalescer<>(Runnable::run, v -> v * 10, UiExecutor.sameThread(), shown::add);
        c.offer(1);
        c.offer(2);
        assertThat(shown).containsExactly(10, 20);
    }

    @Test
    void aFailedPreparationDoesNotStopTheNextValue() {
        List<Integer> shown = new ArrayList<>();
        PreparingCoalescer<Integer, Integer> c = new PreparingCoalescer<>(r -> {
            try {
                r.run();
            } catch (IllegalStateException expected) {
                // the worker reports it; the coalescer is ready again
            }
        }, v -> {
            if (v == 1) throw new IllegalStateException("boom");
            return v;
        }, UiExecutor.sameThread(), shown::add);
        c.offer(1);
        c.offer(2);
        assertThat(shown).containsExactly(2);
    }
}
