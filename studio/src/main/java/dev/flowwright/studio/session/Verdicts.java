package dev.flowwright.studio.session;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the parts of a decision's verdict line the studio shows ("accept target=e12"). */
public final class Verdicts {
    private static final Pattern TARGET = Pattern.compile("\\btarget=(\\S+)");

    private Verdicts() {}

    /** The element ref a verdict names, or null. */
    public static String target(String verdict) {
        if (verdict == null) return null;
        Matcher m = TARGET.matcher(verdict);
        return m.find() ? m.group(1) : null;
    }
}
