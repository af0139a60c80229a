package dev.flowwright.runtime.decide.offline;

import dev.flowwright.runtime.Thresholds;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The offline decider's judgments about a whole screen: does it show the step's result, is something
 * in the way, does it show a condition or an error. Read from general cues — the step's own words in the
 * title, headings, text, chosen options and field contents; a layer in front; words any application
 * uses for an error or a confirmation — never from knowledge of a particular page.
 */
final class ScreenJudge {
    private ScreenJudge() {}

    enum Kind { DISMISS, SIGN_IN, TYPE, SELECT, NAVIGATE, SEARCH, COMMIT, OTHER }

    private static final Set<String> VERB_CONCEPTS = Set.of("open", "search", "choose", "type", "close", "accept",
            "decline", "next", "back", "send", "save", "signin", "signout", "signup", "set", "check", "tick", "create",
            "remove", "enter", "switch", "change", "turn", "enable", "disable", "increase", "decrease", "compose", "sort",
            "filter", "book", "reply", "forward", "update", "archive");
    /** Words that never say what a goal is about. */
    private static final Set<String> GENERIC = Set.of("step", "screen", "page", "button", "link", "field", "box", "control",
            "result", "form", "new", "on", "off", "want", "need", "try", "again", "click", "press", "tap", "go", "make", "log",
            "from", "to", "section", "area", "part", "tab", "panel", "cell");
    private static final Set<String> OVERLAY_NOUNS = Set.of("cookie", "banner", "dialog", "popup", "pop", "modal", "notice",
            "prompt", "consent", "overlay", "newsletter", "alert", "notification", "offer", "promo");
    private static final Set<String> OVERLAY_WORDS = Set.of("cookie", "cookies", "consent", "newsletter", "subscribe",
            "popup", "pop-up", "modal", "privacy", "advert", "promo", "promotion", "offer", "notification", "notifications");
    /** Words that say by themselves that something is wrong. */
    private static final Set<String> ERROR_WORDS = Set.of("error", "invalid", "required", "incorrect", "wrong", "missing", "failed");
    /**
     * Words of error messages that are also the words of hints and instructions ("Enter your e-mail", "Passwords
     * must be 8 characters long"): two of them make an error ("Please enter a valid e-mail", "is not valid", "too short").
     */
    private static final Set<String> ERROR_HINT_WORDS = Set.of("must", "enter", "valid", "not", "too", "short", "long", "match");

    /**
     * Leading verbs that act on an item already on screen — send, forward or reply to a mail, remove it, mark
     * or flag it, block a user. Opening the item shows its name; that is the way there, not the step done
     * (issue #13: "Forward to Alicia the email from Jessa" ended done once the mail was open).
     */
    private static final Set<String> ITEM_VERBS = Set.of("send", "forward", "reply", "remove", "delete", "trash",
            "discard", "erase", "archive", "mark", "flag", "star", "block", "report", "mute", "retweet", "unfollow");
    /** Item verbs whose effect is the item gone. */
    private static final Set<String> REMOVING = Set.of("remove", "delete", "trash", "discard", "erase");
    /** Words that say what kind of item a step acts on, never which one. */
    private static final Set<String> ITEM_NOUNS = Set.of("email", "post", "file", "item", "entry", "row", "record",
            "thread", "comment", "note", "task", "todo", "contact", "card", "it", "them", "all", "one");

    /** Leading verbs that press a control the step names. */
    private static final Set<String> PRESS_VERBS = Set.of("click", "press", "tap", "hit");
    /** Leading verbs that ask to find a thing: the thing shown is the step done. */
    private static final Set<String> FIND_VERBS = Set.of("find", "locate");

    /**
     * "click the trash icon to delete it": a control every word of which the step says went away since the
     * step began — the control the step named was pressed and did its work (a row's icon, a banner's button).
     */
    static boolean pressedControlGone(String goal, StateView.Effect e) {
        Set<String> said = new HashSet<>(Words.of(goal));
        for (String label : e.gone()) {
            Candidate c = Candidate.line(label);
            if (!c.has("covered") && !Words.of(c.shown()).isEmpty() && said.containsAll(Words.of(c.shown()))) return true;
        }
        return false;
    }

    /** The step's first word, past a polite "please": the verb of an imperative step. */
    static String leadingVerb(String goal) {
        for (String w : Words.plain(goal)) if (!w.equals("please") && !w.equals("now")) return w;
        return "";
    }

