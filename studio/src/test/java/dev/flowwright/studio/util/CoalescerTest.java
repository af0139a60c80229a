package dev.flowwright.studio.util;

import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CoalescerTest {
    @Test
    void onlyTheNewestValueIsDrawnWhenTheUiFallsBehind() {
        ArrayDeque<Runnable> ui = new ArrayDeque<>();
        List<Integer> drawn = new ArrayList<>();
        Coalescer<Integer> c = new Coalescer<>(ui::add, drawn::add);
        for (int i = 0; i < 100; i++) c.offer(i);
        assertThat(ui).hasSize(1);
        ui.poll().run();
        assertThat(drawn).containsExactly(99);
        c.offer(100);
        ui.poll().run();
        assertThat(drawn).containsExactly(99, 100);
    }

    @Test
    void aSameThreadUiDrawsEveryValue() {
        List<Integer> drawn = new ArrayList<>();
        Coalescer<Integer> c = new Coalescer<>(UiExecutor.sameThread(), drawn::add);
        c.offer(1);
        c.offer(2);
        assertThat(drawn).containsExactly(1, 2);
    }
}
