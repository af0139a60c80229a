package dev.flowwright.bridge;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NodePathTest {
    private static NodePath p(int pid, int... indices) {
        return new NodePath(pid, indices);
    }

    @Test
    void aPathIsTheAncestorOfWhatLiesBelowItInTheSameApplicationOnly() {
        assertThat(p(7, 0).isAncestorOf(p(7, 0, 3, 1))).isTrue();
        assertThat(p(7).isAncestorOf(p(7, 2))).as("the application's root").isTrue();
        assertThat(p(7, 0, 3).isAncestorOf(p(7, 0, 3))).as("not of itself").isFalse();
        assertThat(p(7, 0, 3).isAncestorOf(p(7, 0))).as("not of its parent").isFalse();
        assertThat(p(7, 0, 3).isAncestorOf(p(7, 0, 4, 1))).as("not of a sibling's child").isFalse();
        assertThat(p(7, 0).isAncestorOf(p(8, 0, 1))).as("not in another application").isFalse();
    }

    @Test
    void anIndexPathReadsAsSlashesAndBack() {
        assertThat(p(7, 0, 16384, 2).indexPath()).isEqualTo("0/16384/2");
        assertThat(p(7).indexPath()).isEmpty();
        assertThat(NodePath.parse(7, "0/16384/2")).isEqualTo(p(7, 0, 16384, 2));
    }
}
