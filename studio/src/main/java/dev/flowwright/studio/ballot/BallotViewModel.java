package dev.flowwright.studio.ballot;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.run.HumanHandoff;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The ballot of the decision being shown: every question with its probability bars, the threshold
 * that applied, the evidence-gate verdict and the move that followed; per-framing answers when voting.
 */
public final class BallotViewModel {
    private final ObservableList<QuestionRow> questions = FXCollections.observableArrayList();
    /** One read-only view, kept: a fresh wrapper per call would drop its listeners when collected. */
    private final ObservableList<QuestionRow> questionsView = FXCollections.unmodifiableObservableList(questions);
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper(this, "heading", "No decision yet");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper(this, "verdict", "");
    private final ReadOnlyStringWrapper move = new ReadOnlyStringWrapper(this, "move", "");
    private final javafx.beans.property.ReadOnlyBooleanWrapper byAuthor = new javafx.beans.property.ReadOnlyBooleanWrapper(this, "byAuthor");

    public void show(Event.Decision d, String moveThatFollowed) {
        if (d == null) {
            clear();
            return;
        }
        List<QuestionRow> next = new ArrayList<>();
        for (Map.Entry<String, Question> q : d.questions().entrySet()) next.add(row(q.getKey(), q.getValue(), d));
        questions.setAll(next);
        String votes = d.framings().size() > 1 ? " · " + d.framings().size() + " framings" : "";
        heading.set("Step " + d.stepPath() + " · turn " + d.turn() + " · " + d.purpose() + votes);
        verdict.set(d.verdict() == null ? "" : d.verdict());
        byAuthor.set(d.verdict() != null && d.verdict().startsWith(HumanHandoff.ANSWERED_BY_AUTHOR));
        move.set(moveThatFollowed == null || moveThatFollowed.isBlank() ? "(no move yet)" : moveThatFollowed);
    }

    public void clear() {
        questions.clear();
        heading.set("No decision yet");
        verdict.set("");
        move.set("");
        byAuthor.set(false);
    }

    private static QuestionRow row(String id, Question q, Event.Decision d) {
        Answer a = d.ballot().get(id);
        Double threshold = d.thresholds().get(id);
        List<OptionBar> bars = bars(q, a);
        double lead = bars.stream().filter(OptionBar::chosen).mapToDouble(OptionBar::probability).max().orElse(0);
        boolean met = threshold == null || lead >= threshold;
        List<String> framings = new ArrayList<>();
        if (d.framings().size() > 1) {
            for (int i = 0; i < d.framings().size(); i++) {
                framings.add("framing " + (i + 1) + ": " + summary(d.framings().get(i).get(id)));
            }
        }
        return new QuestionRow(id, kindOf(q), sentence(q), bars, threshold, met, framings);
    }

    static List<OptionBar> bars(Question q, Answer a) {
        List<OptionBar> out = new ArrayList<>();
        if (a instanceof Answer.NoulAnswer n) {
            String yes = q instanceof Question.Noul nq && nq.whenTrue() != null ? nq.whenTrue() : "yes";
            String no = q instanceof Question.Noul nq && nq.whenFalse() != null ? nq.whenFalse() : "no";
            out.add(new OptionBar(yes, n.p(), n.p() >= 0.5));
            out.add(new OptionBar(no, 1 - n.p(), n.p() < 0.5));
        } else if (a instanceof Answer.ChoiceAnswer c) {
            Map<String, String> described = q instanceof Question.Choice cq ? cq.options() : Map.of();
            c.probabilities().entrySet().stream()
                    .sorted(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder()))
                    .forEach(e -> {
                        String desc = described.get(e.getKey());
                        String label = desc == null || desc.isBlank() ? e.getKey() : e.getKey() + " · " + desc;
                        out.add(new OptionBar(label, e.getValue(), e.getKey().equals(c.choice())));
                    });
        } else if (a instanceof Answer.ScoreAnswer s) {
            List<String> levels = q instanceof Question.Score sq ? sq.levels() : List.of();
            int best = (int) Math.round(s.score());
            for (int i = 0; i < Math.max(levels.size(), s.probabilities().size()); i++) {
                String label = i < levels.size() ? levels.get(i) : Integer.toString(i);
                out.add(new OptionBar(label, s.p(i), i == best));
            }
        }
        return out;
    }

    static String summary(Answer a) {
        if (a == null) return "no usable answer";
        if (a instanceof Answer.NoulAnswer n) return String.format(Locale.ROOT, "yes %.2f", n.p());
        if (a instanceof Answer.ChoiceAnswer c) return String.format(Locale.ROOT, "%s %.2f", c.choice(), c.p(c.choice()));
        if (a instanceof Answer.ScoreAnswer s) return String.format(Locale.ROOT, "score %.2f", s.score());
        throw new IllegalStateException("unknown answer " + a);
    }

    static String kindOf(Question q) {
        if (q instanceof Question.Noul) return "noul";
        if (q instanceof Question.Choice) return "choice";
        if (q instanceof Question.Score) return "score";
        throw new IllegalStateException("unknown question " + q);
    }

    static String sentence(Question q) {
        JsonNode in = q.instructions();
        if (in == null) return "";
        if (in.hasNonNull("question")) return in.get("question").asText();
        if (in.hasNonNull("ask")) return in.get("ask").asText();
        return in.isTextual() ? in.asText() : in.toString();
    }

    public ObservableList<QuestionRow> questions() { return questionsView; }

    public ReadOnlyStringProperty headingProperty() { return heading.getReadOnlyProperty(); }

    public ReadOnlyStringProperty verdictProperty() { return verdict.getReadOnlyProperty(); }

    public ReadOnlyStringProperty moveProperty() { return move.getReadOnlyProperty(); }

    /**
     * True when the author answered the shown turn (teach mode): the bars are then the ballot the author
     * overrode, the option in bold is what the author chose.
     */
    public javafx.beans.property.ReadOnlyBooleanProperty answeredByAuthorProperty() { return byAuthor.getReadOnlyProperty(); }
}
