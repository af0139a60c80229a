package dev.flowwright.bridge.atspi;

import com.sun.jna.Pointer;
import dev.flowwright.bridge.BridgeError;
import dev.flowwright.bridge.BridgeException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static dev.flowwright.bridge.LiveEnvironment.require;

/** Real GErrors, made by GLib, become typed exceptions with their domain and code. */
class GErrorsTest {
    private static GLib glib;

    @BeforeAll
    static void loadGlib() {
        try {
            glib = GLib.load();
        } catch (UnsatisfiedLinkError e) {
            require(false, "GLib is not installed: " + e.getMessage());
        }
    }

    @Test
    void aDbusTimeoutIsATimeout() {
        Pointer e = glib.g_error_new_literal(glib.g_quark_from_string("atspi_error"), 1,
                "Did not receive a reply. Possible causes include: the remote application did not send a reply");
        BridgeException ex = GErrors.take(glib, e, "reading a name");
        assertThat(ex.error()).isEqualTo(BridgeError.TIMEOUT);
        assertThat(ex.domain()).isEqualTo("atspi_error");
        assertThat(ex.platformCode()).isEqualTo(1);
        assertThat(ex.getMessage()).startsWith("reading a name: Did not receive a reply");
    }

    @Test
    void anyOtherErrorIsAFailureThatKeepsWhatThePlatformSaid() {
        Pointer e = glib.g_error_new_literal(glib.g_quark_from_string("g-dbus-error-quark"), 19,
                "org.freedesktop.DBus.Error.UnknownMethod: No such interface");
        BridgeException ex = GErrors.take(glib, e, "doing action 0");
        assertThat(ex.error()).isEqualTo(BridgeError.FAILED);
        assertThat(ex.domain()).isEqualTo("g-dbus-error-quark");
        assertThat(ex.platformCode()).isEqualTo(19);
        assertThat(ex.getMessage()).isEqualTo("doing action 0: org.freedesktop.DBus.Error.UnknownMethod: No such interface");
    }
}
