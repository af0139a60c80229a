package dev.flowwright.bridge.atspi;

import com.sun.jna.Pointer;
import dev.flowwright.bridge.BridgeError;
import dev.flowwright.bridge.BridgeException;

import java.util.Locale;

/**
 * A {@code GError} as a typed {@link BridgeException}: its domain and code kept, its message in the
 * sentence, a D-Bus timeout (a frozen application) as {@link BridgeError#TIMEOUT}. Frees the GError.
 */
final class GErrors {
    private GErrors() {}

    /** GError is {GQuark domain; gint code; gchar *message}. */
    static BridgeException take(GLib glib, Pointer gerror, String what) {
        int domain = gerror.getInt(0);
        int code = gerror.getInt(4);
        Pointer message = gerror.getPointer(8);
        String text = message == null ? "" : message.getString(0, "UTF-8");
        String domainName = glib.g_quark_to_string(domain);
        glib.g_error_free(gerror);
        BridgeError kind = isTimeout(text) ? BridgeError.TIMEOUT : BridgeError.FAILED;
        return new BridgeException(kind, what + ": " + text, domainName, code, null);
    }

    static boolean isTimeout(String message) {
        String m = message.toLowerCase(Locale.ROOT);
        return m.contains("timeout") || m.contains("timed out") || m.contains("did not receive a reply")
                || m.contains("noreply");
    }
}
