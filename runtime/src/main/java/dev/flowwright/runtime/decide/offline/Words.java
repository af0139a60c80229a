package dev.flowwright.runtime.decide.offline;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The offline decider's reading of text: lower-case words, a light stemmer ("flights" → "flight",
 * "searching" → "search"), function words dropped, and synonyms for common UI words folded onto one
 * concept ("log in", "login", "sign in" → {@code signin}). General vocabulary only — nothing here knows
 * any particular page.
 */
final class Words {
    private Words() {}

    static final Set<String> STOP = Set.of(
            "a", "an", "the", "and", "or", "of", "for", "on", "in", "at", "by", "with", "into", "onto", "this",
            "that", "these", "those", "it", "its", "is", "are", "be", "was", "were", "been", "my", "your", "our",
            "their", "me", "you", "we", "i", "please", "then", "than", "as", "so", "any", "some", "there",
            "here", "now", "just", "which", "what", "should", "would", "could", "will", "can", "do", "does",
            "has", "have", "had", "not", "no", "if", "up", "out", "about", "via", "using", "use");

    /** Multi-word phrases folded before splitting, so "sign in" and "log in" become one word. */
    private static final String[][] PHRASES = {
            {"sign in", "signin"}, {"log in", "signin"}, {"logon", "signin"}, {"log on", "signin"}, {"login", "signin"},
            {"sign on", "signin"}, {"sign up", "signup"}, {"register", "signup"}, {"create account", "signup"},
            {"create an account", "signup"}, {"sign out", "signout"}, {"log out", "signout"}, {"logout", "signout"},
            {"e-mail", "email"}, {"e mail", "email"}, {"user name", "username"}, {"user id", "username"},
            {"pass word", "password"}, {"pin code", "pincode"}, {"zip code", "postcode"}, {"postal code", "postcode"},
            {"zip", "postcode"}, {"phone number", "phone"}, {"mobile number", "phone"}, {"first name", "firstname"},
            {"given name", "firstname"}, {"last name", "lastname"}, {"surname", "lastname"}, {"family name", "lastname"},
            {"full name", "fullname"}, {"check in", "checkin"}, {"check out", "checkout"}, {"one way", "oneway"},
            {"round trip", "roundtrip"}, {"return trip", "roundtrip"}, {"no thanks", "decline"}, {"not now", "decline"},
            {"maybe later", "decline"}, {"got it", "accept"}, {"new message", "compose"}, {"new mail", "compose"},
            {"new email", "compose"}, {"write message", "compose"}, {"shopping cart", "cart"},
            {"look for", "search"}, {"look up", "search"}, {"find out", "search"}, {"date of birth", "birthdate"}, {"birthday", "birthdate"},
    };

    /** Single words folded onto a concept (after stemming). */
    private static final Map<String, String> SYNONYMS = new HashMap<>();

    static {
        group("search", "find", "lookup", "seek", "query");
        group("close", "dismiss", "hide", "x", "×", "✕", "cancel");
        group("accept", "agree", "allow", "ok", "okay", "confirm", "yes", "consent", "done", "apply");
        group("decline", "reject", "deny", "refuse");
        // "keep shopping", "keep reading": to keep on is to continue (issue #13)
        group("next", "continue", "proceed", "forward", "go", "keep");
        group("back", "previous", "prev", "return");
        // not "draft": a draft is a message that already exists, the opposite of a new one
        group("compose", "write");
        group("send", "submit", "post");
        group("open", "show", "view", "display", "see", "visit", "navigate", "browse", "look", "reveal");
        group("email", "mail", "message");
        group("password", "passcode", "passphrase", "pwd");
        group("username", "account", "handle");
        group("from", "origin", "depart", "departure", "leaving");
        group("to", "destination", "arrive", "arrival", "going", "recipient");
        group("date", "day", "when");
        group("passenger", "traveller", "traveler", "adult", "guest", "people", "person");
        group("cart", "basket", "bag");
        group("remove", "delete", "trash", "discard", "erase");
        group("settings", "preference", "option", "configuration", "config");
        group("help", "support", "faq");
        group("choose", "select", "pick");
        group("type", "fill", "input", "write");
        group("subject", "title", "topic");
        group("body", "content", "text", "description", "note", "comment", "details");
        group("price", "cost", "fare", "cheap", "cheapest", "lowest");
        group("home", "start", "main");
        group("city", "town", "place", "location", "where");
        group("menu", "hamburger", "navigation", "nav");
        group("profile", "avatar", "me");
        group("save", "store");
        group("increase", "add", "more", "plus", "raise", "+");
        group("decrease", "reduce", "less", "minus", "fewer", "lower", "−");
        group("forgot", "reset", "recover", "lost");
        group("book", "reserve", "reservation");
        // "renew every loan" is "Renew all", not one loan's Renew: a step's quantity picks the control for all of them
        group("all", "every", "each", "everything");
    }

    private static void group(String concept, String... words) {
        SYNONYMS.put(concept, concept);
        for (String w : words) SYNONYMS.putIfAbsent(w, concept);
    }

    /** Content words of {@code text}, stemmed and folded to concepts, in order (duplicates kept). */
    static List<String> of(String text) {
        List<String> out = new ArrayList<>();
        if (text == null || text.isEmpty()) return out;
        String t = " " + text.toLowerCase(Locale.ROOT).replace('’', '\'') + " ";
        t = t.replaceAll("[^\\p{L}\\p{N}×✕$]+", " ");
        for (String[] p : PHRASES) if (t.contains(" " + p[0] + " ")) t = t.replace(" " + p[0] + " ", " " + p[1] + " ");
        for (String raw : t.trim().split(" +")) {
            if (raw.isEmpty() || STOP.contains(raw)) continue;
            String w = stem(raw);
            String concept = SYNONYMS.getOrDefault(w, SYNONYMS.getOrDefault(raw, w));
            out.add(concept);
        }
        return out;
    }

    /** Words without concept folding (for phrase matching and the exact-name test). */
    static List<String> plain(String text) {
        List<String> out = new ArrayList<>();
        if (text == null) return out;
        for (String raw : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) if (!raw.isEmpty()) out.add(raw);
        return out;
    }

    private static final Map<String, String> IRREGULAR = Map.of("children", "child", "people", "person", "men", "man",
            "women", "woman", "feet", "foot", "mice", "mouse");

    static String stem(String w) {
        if (IRREGULAR.containsKey(w)) return IRREGULAR.get(w);
        if (w.matches("\\d+(st|nd|rd|th)")) return w.replaceAll("\\D", "");
        if (w.length() <= 3 || w.chars().anyMatch(Character::isDigit)) return w;
        if (w.endsWith("kies") || w.endsWith("vies")) return w.substring(0, w.length() - 1); // cookies, movies
        if (w.endsWith("ies") && w.length() > 4) return w.substring(0, w.length() - 3) + "y";
        if (w.endsWith("ing") && w.length() > 5) return undouble(w.substring(0, w.length() - 3));
        if (w.endsWith("ed") && w.length() > 4) return undouble(w.substring(0, w.length() - 2));
        if (w.endsWith("es") && (w.endsWith("sses") || w.endsWith("shes") || w.endsWith("ches") || w.endsWith("xes"))) return w.substring(0, w.length() - 2);
        if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) return w.substring(0, w.length() - 1);
        return w;
    }

    private static String undouble(String w) {
        int n = w.length();
        if (n >= 3 && w.charAt(n - 1) == w.charAt(n - 2) && "lsz".indexOf(w.charAt(n - 1)) < 0) return w.substring(0, n - 1);
        return w;
    }
}
