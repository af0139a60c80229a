package dev.flowwright.studio.util;

import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class KeyedCoalescerTest {
    @Test
    void eachKeyIsDrawnOnceWithItsNewestValueInTheOrderKeysArrived() {
        ArrayDeque<Runnable> ui = new ArrayDeque<>();
        List<String> drawn = new ArrayList<>();
        KeyedCoalescer<String, String> c = new KeyedCoalescer<>(ui::add, drawn::add);
        c.offer("1#0", "turn 0 look");
        c.offer("1#1", "turn 1 look");
        c.offer("1#0", "turn 0 moved");
        c.offer("end", "end");
        assertThat(ui).hasSize(1);
        ui.poll().run();
        assertThat(drawn).containsExactly("turn 0 moved", "turn 1 look", "end");
        c.offer("1#1", "turn 1 moved");
        assertThat(ui).hasSize(1);
        ui.poll().run();
        assertThat(drawn).endsWith("turn 1 moved");
    }

    @Test
    void discardedValuesAreNeverDrawn() {
        ArrayDeque<Runnable> ui = new ArrayDeque<>();
        List<String> drawn = new ArrayList<>();
        KeyedCoalescer<String, String> c = new KeyedCoalescer<>(ui::add, drawn::add);
        c.offer("a", "old run");
        c.discard();
        ui.poll().run();
        assertThat(drawn).isEmpty();
        c.offer("a", "new run");
        ui.poll().run();
        assertThat(drawn).containsExactly("new run");
    }

    @Test
    void aSameThreadUiDrawsEveryValue() {
        List<Integer> drawn = new ArrayList<>();
        KeyedCoalescer<String, Integer> c = new KeyedCoalescer<>(UiExecutor.sameThread(), drawn::add);
        c.offer("a", 1);
        c.offer("a", 2);
        assertThat(drawn).containsExactly(1, 2);
    }
}
