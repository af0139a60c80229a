package dev.flowwright.bridge.atspi;

import dev.flowwright.bridge.BridgeException;
import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.NodePath;
import dev.flowwright.bridge.ReadOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static dev.flowwright.bridge.LiveEnvironment.require;

/** Synthesised mouse and keyboard input reach a real GTK dialog: zenity answers what was clicked or typed. */
class PointerAndKeysLiveTest {
    private AtspiBridge bridge;
    private Process zenity;

    @BeforeEach
    void start() {
        require(System.getProperty("os.name").toLowerCase().contains("linux"), "AT-SPI is Linux only");
        String display = System.getenv("DISPLAY");
        require(display != null && !display.isBlank(), "no DISPLAY: start Xvfb (./test does)");
        try {
            bridge = AtspiBridge.open(Duration.ofSeconds(3));
        } catch (BridgeException e) {
            if (e.error() != dev.flowwright.bridge.BridgeError.UNAVAILABLE) throw e; // a bug is a failure, not a skip
            require(false, "no AT-SPI bus: " + e.getMessage());
        }
    }

    @AfterEach
    void stop() {
        if (zenity != null) zenity.destroy();
        if (bridge != null) bridge.close();
    }

    private Node dialog(List<String> command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("NO_AT_BRIDGE", "0");
        try {
            zenity = pb.start();
        } catch (IOException e) {
            require(false, "zenity is not installed");
        }
        for (int i = 0; i < 40; i++) {
            boolean up = bridge.applications().stream().anyMatch(a -> a.pid() == zenity.pid() && a.windowCount() > 0);
            if (up) return bridge.read(new NodePath((int) zenity.pid(), new int[0]), ReadOptions.SCREEN);
            Thread.sleep(250);
        }
        throw new AssertionError("zenity did not show its dialog");
    }

    @Test
    void aMouseClickAtAButtonsCentrePressesIt() throws Exception {
        Node app = dialog(List.of("zenity", "--question", "--text=Click me?"));
        Node yes = app.flatten().filter(n -> n.name().equals("Yes")).findFirst().orElseThrow();
        bridge.click(yes.extents().centerX(), yes.extents().centerY());
        assertThat(zenity.waitFor(10, TimeUnit.SECONDS)).as("zenity closes after the click").isTrue();
        assertThat(zenity.exitValue()).as("Yes answers 0").isZero();
    }

    @Test
    void typedTextAndReturnReachTheFocusedEntry() throws Exception {
        Node app = dialog(List.of("zenity", "--entry", "--text=Your name"));
        Node entry = app.flatten().filter(Node::editable).findFirst().orElseThrow();
        bridge.focus(entry.path(), entry.role());
        bridge.typeString("Grace");
        bridge.keyCombo(List.of(), 0xff0d);
        assertThat(zenity.waitFor(10, TimeUnit.SECONDS)).as("Return confirms the dialog").isTrue();
        assertThat(new String(zenity.getInputStream().readAllBytes()).strip()).isEqualTo("Grace");
    }
}
