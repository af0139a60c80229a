package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Signing in with a user and a password — "log in as ada with password ${pw}", "sign in with the username
 * ada and the password ${pw}", "login as "ada" using ${pw}", "sign on as ada, password ${pw}" — is
 * {@link Intent.SignIn}. Both are values as written: a {@code ${pw}} stays a reference, and the runner types
 * the password only into a password field. Signing up, signing out or signing in with a provider ("with
 * Google") is not this.
 */
public final class SignInReading implements Reading {
    private static final String TOKEN = "(?:\"[^\"]+\"|“[^”]+”|'[^']+'|\\$\\{[A-Za-z_][A-Za-z0-9_]*}|[^\\s,\"“']+)";
    private static final String VERB = "(?:log\\s*in|log\\s+on|sign\\s*in|sign\\s+on|login|logon|signin)(?:to|\\s+(?:to|into|on))?"
            + "(?:\\s+(?:the\\s+)?(?:site|app|application|account|portal|page|website|system|service))?";
    private static final String USER = "(?:as\\s+(?:(?:the\\s+)?(?:user|username|user\\s+name)\\s+)?|with\\s+(?:the\\s+)?(?:user(?:\\s*name)?|e-?mail(?:\\s+address)?|login|account|id|user\\s+id)\\s+|using\\s+(?:the\\s+)?(?:user(?:\\s*name)?|e-?mail|login|account)\\s+)";
    private static final String JOIN = "(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+|\\s+)(?:(?:with|using|and|by)\\s+)?";
    private static final String PASSWORD = "(?:(?:the|a|my|your)\\s+)?(?:password|passcode|pass\\s*word|pwd|pin)\\s*(?::|is|of|=)?\\s*";
    private static final Pattern SIGN_IN = Pattern.compile(
            "^" + VERB + "\\s+" + USER + "(?<user>" + TOKEN + ")" + JOIN + "(?:" + PASSWORD + ")(?<password>" + TOKEN + ")\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** "log in as ada with ${pw}": a reference after the user is the password only when its name says so. */
    private static final Pattern SIGN_IN_REFERENCE = Pattern.compile(
            "^" + VERB + "\\s+" + USER + "(?<user>" + TOKEN + ")\\s+(?:with|using)\\s+(?<password>\\$\\{[A-Za-z_]*(?i:pass|pw|pwd|secret|pin)[A-Za-z0-9_]*})\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "signing in: \"log in as ada with password ${pw}\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).strip();
        Matcher m = SIGN_IN.matcher(s);
        if (!m.matches()) m = SIGN_IN_REFERENCE.matcher(s);
        if (!m.matches()) return List.of();
        return List.of(new Intent.SignIn(part.strip(), new Value(unquote(m.group("user"))), new Value(unquote(m.group("password")))));
    }

    private static String unquote(String s) {
        return s.length() >= 2 && "\"“'".indexOf(s.charAt(0)) >= 0 ? s.substring(1, s.length() - 1) : s;
    }
}
