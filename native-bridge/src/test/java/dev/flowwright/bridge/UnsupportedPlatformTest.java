package dev.flowwright.bridge;

import dev.flowwright.bridge.macos.AxBridge;
import dev.flowwright.bridge.windows.UiaBridge;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

class UnsupportedPlatformTest {

    @Test
    void missingBackendsRefuseEveryCallInsteadOfPretending() {
        for (AccessibilityBridge bridge : List.of(new UiaBridge(), new AxBridge())) {
            assertThatThrownBy(bridge::applications).isInstanceOfSatisfying(BridgeException.class, e ->
                    org.assertj.core.api.Assertions.assertThat(e.error()).isEqualTo(BridgeError.NOT_SUPPORTED));
            assertThatThrownBy(() -> bridge.click(1, 1)).hasMessageContaining("is not supported on this platform");
            assertThatThrownBy(() -> bridge.doAction(new NodePath(1, new int[]{0}), "push button", 0))
                    .hasMessageContaining("not supported on this platform");
        }
    }
}
