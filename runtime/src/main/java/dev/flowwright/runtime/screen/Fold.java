package dev.flowwright.runtime.screen;

import java.text.Normalizer;
import java.util.Locale;

/**
 * Text folded for comparing words across languages: NFKC (full-width letters, ligatures and
 * compatibility forms become plain ones), case-folded (upper then lower case, so German ß = ss; Turkish
 * dotless ı, dotted İ and plain I all fold to i), accents taken off Latin, Greek and Cyrillic letters
 * ("sesión" = "sesion", "usuń" = "usun", "удалённые" = "удаленные"), whitespace collapsed. Kana and
 * Hangul keep their marks: stripping them would make different words equal.
 */
public final class Fold {
    private Fold() {}

    public static String fold(String text) {
        if (text == null || text.isEmpty()) return "";
        if (isPlainAscii(text)) return text.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
        String s = Normalizer.normalize(text, Normalizer.Form.NFKC);
        s = s.toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
        s = s.replace('ı', 'i');
        String d = Normalizer.normalize(s, Normalizer.Form.NFD);
        StringBuilder out = new StringBuilder(d.length());
        Character.UnicodeScript base = Character.UnicodeScript.COMMON;
        for (int i = 0; i < d.length(); ) {
            int cp = d.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.getType(cp) == Character.NON_SPACING_MARK) {
                if (base == Character.UnicodeScript.LATIN || base == Character.UnicodeScript.GREEK
                        || base == Character.UnicodeScript.CYRILLIC || base == Character.UnicodeScript.COMMON) continue;
                out.appendCodePoint(cp);
                continue;
            }
            base = Character.UnicodeScript.of(cp);
            out.appendCodePoint(Character.isWhitespace(cp) || Character.isSpaceChar(cp) ? ' ' : cp);
        }
        return Normalizer.normalize(out, Normalizer.Form.NFC).replaceAll(" {2,}", " ").strip();
    }

    /** Printable ASCII and spaces only: nothing for NFKC or accents to change (the common case, kept cheap). */
    private static boolean isPlainAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x7f || (c < 0x20 && c != '\t' && c != '\n' && c != '\r')) return false;
        }
        return true;
    }

    /** True for the scripts written without spaces between words (and Korean, which joins words into one). */
    public static boolean runsTogether(int cp) {
        if (cp == 0x30FC || cp == 0xFF70) return true; // the katakana long-vowel mark, of no script of its own
        Character.UnicodeScript s = Character.UnicodeScript.of(cp);
        return s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA
                || s == Character.UnicodeScript.KATAKANA || s == Character.UnicodeScript.HANGUL;
    }
}
