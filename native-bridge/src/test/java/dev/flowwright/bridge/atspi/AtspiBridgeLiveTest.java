package dev.flowwright.bridge.atspi;

import dev.flowwright.bridge.AppInfo;
import dev.flowwright.bridge.BridgeError;
import dev.flowwright.bridge.BridgeException;
import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.NodePath;
import dev.flowwright.bridge.ReadOptions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static dev.flowwright.bridge.LiveEnvironment.require;

/** libatspi through JNA against a real GTK 3 dialog (zenity) under the test's display. */
class AtspiBridgeLiveTest {
    private static AtspiBridge bridge;
    private static Process zenity;

    @BeforeAll
    static void start() throws Exception {
        require(System.getProperty("os.name").toLowerCase().contains("linux"), "AT-SPI is Linux only");
        String display = System.getenv("DISPLAY");
        require(display != null && !display.isBlank(), "no DISPLAY: start Xvfb (./test does)");
        try {
            bridge = AtspiBridge.open(Duration.ofSeconds(2));
        } catch (BridgeException e) {
            if (e.error() != dev.flowwright.bridge.BridgeError.UNAVAILABLE) throw e; // a bug is a failure, not a skip
            require(false, "no AT-SPI bus: " + e.getMessage());
        }
        ProcessBuilder pb = new ProcessBuilder("zenity", "--question", "--title=Bridge test", "--text=Keep going?")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("NO_AT_BRIDGE", "0");
        try {
            zenity = pb.start();
        } catch (IOException e) {
            require(false, "zenity is not installed");
        }
        for (int i = 0; i < 40 && dialog().isEmpty(); i++) Thread.sleep(250);
        assertThat(dialog()).as("zenity registers with AT-SPI").isPresent();
    }

    @AfterAll
    static void stop() {
        if (zenity != null) zenity.destroy();
        if (bridge != null) bridge.close();
    }

    private static Optional<AppInfo> dialog() {
        return bridge.applications().stream().filter(a -> a.pid() == zenity.pid() && a.windowCount() > 0).findFirst();
    }

    private static NodePath root() { return new NodePath((int) zenity.pid(), new int[0]); }

    @Test
    void readsTheDialogWithItsButtonsActionsAndScreenExtents() {
        Node app = bridge.read(root(), ReadOptions.SCREEN);
        Node window = app.children().get(0);
        assertThat(window.role()).isIn("dialog", "alert");
        assertThat(window.extents()).isNotNull();
        Node yes = app.flatten().filter(n -> n.role().equals("push button") && n.name().equals("Yes")).findFirst().orElseThrow();
        assertThat(yes.actions()).contains("click");
        assertThat(yes.extents().isEmpty()).isFalse();
        assertThat(yes.path().indexPath()).startsWith("0/");
        assertThat(bridge.heldObjects()).as("every object taken was released").isZero();
    }

    @Test
    void thePipelinedReadGivesTheSameTreeAsTheWalk() {
        Node bulk = bridge.read(root(), ReadOptions.SCREEN);
        Node walked = bridge.walk(root(), ReadOptions.SCREEN);
        assertThat(bulk).isEqualTo(walked);
        assertThat(bridge.bulkFallbacks()).isZero();
        Node again = bridge.read(root(), ReadOptions.SCREEN);
        assertThat(again).as("a second read, with role, interfaces and actions remembered").isEqualTo(walked);
    }

    @Test
    void anUnchangedTreeIsNotReadAgainButAnythingTheBridgeDoesForgetsIt() {
        require(bridge.watchingEvents(), "AT-SPI events do not reach the bridge here");
        ReadOptions options = new ReadOptions(1998, 40, true, 2000);
        Node first = bridge.read(root(), options);
        long reused = bridge.reusedReads();
        assertThat(bridge.read(root(), options)).isEqualTo(first);
        assertThat(bridge.reusedReads()).isEqualTo(reused + 1);
        bridge.typeString("");
        bridge.read(root(), options);
        assertThat(bridge.reusedReads()).as("read again after the bridge acted").isEqualTo(reused + 1);
    }

    @Test
    void anElementThatChangedRoleIsStaleAndNothingIsLeft() {
        Node yes = bridge.read(root(), ReadOptions.SCREEN).flatten()
                .filter(n -> n.name().equals("Yes")).findFirst().orElseThrow();
        assertThatThrownBy(() -> bridge.doAction(yes.path(), "check box", 0))
                .isInstanceOfSatisfying(BridgeException.class, e -> {
                    assertThat(e.error()).isEqualTo(BridgeError.STALE);
                    assertThat(e.getMessage()).contains("is now a push button, not the check box");
                });
        assertThatThrownBy(() -> bridge.setText(yes.path(), "push button", "x"))
                .isInstanceOfSatisfying(BridgeException.class, e -> assertThat(e.error()).isEqualTo(BridgeError.NOT_SUPPORTED_BY_ELEMENT));
        assertThatThrownBy(() -> bridge.read(new NodePath(Integer.MAX_VALUE, new int[0]), ReadOptions.SCREEN))
                .isInstanceOfSatisfying(BridgeException.class, e -> assertThat(e.error()).isEqualTo(BridgeError.STALE));
        assertThat(bridge.heldObjects()).isZero();
    }

    @Test
    void aFrozenApplicationTimesOutAndTheBridgeAnswersAfterwards() throws Exception {
        // options no earlier read used, so the answer cannot come from a remembered read
        ReadOptions fresh = new ReadOptions(1999, 40, true, 2000);
        signal("STOP");
        try {
            long start = System.nanoTime();
            assertThatThrownBy(() -> bridge.read(root(), fresh))
                    .isInstanceOfSatisfying(BridgeException.class, e -> assertThat(e.error()).isEqualTo(BridgeError.TIMEOUT));
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(6));
        } finally {
            signal("CONT");
        }
        Node app = null;
        for (int i = 0; i < 10 && app == null; i++) {
            try {
                app = bridge.read(root(), ReadOptions.SCREEN);
            } catch (BridgeException e) {
                if (e.error() != BridgeError.TIMEOUT) throw e;
            }
        }
        assertThat(app).as("the bridge answers once the application does").isNotNull();
        assertThat(app.children()).isNotEmpty();
    }

    /** An application that does not answer (starting, or stuck) is left out of a listing; it cannot hold up the others. */
    @Test
    void aFrozenApplicationIsLeftOutOfTheListingAndTheOthersAreListed() throws Exception {
        ProcessBuilder pb = new ProcessBuilder("zenity", "--info", "--title=Still answering", "--text=Here")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("NO_AT_BRIDGE", "0");
        Process other = pb.start();
        try {
            for (int i = 0; i < 40 && bridge.applications().stream().noneMatch(a -> a.pid() == other.pid() && a.windowCount() > 0); i++)
                Thread.sleep(250);
            signal("STOP");
            try {
                long start = System.nanoTime();
                List<AppInfo> apps = bridge.applications();
                assertThat(Duration.ofNanos(System.nanoTime() - start)).as("well inside the call limit").isLessThan(Duration.ofMillis(1_900));
                assertThat(apps).extracting(AppInfo::pid).contains((int) other.pid()).doesNotContain((int) zenity.pid());
            } finally {
                signal("CONT");
            }
            assertThat(dialog()).as("listed again once it answers").isPresent();
        } finally {
            other.destroy();
        }
    }

    private static void signal(String name) throws Exception {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(zenity.pid())).start();
        assertThat(kill.waitFor()).isZero();
    }
}
