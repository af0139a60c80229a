package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Saving the document under a file name the step gives — "save it as report.ods in Documents", "please save
 * the sheet as report.ods", "the document should be saved as minutes.odt in the Documents folder", "as
 * report.ods in Documents, save the workbook", "store a copy named "Q3 report.xlsx" on the Desktop" — is
 * {@link Intent.SaveAs}: the file name and the folder, if the step names one. A step claims this reading only
 * when it says "save" (or "store") and names a file with an extension; "save the changes", "save as draft",
 * "click Save As" and "don't save report.ods" are not saving under a name (docs/step-kinds.md#saving-under-a-name).
 */
public final class SaveAsReading implements Reading {
    /** The verbs of saving: a step that does not say one of them is not this reading's. */
    private static final Pattern SAVING = Pattern.compile("(?<![\\p{L}\\p{N}])(?:save[ds]?|saving|store[ds]?|storing)(?![\\p{L}\\p{N}])",
            Pattern.CASE_INSENSITIVE);
    /** A step that says not to save. */
    private static final Pattern NOT = Pattern.compile("(?<![\\p{L}\\p{N}])(?:don'?t|do\\s+not|never|without|not)\\s+(?:\\w+\\s+)?(?:sav|stor)",
            Pattern.CASE_INSENSITIVE);
    /** The words before a press, where the step names a control rather than saving: "click Save As report.ods". */
    private static final Pattern PRESSING = Pattern.compile("^(?:click|press|tap|hit|push)\\b", Pattern.CASE_INSENSITIVE);
    /** A file name: a quoted name with an extension, or one word with an extension of 2–5 letters and digits. */
    private static final Pattern FILE = Pattern.compile(
            "[\"“'‘](?<quoted>[^\"”'’/]+\\.[A-Za-z][A-Za-z0-9]{1,4})[\"”'’]"
                    + "|(?<![\\p{L}\\p{N}_./~-])(?<bare>[\\p{L}\\p{N}_][\\p{L}\\p{N}_()-]*(?:\\.[\\p{L}\\p{N}_()-]+)*\\.[A-Za-z][A-Za-z0-9]{1,4})(?![\\p{L}\\p{N}_/-])");
    /** Where it goes: "in Documents", "into the Reports folder", "to ~/Desktop", "in the folder Archive", "under /tmp/out". */
    private static final Pattern FOLDER = Pattern.compile(
            "(?<![\\p{L}\\p{N}])(?:(?:in|into|inside|to|under)\\s+(?:(?:the|my|your|our)\\s+)?(?:(?:folder|directory)\\s+)?"
                    + "(?<folder>[\"“](?<qfolder>[^\"”]+)[\"”]|~?/[^\\s,;]*|~|\\p{Lu}[\\p{L}\\p{N}_-]*|(?i:documents|desktop|downloads|pictures|music|videos|home))"
                    // "on" only for the desktop: "save it as report.ods on Monday" names a day, not a folder
                    + "|on\\s+(?:(?:the|my)\\s+)?(?<desk>(?i:desktop)))"
                    + "(?:\\s+(?:folder|directory))?(?![\\p{L}\\p{N}])");
    /** Sites that look like file names: an address is not a file to save under. */
    private static final Pattern ADDRESS = Pattern.compile("(?i)^(?:www\\.|.*\\.(?:com|org|net|io|dev|gov|edu)$)");

    @Override
    public String about() { return "saving under a file name: \"save it as report.ods in Documents\", \"save the sheet as minutes.odt\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).strip();
        if (!SAVING.matcher(s).find() || NOT.matcher(s).find() || PRESSING.matcher(s).find()) return List.of();
        Matcher f = FILE.matcher(s);
        String file = null;
        int fileStart = -1;
        int fileEnd = -1;
        while (f.find()) {
            String found = f.group("quoted") != null ? f.group("quoted") : f.group("bare");
            if (ADDRESS.matcher(found).find()) continue;
            if (file != null) return List.of(); // two file names: which one is the step's is not for a reading to guess
            file = found.strip();
            fileStart = f.start();
            fileEnd = f.end();
        }
        if (file == null) return List.of();
        String folder = null;
        String rest = s.substring(0, fileStart) + " ".repeat(fileEnd - fileStart) + s.substring(fileEnd);
        Matcher d = FOLDER.matcher(rest);
        while (d.find()) {
            String found = d.group("desk") != null ? d.group("desk") : d.group("qfolder") != null ? d.group("qfolder") : d.group("folder");
            if (PLACE_WORDS.contains(found.toLowerCase(Locale.ROOT))) continue;
            folder = found.strip();
            break;
        }
        return List.of(new Intent.SaveAs(part.strip(), file, folder));
    }

    /**
     * The file a text names (a step, a window's title: "budget.fods - LibreOffice Calc"), the first one that is
     * no web address; empty when it names none.
     */
    public static java.util.Optional<String> fileNamed(String text) {
        if (text == null) return java.util.Optional.empty();
        Matcher f = FILE.matcher(text);
        while (f.find()) {
            String found = (f.group("quoted") != null ? f.group("quoted") : f.group("bare")).strip();
            if (!ADDRESS.matcher(found).find()) return java.util.Optional.of(found);
        }
        return java.util.Optional.empty();
    }

    /** Words after "in"/"as" that are no folder: "in the spreadsheet", "as a copy", "in Calc". */
    private static final java.util.Set<String> PLACE_WORDS = java.util.Set.of("it", "this", "that", "a", "an", "calc", "writer", "excel",
            "word", "libreoffice", "format", "the");
}
