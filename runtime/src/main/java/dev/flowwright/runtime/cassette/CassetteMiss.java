package dev.flowwright.runtime.cassette;

import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** Says how an unrecorded request differs from the nearest recorded one, so a failed replay can be understood. */
final class CassetteMiss {
    /** How much of the differing state is quoted. */
    static final int QUOTE = 40;

    private CassetteMiss() {}

    static String firstDifference(DecisionRequest asked, List<CassetteDecider.Recording> recordings) {
        if (recordings.isEmpty()) return "the cassette holds no exchanges";
        DecisionRequest nearest = recordings.stream().map(CassetteDecider.Recording::request)
                .max(Comparator.comparingInt((DecisionRequest r) -> likeness(asked, r))).orElseThrow();
        Set<String> ids = asked.questions().keySet();
        if (!ids.equals(nearest.questions().keySet()))
            return "no recording asks these questions; the nearest asked " + nearest.questions().keySet();
        for (Map.Entry<String, Question> q : asked.questions().entrySet()) {
            Question recorded = nearest.questions().get(q.getKey());
            if (!q.getValue().equals(recorded)) return "question \"" + q.getKey() + "\" differs from the nearest recording: " + what(q.getValue(), recorded);
        }
        return "the state differs from the nearest recording's " + stateDifference(WireFormat.text(asked.state()), WireFormat.text(nearest.state()));
    }

    /** Same questions matter most, then the same question ids, then the same state, then ids in common. */
    private static int likeness(DecisionRequest a, DecisionRequest b) {
        int common = (int) a.questions().keySet().stream().filter(b.questions()::containsKey).count();
        boolean sameIds = a.questions().keySet().equals(b.questions().keySet());
        boolean sameQuestions = a.questions().equals(b.questions());
        boolean sameState = Objects.equals(a.state(), b.state());
        return (sameQuestions ? 4000 : 0) + (sameIds ? 2000 : 0) + (sameState ? 1000 : 0) + Math.min(common, 999);
    }

    private static String what(Question asked, Question recorded) {
        if (recorded == null || asked.getClass() != recorded.getClass()) return "its type differs";
        if (!Objects.equals(asked.instructions(), recorded.instructions())) return "its instructions differ";
        if (asked instanceof Question.Choice) return "its options differ";
        if (asked instanceof Question.Score) return "its levels differ";
        return "its criteria differ";
    }

    private static String stateDifference(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) i++;
        return "at character " + (i + 1) + ": \"" + quote(a, i) + "\" where it recorded \"" + quote(b, i) + "\"";
    }

    private static String quote(String s, int from) {
        if (from >= s.length()) return "";
        String q = s.substring(from, Math.min(s.length(), from + QUOTE));
        return from + QUOTE < s.length() ? q + "…" : q;
    }
}