    static Kind kindOf(String goal) {
        if (ITEM_VERBS.contains(leadingVerb(goal))) return Kind.COMMIT;
        for (String w : Words.of(goal)) {
            switch (w) {
                case "signin" -> { return Kind.SIGN_IN; }
                case "close" -> { return Kind.DISMISS; }
                case "accept", "decline" -> {
                    // a dismiss verb with an overlay noun dismisses ("accept the cookies"); "agree to the policy" is a tick
                    for (String o : Words.of(goal)) if (OVERLAY_NOUNS.contains(o)) return Kind.DISMISS;
                    return Kind.SELECT;
                }
                case "type", "enter" -> { return Kind.TYPE; }
                case "choose", "check", "tick", "set", "sort", "filter", "switch", "turn", "enable", "disable" -> { return Kind.SELECT; }
                case "search" -> { return Kind.SEARCH; }
                case "open", "go", "read", "compose" -> { return Kind.NAVIGATE; }
                case "send", "save", "increase", "create", "book", "reply", "forward", "update", "remove", "archive", "signup" -> { return Kind.COMMIT; }
                default -> { }
            }
        }
        return Kind.OTHER;
    }

    /** The symbols a close button is drawn with, which are also the names of other keys ("×" multiplies). */
    private static final Set<String> CLOSE_SYMBOLS = Set.of("x", "×", "✕");

    /** Whether the goal's only word for closing is a symbol ("press ×"), not a word ("close the ×"). */
    static boolean closesBySymbolOnly(String goal) {
        String spaced = " " + goal.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}×✕]+", " ") + " ";
        boolean symbol = false;
        for (String c : CLOSE_SYMBOLS) {
            if (spaced.contains(" " + c + " ")) symbol = true;
            spaced = spaced.replace(" " + c + " ", " ");
        }
        return symbol && !Words.of(spaced).contains("close");
    }

    /** Words an application shows once an action of this verb has happened. */
    private static Set<String> doneWords(String goal) {
        Set<String> out = new HashSet<>(Set.of("success", "successful", "successfully", "thank", "thanks", "confirmed", "complete", "completed"));
        for (String w : Words.of(goal)) {
            switch (w) {
                case "send" -> out.addAll(Set.of("sent", "submitted", "received"));
                case "save" -> out.addAll(Set.of("saved", "stored"));
                case "increase" -> out.addAll(Set.of("added"));
                case "create", "compose" -> out.addAll(Set.of("created", "welcome"));
                case "signup" -> out.addAll(Set.of("created", "welcome", "subscribed", "registered", "joined"));
                case "book" -> out.addAll(Set.of("booked", "reserved", "confirmation"));
                case "update" -> out.addAll(Set.of("updated", "saved"));
                case "remove" -> out.addAll(Set.of("deleted", "removed"));
                case "archive" -> out.addAll(Set.of("archived"));
                case "reply", "forward" -> out.addAll(Set.of("sent"));
                default -> { }
            }
        }
        return out;
    }

    /** The goal's object words: its concepts without verbs and generic UI words. */
    static Set<String> objects(String goal) {
        Set<String> nouns = new HashSet<>();
        Set<String> laterVerbs = new HashSet<>();
        boolean verbSeen = false;
        for (String w : Words.of(goal)) {
            if (GENERIC.contains(w) || w.length() < 2) continue;
            if (VERB_CONCEPTS.contains(w)) {
                if (verbSeen) laterVerbs.add(w);
                verbSeen = true;
            } else {
                nouns.add(w);
            }
        }
        // "open the sign in page": when only verbs are left, the later ones are the object
        return nouns.isEmpty() ? laterVerbs : nouns;
    }

    /** Share of {@code words} found in {@code text}'s concepts (0 when there are no words). */
    static double cover(Set<String> words, String text) {
        if (words.isEmpty()) return 0;
        Set<String> have = new HashSet<>(Words.of(text));
        int hit = 0;
        for (String w : words) if (have.contains(w) || have.contains(w + "e") || (w.endsWith("e") && have.contains(w.substring(0, w.length() - 1)))) hit++;
        return (double) hit / words.size();
    }

    /** Words that report a failure when they appear after an action. */
    private static final Set<String> FAILURE_WORDS = Set.of("error", "invalid", "incorrect", "wrong", "failed", "failure",
            "required", "missing", "unable", "cannot", "denied", "problem");
    /** Words that report success whatever the verb. */
    private static final Set<String> SUCCESS_WORDS = Set.of("success", "successful", "successfully", "thank", "thanks",
            "confirmed", "complete", "completed", "done", "welcome");

    /**
     * P(done) read from what the step's own actions changed (the state's {@code since_step_began}), or −1
     * when that says nothing either way. New text reporting an error, or a dialog the step opened still
     * waiting in front, say not yet; new text reporting success or the step's verb done ("Renewed."),
     * new text or a new window naming the step's object ("3 stores in Izmir" for "search for stores"),
     * or — for a step with no object, "continue" — the screen moving on, say done.
     */
    static double effect(String goal, StateView v) {
        StateView.Effect e = v.effect;
        if (!e.acted() || !e.any()) return -1;
        List<String> news = new java.util.ArrayList<>(e.textAppeared());
        if (e.windowNow() != null) news.add(e.windowNow());
        for (String line : e.textAppeared()) for (String w : Words.plain(line)) if (FAILURE_WORDS.contains(w)) return Thresholds.EFFECT_ERROR;
        if (e.surfaceNow() != null && v.frontIsLayer() && kindOf(goal) != Kind.DISMISS && kindOf(goal) != Kind.NAVIGATE) {
            return Thresholds.EFFECT_DIALOG_WAITING;
        }
        Set<String> past = pastForms(goal);
        for (String line : news) {
            for (String w : Words.plain(line)) if (SUCCESS_WORDS.contains(w) || past.contains(w)) return Thresholds.EFFECT_CONFIRMED;
        }
        double counted = countChange(goal, e);
        if (counted >= 0) return counted;
        String leading = leadingVerb(goal);
        if (ITEM_VERBS.contains(leading)) return REMOVING.contains(leading) && removed(goal, v) ? Thresholds.EFFECT_MOVED_ON : -1;
        if (PRESS_VERBS.contains(leading) && pressedControlGone(goal, e)) return Thresholds.EFFECT_MOVED_ON;
        Set<String> objects = objects(goal);
        // "find the email by Celestina": what opened names Celestina; the kind of thing ("email") it need not say
        if (FIND_VERBS.contains(leading) && cover(objects, String.join("\n", news)) > 0) return Thresholds.EFFECT_CONFIRMED;
        if (!objects.isEmpty()) {
            // a control for the step's own verb that came up since ("Verify" after "continue") means the
            // object is being asked for, not shown done
            if (verbControlAppeared(goal, e)) return -1;
            double named = Math.max(cover(objects, String.join("\n", news)), ownWords(goal, news));
            if (named >= Thresholds.EFFECT_NAMES_OBJECT) return Thresholds.EFFECT_NAMES_OBJECT + (Thresholds.EFFECT_CONFIRMED - Thresholds.EFFECT_NAMES_OBJECT) * named;
            // selecting an item that opens its own page ("select the cheapest flight" → checkout) has moved on
            if (kindOf(goal) == Kind.SELECT && e.windowNow() != null && !e.gone().isEmpty()) return Thresholds.EFFECT_MOVED_ON;
            return -1;
        }
        // no object to look for: the press moved the screen on when its own control went or new text came
        boolean ownControlGone = false;
        Set<String> verb = new HashSet<>(Words.of(goal));
        for (String label : e.gone()) if (!verb.isEmpty() && cover(verb, Candidate.line(label).shown()) >= 1) ownControlGone = true;
        boolean moved = ownControlGone || e.windowNow() != null || !e.textAppeared().isEmpty();
        return moved ? Thresholds.EFFECT_MOVED_ON : -1;
    }

    /**
     * "remove the email from Gisela": the item the step names was on screen when it began and nothing on
     * screen names it now — no row, no control, no text but the step's own words echoed by the page. An
     * opened mail still names its sender, so opening it is not removing it.
     */
    static boolean removed(String goal, StateView v) {
        Set<String> names = new HashSet<>(objects(goal));
        names.removeAll(ITEM_NOUNS);
        names.removeAll(Words.of(leadingVerb(goal)));
        if (names.isEmpty()) return false;
        boolean wasThere = false;
        for (String label : v.effect.gone()) if (cover(names, Candidate.line(label).shown()) > 0) wasThere = true;
        for (String line : v.effect.textGone()) if (cover(names, line) > 0) wasThere = true;
        if (!wasThere) return false;
        for (Candidate c : v.elements) if (cover(names, c.shown()) > 0) return false;
        Set<String> said = new HashSet<>(Words.of(goal));
        for (String line : v.text) {
            if (cover(said, line) >= 1) continue; // the page showing the step itself ("Your task: delete …")
            if (cover(names, line) > 0) return false;
        }
        return true;
    }

    private static final Set<String> CONTROL_ROLES = Set.of("button", "link", "menuitem", "menu item", "push button", "tab");

    /**
     * Whether a control that does the step appeared since it began: named by the step's leading verb and
     * by nothing the step does not say ("Verify" for "verify the code"; not "Change search" for "search").
     */
    static boolean verbControlAppeared(String goal, StateView.Effect e) {
        List<String> plain = Words.plain(goal);
        if (plain.isEmpty()) return false;
        Set<String> verb = new HashSet<>(Words.of(plain.get(0)));
        if (verb.isEmpty()) return false;
        for (String label : e.appeared()) {
            Candidate c = Candidate.line(label);
            if (!CONTROL_ROLES.contains(c.role()) || cover(verb, c.name()) < 1) continue;
            if (cover(new HashSet<>(Words.of(c.name())), goal) >= 1) return true;
        }
        return false;
    }

    /**
     * Share of the step's own words, past its leading verb, that new text repeats, compared by stem and
     * not by concept ("start a new email message" → a heading "New message"; "changing your delivery
     * address" → a title "Change your delivery address").
     */
    static double ownWords(String goal, List<String> news) {
        List<String> plain = Words.plain(goal);
        Set<String> want = new HashSet<>();
        for (int i = 1; i < plain.size(); i++) {
            String w = plain.get(i);
            if (w.length() > 1 && !Words.STOP.contains(w)) want.add(bare(Words.stem(w)));
        }
        if (want.isEmpty()) return 0;
        Set<String> have = new HashSet<>();
        for (String line : news) for (String w : Words.plain(line)) have.add(bare(Words.stem(w)));
        int hit = 0;
        for (String w : want) if (have.contains(w)) hit++;
        return (double) hit / want.size();
    }

    /** A stem without a silent final e, so "chang" (changing) meets "change". */
    private static String bare(String stem) {
        return stem.length() > 4 && stem.endsWith("e") ? stem.substring(0, stem.length() - 1) : stem;
    }

    private static final Set<String> BUSY_WORDS = Set.of("loading", "checking", "processing", "working", "searching",
            "waiting", "sending", "saving", "verifying", "updating", "connecting", "wait");

    /**
     * The step's own action left the application saying it is still at work ("Checking whether anyone
     * has reserved this book…", "Loading…"): the next move is to wait for it, not to press again.
     */
    static boolean busy(StateView v) {
        for (String line : v.effect.textAppeared()) {
            String t = line.strip();
            if (t.endsWith("…") || t.endsWith("...")) return true;
            for (String w : Words.plain(t)) if (BUSY_WORDS.contains(w)) return true;
        }
        return false;
    }

    /** "renew" → renewed; "apply" → applied; "stop" → stopped; a gerund after the verb too ("answer yes to renewing"). */
    static Set<String> pastForms(String goal) {
        List<String> plain = Words.plain(goal);
        Set<String> out = new HashSet<>();
        if (plain.isEmpty()) return out;
        List<String> verbs = new java.util.ArrayList<>();
        verbs.add(plain.get(0));
        for (String w : plain) if (w.endsWith("ing") && w.length() > 5) verbs.add(Words.stem(w));
        for (String v : verbs) {
            if (v.length() < 3) continue;
            out.add(v.endsWith("e") ? v + "d" : v + "ed");
            if (v.endsWith("y")) out.add(v.substring(0, v.length() - 1) + "ied");
            char last = v.charAt(v.length() - 1);
            if ("aeiouwxy".indexOf(last) < 0) out.add(v + last + "ed");
            if (!v.endsWith("e")) out.add(v + "ed");
        }
        return out;
    }

    /**
     * A status line that opens with the step's verb done ("Renewed. The Hobbit is now due …", "Saved.")
     * is how an application reports the step finished, whoever pressed the button.
     */
    static boolean statusSaysDone(String goal, StateView v) {
        Set<String> past = pastForms(goal);
        for (String line : statusLines(v)) {
            List<String> plain = Words.plain(line);
            if (!plain.isEmpty() && past.contains(plain.get(0))) return true;
        }
        return false;
    }

    private static final java.util.Map<String, Integer> NUMBER_WORDS = java.util.Map.of("a", 1, "an", 1, "another", 1,
            "one", 1, "two", 2, "three", 3, "four", 4, "five", 5);

    /**
     * For a step that raises or lowers a count ("add one more adult passenger"): P(done) from how far the
     * count moved since the step began, read from a label or a text line that changed only in its
     * number; −1 when the step asks for no count or no count moved.
     */
    static double countChange(String goal, StateView.Effect e) {
        List<String> words = Words.of(goal);
        int direction = words.contains("increase") ? 1 : words.contains("decrease") || words.contains("remove") ? -1 : 0;
        if (direction == 0) return -1;
        int asked = 1;
        for (String w : Words.plain(goal)) {
            if (w.matches("\\d{1,3}")) { asked = Integer.parseInt(w); break; }
            if (NUMBER_WORDS.containsKey(w) && !w.startsWith("a")) { asked = NUMBER_WORDS.get(w); break; }
        }
        // only a count the step speaks of: a clock ticking down ("599 / 600sec") is not an item removed
        Set<String> said = new HashSet<>(words);
        Integer moved = numberMoved(e.gone(), e.appeared(), said);
        if (moved == null) moved = numberMoved(e.textGone(), e.textAppeared(), said);
        if (moved == null) return -1;
        if (moved == direction * asked) return Thresholds.EFFECT_CONFIRMED;
        return Thresholds.EFFECT_ERROR;
    }

    /** The change of the number in a line that went and came back differing only in that number. */
    private static Integer numberMoved(List<String> gone, List<String> appeared, Set<String> said) {
        java.util.regex.Pattern n = java.util.regex.Pattern.compile("\\d+");
        for (String before : gone) {
            var mb = n.matcher(before);
            if (!mb.find() || Words.of(before.replaceAll("\\d+", " ")).stream().noneMatch(said::contains)) continue;
            String shape = String.join(" ", Words.of(before.replaceAll("\\d+", "#")));
            for (String after : appeared) {
                var ma = n.matcher(after);
                if (!ma.find()) continue;
                if (!shape.equals(String.join(" ", Words.of(after.replaceAll("\\d+", "#"))))) continue;
                return Integer.parseInt(ma.group()) - Integer.parseInt(mb.group());
            }
        }
        return null;
    }

    /**
     * P(the screen shows {@code option} chosen): the option itself selected or checked, or the value of
     * a field, settles it; the option unselected while a sibling of its kind is selected says no; the
     * option present with no selection shown either way leans yes; the option nowhere says no.
     */
    static double reflects(String option, StateView v) {
        Set<String> want = new HashSet<>(Words.of(option));
        if (want.isEmpty()) return Thresholds.OFFLINE_NO_EVIDENCE;
        boolean present = false;
        boolean siblingChosen = false;
        for (Candidate c : v.elements) {
            boolean chosen = c.has("selected") || c.has("checked");
            boolean named = cover(want, c.name()) >= 1;
            if (named && chosen) return Thresholds.REFLECT_SHOWN_CHOSEN;
            if (!c.value().isEmpty() && cover(want, c.value()) >= 1) return Thresholds.REFLECT_SHOWN_CHOSEN;
            if (named) {
                present = true;
                for (Candidate sib : v.elements) {
                    if (sib != c && sib.role().equals(c.role()) && sib.where().equals(c.where()) && (sib.has("selected") || sib.has("checked"))) siblingChosen = true;
                }
            }
        }
        for (String f : v.fields) if (cover(want, f) >= 1) return Thresholds.REFLECT_SHOWN_CHOSEN;
        if (present) return siblingChosen ? 1 - Thresholds.REFLECT_SHOWN_CHOSEN : Thresholds.REFLECT_UNMARKED;
        return cover(want, v.shownText()) >= 1 ? Thresholds.REFLECT_UNMARKED : 1 - Thresholds.REFLECT_SHOWN_CHOSEN;
    }

    /**
     * Something in front of the page: a layer surface, covered elements, or — for a banner drawn into the
     * page — an overlay word at the top of the text together with a control that closes or accepts.
     */
    static boolean overlay(StateView v) {
        if (v.frontIsLayer()) return true;
        for (Candidate c : v.elements) if (c.has("covered")) return true;
        boolean closer = v.elements.stream().anyMatch(c -> {
            List<String> ws = Words.of(c.shown());
            return ws.contains("close") || ws.contains("accept") || ws.contains("decline");
        });
        if (!closer) return false;
        for (int i = 0; i < Math.min(3, v.text.size()); i++) for (String w : Words.plain(v.text.get(i))) if (OVERLAY_WORDS.contains(w)) return true;
        return false;
    }

    static boolean confirms(String goal, StateView v) {
        Set<String> words = doneWords(goal);
        for (String line : statusLines(v)) for (String w : Words.plain(line)) if (words.contains(w)) return true;
        return false;
    }

    /**
     * The screen's text that can report something: a line that is a control's own name is its label, which says
     * what the control is for, never what happened ("Options added via config" labels a select; nothing was added).
     */
    static List<String> statusLines(StateView v) {
        Set<String> labels = new HashSet<>();
        for (Candidate c : v.elements) if (!c.name().isBlank()) labels.add(String.join(" ", Words.plain(c.name())));
        List<String> out = new java.util.ArrayList<>();
        for (String line : v.text) if (!labels.contains(String.join(" ", Words.plain(line)))) out.add(line);
        return out;
    }

    /** Words for the window or program itself, as a step to close or quit it names it. */
    /**
     * Words for the window itself: "close the window", "quit the app" — and what a program's window holds,
     * "close the document", "close the spreadsheet": while that window shows, it is not closed.
     */
    private static final Set<String> WINDOW_WORDS = Set.of("window", "app", "application", "program", "programme", "document",
            "spreadsheet", "workbook", "sheet", "file", "editor");

    /** How a step says to close something — "without saving", "but keep the draft" — which names nothing closed. */
    private static final java.util.regex.Pattern MANNER = java.util.regex.Pattern.compile(
            "(?i)\\s*(?:,\\s*)?\\b(?:without|but\\s+keep|except)\\b.*$");

    /** Whether a step's objects name the window that shows (its kind, or its title), not a layer over it. */
    private static boolean namesTheWindow(Set<String> objects, StateView v) {
        if (objects.isEmpty()) return false;
        Set<String> named = new HashSet<>(objects);
        named.removeAll(WINDOW_WORDS);
        // "the window", "the app": whichever shows; "the settings window": the one titled so
        if (named.isEmpty()) return true;
        return v.window != null && !v.window.isBlank() && cover(named, v.window) >= 1.0;
    }

    private static String headings(StateView v) {
        StringBuilder b = new StringBuilder(v.window).append(' ');
        for (Candidate c : v.elements) if ("heading".equals(c.role())) b.append(c.name()).append(' ');
        // with no heading marked, the first lines stand for the title when they are as short as one
        for (int i = 0; i < Math.min(2, v.text.size()); i++) {
            if (Words.plain(v.text.get(i)).size() <= Thresholds.OFFLINE_TITLE_LINE_WORDS) b.append(v.text.get(i)).append(' ');
        }
        return b.toString();
    }

    private static boolean isCell(Candidate c) {
        return "cell".equals(c.role()) || "gridcell".equals(c.role());
    }

    private static String chosen(StateView v) {
        StringBuilder b = new StringBuilder();
        for (Candidate c : v.elements) {
            if (c.has("selected") || c.has("checked") || c.has("expanded")) b.append(c.shown()).append(' ');
            // a table cell's value is what it holds, not a choice made (a sheet's cells would all read as picked)
            boolean picked = (!c.isTextField() || "combobox".equals(c.role())) && !isCell(c);
            if (!c.value().isEmpty() && picked) b.append(c.shown()).append(' ').append(c.value()).append(' ');
        }
        return b.toString();
    }

    private static String values(StateView v) {
        return values(v, true);
    }

    /** The values fields show, each after its name; a table's cells among them or not. */
    private static String values(StateView v, boolean cells) {
        StringBuilder b = new StringBuilder();
        for (Candidate c : v.elements)
            if (!c.value().isEmpty() && (cells || !isCell(c))) b.append(c.shown()).append(' ').append(c.value()).append(' ');
        v.fields.forEach(f -> b.append(f).append(' '));
        return b.toString();
    }

    /** How strongly an actionable control still offers to do the goal (0–1). */
    private static double stillOffered(String goal, StateView v) {
        if (v.elements.isEmpty()) return 0;
        java.util.Map<String, Candidate> cs = new java.util.LinkedHashMap<>();
        for (int i = 0; i < v.elements.size(); i++) {
            Candidate c = v.elements.get(i);
            if (c.has("selected") || c.has("checked") || c.has("disabled") || "heading".equals(c.role())) continue;
            cs.put(Integer.toString(i), c);
        }
        if (cs.isEmpty()) return 0;
        double best = Relevance.scores(goal, cs, Relevance.actionOf(goal)).values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return Math.max(0, Math.min(1, (best - Thresholds.OFFLINE_OFFERED_FROM) / (Thresholds.OFFLINE_OFFERED_FULLY - Thresholds.OFFLINE_OFFERED_FROM)));
    }

    /** P(the screen shows the goal accomplished). */
    static double completion(String goal, StateView v) {
        v = v.withoutEcho(goal);
        Set<String> objects = objects(goal);
        String shown = v.shownText();
        double title = cover(objects, headings(v));
        double text = cover(objects, shown);
        double chosen = cover(objects, chosen(v));
        double inFields = cover(objects, values(v));
        boolean layer = overlay(v);
        double offered = stillOffered(goal, v);
        double evidence;
        Kind kind = kindOf(goal);
        // "press ×" with nothing in front to close is a press of the control named "×" (a calculator's multiply key),
        // judged like any press: only a close said in words ("close", "dismiss", …) is a dismissal without a layer
        if (kind == Kind.DISMISS && !layer && closesBySymbolOnly(goal)) kind = Kind.OTHER;
        switch (kind) {
            // "close the window", "quit the app": no layer, and the window the step names is the one still showing
            case DISMISS -> evidence = layer || namesTheWindow(objects(MANNER.matcher(goal).replaceFirst("")), v)
                    ? Thresholds.OFFLINE_LAYER_STAYS : Thresholds.OFFLINE_LAYER_GONE;
            case SIGN_IN -> {
                boolean password = v.elements.stream().anyMatch(c -> c.isTextField() && Words.of(c.shown()).contains("password"));
                boolean out = v.elements.stream().anyMatch(c -> Words.of(c.shown()).contains("signout")) || cover(Set.of("welcome"), shown) > 0;
                evidence = password ? Thresholds.OFFLINE_SIGN_IN_FORM_SHOWS : out ? Thresholds.OFFLINE_SIGNED_IN : Thresholds.OFFLINE_SIGN_IN_UNCLEAR;
            }
            case TYPE -> {
                Set<String> typed = new HashSet<>(Words.of(String.join(" ", Relevance.quoted(goal))));
                if (typed.isEmpty()) typed = objects;
                evidence = 0.1 + 0.8 * cover(typed, values(v));
            }
            // a sheet's cells hold content, named by their address: "select cell B2" is chosen by the cursor, not found in one
            case SELECT -> evidence = 0.1 + 0.75 * Math.max(chosen, 0.6 * cover(objects, values(v, false))) + 0.1 * title;
            case NAVIGATE -> evidence = 0.1 + 0.6 * title + 0.25 * chosen + 0.15 * text - 0.25 * offered * (1 - title);
            case SEARCH -> {
                Set<String> terms = new HashSet<>(objects);
                double found = cover(terms, shown);
                long listed = v.elements.stream().filter(c -> c.where().contains("listitem") || "listitem".equals(c.role()) || "row".equals(c.role())).count();
                boolean results = cover(Set.of("result"), shown) > 0 || listed >= 3;
                evidence = 0.12 + 0.75 * Math.pow(found, 0.7) * (results ? 1 : 0.5) + 0.05 * inFields - 0.2 * offered * (1 - found);
            }
            case COMMIT -> evidence = confirms(goal, v) ? 0.8 + 0.1 * text : 0.12 + 0.35 * title - 0.1 * offered;
            default -> evidence = 0.15 + 0.4 * title + 0.2 * text + 0.15 * chosen + (confirms(goal, v) ? Thresholds.OFFLINE_DONE_WORDS : 0);
        }
        if (layer && kind != Kind.DISMISS) evidence -= Thresholds.OFFLINE_LAYER_IN_FRONT;
        if (statusSaysDone(goal, v)) evidence = Math.max(evidence, Thresholds.STATUS_SAYS_DONE);
        double effect = effect(goal, v);
        // the step's effect outweighs the screen's look: a waiting dialog or an error caps it, a result lifts it
        if (effect >= 0) evidence = effect >= Thresholds.LEANS_DONE ? Math.max(evidence, effect) : Math.min(evidence, effect);
        // "add "foo" to the tags": the item shows once it is added; while it shows nowhere (a field still holding
        // it is not the list), nothing was added, whatever else the screen seems to say
        Optional<String> item = addedItem(goal);
        if (item.isPresent() && !showsText(item.get(), v.shownText())) evidence = Math.min(evidence, Thresholds.OFFLINE_ADDED_NOT_SHOWN);
        return clamp(evidence);
    }

    /**
     * The text a step adds to something ("add "foo" to the tags", "add jane@example.org to the recipients"), as
     * the reading stage reads it: a quoted text, or one spelled like an address or a code. Plain words ("add the
     * Trail shoe to the cart") are a product's name, shown before and after: they say nothing here.
     */
    static Optional<String> addedItem(String goal) {
        java.util.Set<String> quoted = dev.flowwright.runtime.reading.QuotedNames.in(goal);
        for (var intent : dev.flowwright.runtime.reading.Readings.read(goal).intents()) {
            if (!(intent instanceof dev.flowwright.runtime.reading.Intent.AddTo add)) continue;
            String text = add.text().text();
            if (quoted.contains(dev.flowwright.runtime.reading.QuotedNames.fold(text)) || dev.flowwright.runtime.reading.AddToReading.spelled(text)) {
                return Optional.of(text);
            }
        }
        return Optional.empty();
    }

    /** Whether {@code text} shows in {@code shown}, ignoring case and runs of white space. */
    private static boolean showsText(String text, String shown) {
        String want = text.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
        return !want.isEmpty() && shown.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").contains(want);
    }

    /**
     * P(something is in the way of the goal): a layer in front, and the control the goal needs is covered
     * by it or not in front at all. A goal about the layer itself (close it, or use a control on it) is not blocked.
     */
    static double blocked(String goal, StateView v) {
        if (!overlay(v)) return Thresholds.OFFLINE_NOTHING_IN_FRONT;
        if (kindOf(goal) == Kind.DISMISS) return Thresholds.OFFLINE_LAYER_IS_THE_WAY;
        java.util.Map<String, Candidate> pool = new java.util.LinkedHashMap<>();
        for (int i = 0; i < v.elements.size(); i++) pool.put(Integer.toString(i), v.elements.get(i));
        String best = null;
        double bestScore = 0;
        for (var e : Relevance.scores(goal, pool, Relevance.actionOf(goal)).entrySet()) {
            if (e.getValue() > bestScore) {
                bestScore = e.getValue();
                best = e.getKey();
            }
        }
        if (best != null && pool.get(best).has("covered")) return Thresholds.OFFLINE_TARGET_COVERED;
        if (best != null && bestScore >= Thresholds.OFFLINE_TARGET_RELEVANCE) return Thresholds.OFFLINE_LAYER_IS_THE_WAY;
        boolean covers = v.elements.stream().anyMatch(c -> c.has("covered"));
        return covers ? Thresholds.OFFLINE_OTHERS_COVERED : Thresholds.OFFLINE_NO_EVIDENCE;
    }

    /** P(the screen shows {@code condition}). */
    /** "the page says welcome back": the frame says where to look, not what to find, so its words are not sought. */
    private static final java.util.regex.Pattern SHOWN_FRAME = java.util.regex.Pattern.compile(
            "^\\s*(?:the\\s+)?(?:page|screen|window|app|application|dialog|site)\\s+(?:now\\s+)?(?:says|shows|displays|reads|contains|lists)\\s+(?=\\S)",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    static double holds(String condition, StateView v) {
        condition = SHOWN_FRAME.matcher(condition).replaceFirst("");
        Set<String> words = objects(condition);
        if (words.isEmpty()) return Thresholds.OFFLINE_NO_EVIDENCE;
        String all = v.shownText() + " " + chosen(v) + " " + values(v);
        double c = cover(words, all);
        boolean negative = Words.plain(condition).stream().anyMatch(w -> w.equals("no") || w.equals("not") || w.equals("without"));
        if (negative) {
            String lower = all.toLowerCase(Locale.ROOT);
            boolean literal = lower.contains(condition.toLowerCase(Locale.ROOT).replaceAll("[\"'.]", "").strip());
            return literal ? Thresholds.OFFLINE_ABSENCE_SHOWN : clamp(0.5 - 0.3 * c);
        }
        return clamp(0.08 + 0.85 * c * c);
    }

    /** P(the screen shows an error about {@code field}). */
    static double fieldError(String field, StateView v) {
        Set<String> fieldWords = new HashSet<>(Words.of(field));
        boolean anyError = false;
        for (String line : v.text) {
            List<String> plain = Words.plain(line);
            boolean err = plain.stream().anyMatch(ERROR_WORDS::contains)
                    || plain.stream().filter(ERROR_HINT_WORDS::contains).distinct().count() >= 2;
            if (!err) continue;
            anyError = true;
            if (cover(fieldWords, line) >= Thresholds.OFFLINE_ERROR_NAMES_FIELD) return Thresholds.OFFLINE_ERROR_LINE;
        }
        for (Candidate c : v.elements) if (c.has("invalid") && cover(fieldWords, c.shown()) >= Thresholds.OFFLINE_ERROR_NAMES_FIELD) return Thresholds.OFFLINE_FIELD_INVALID;
        return anyError ? Thresholds.OFFLINE_OTHER_ERROR : Thresholds.OFFLINE_NO_ERROR;
    }

    static double clamp(double p) { return Math.max(Thresholds.OFFLINE_LEAST, Math.min(1 - Thresholds.OFFLINE_LEAST, p)); }
}
