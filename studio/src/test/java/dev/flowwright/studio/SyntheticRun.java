package dev.flowwright.studio;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Real runtime events for studio tests: screens with real elements, PNG screenshots, decisions with
 * questions, ballots and thresholds, actions and turns, as a run would emit them.
 */
public final class SyntheticRun {
    private SyntheticRun() {}

    /** A page with a search form and {@code extra} more list items (for big trees). */
    public static Screen screen(String title, int extra) {
        List<Element> els = new ArrayList<>();
        els.add(new Element("e1", "textbox", "From", "", "Istanbul", Set.of(ElementState.EDITABLE), Set.of(ElementAction.SET_VALUE),
                new Bounds(40, 80, 240, 32), List.of("form \"Search\""), Map.of("id", "from")));
        els.add(new Element("e2", "textbox", "To", "", "", Set.of(ElementState.EDITABLE, ElementState.FOCUSED), Set.of(ElementAction.SET_VALUE),
                new Bounds(300, 80, 240, 32), List.of("form \"Search\""), Map.of("id", "to")));
        els.add(new Element("e3", "button", "Search", "", null, Set.of(), Set.of(ElementAction.CLICK),
                new Bounds(560, 80, 100, 32), List.of("form \"Search\""), Map.of()));
        els.add(new Element("e4", "textbox", "Password", "", "hunter22", Set.of(ElementState.EDITABLE), Set.of(ElementAction.SET_VALUE),
                new Bounds(40, 140, 240, 32), List.of(), Map.of("type", "password")));
        els.add(new Element("e5", "link", "Help", "", null, Set.of(), Set.of(ElementAction.CLICK),
                new Bounds(700, 20, 50, 20), List.of(), Map.of()));
        for (int i = 0; i < extra; i++) {
            els.add(new Element("e" + (6 + i), "listitem", "Flight " + i + " to Ankara", "", null, Set.of(), Set.of(ElementAction.CLICK),
                    new Bounds(40, 200 + (i % 40) * 14, 600, 12), List.of("list \"Results\"", "listitem #" + i), Map.of()));
        }
        return new Screen("browser", title, "http://localhost:8700/flights/", SurfaceKind.WINDOW, els, List.of("Find a flight"), List.of());
    }

    /** A real PNG of the given size with a few shapes, like a small page screenshot. */
    public static byte[] png(int width, int height, int seed) {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        g.setColor(new Color(40, 90, 200));
        g.fillRect(40, 80, 240, 32);
        g.fillRect(300, 80, 240, 32);
        g.setColor(new Color((seed * 37) % 255, 120, 60));
        g.fillRect(560, 80, 100, 32);
        g.drawString("turn " + seed, 20, 30);
        g.dispose();
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(img, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Event.Look look(String step, int turn, Screen s, byte[] png) {
        return new Event.Look(Instant.now(), step, turn, s, turn == 0 ? "" : "the To field gained focus", png);
    }

    /** A do-judge decision: done (noul), and the target over three candidates (choice), threshold on done. */
    public static Event.Decision decision(String step, int turn, double pDone, String target) {
        Map<String, Question> qs = new LinkedHashMap<>();
        qs.put("done", new Question.Noul(Instructions.of(Ask.DONE, "Is the step done?", "search for flights")));
        qs.put("target", new Question.Choice(Instructions.of(Ask.TARGET, "Which control should be used next?", "search for flights"),
                Map.of("e1", "textbox \"From\"", "e2", "textbox \"To\"", "e3", "button \"Search\"")));
        Map<String, Answer> ballot = new LinkedHashMap<>();
        ballot.put("done", new Answer.NoulAnswer(pDone));
        Map<String, Double> probs = new LinkedHashMap<>();
        probs.put("e1", 0.05);
        probs.put("e2", 0.10);
        probs.put("e3", 0.85);
        ballot.put("target", new Answer.ChoiceAnswer(target, probs, 0.8));
        Map<String, Double> thresholds = Map.of("done", 0.9, "target", 0.6);
        return new Event.Decision(Instant.now(), step, turn, "judge", qs, List.of(ballot), ballot, thresholds,
                "accept target=" + target, new Event.Accounting(1, 1, 2048, 512, 120, "req-" + turn));
    }

    /** A grounding decision over {@code n} candidates (e6 … on the big screen), merged over three framings: a ballot of n bars. */
    public static Event.Decision bigDecision(String step, int turn, int n) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) options.put("e" + (6 + i), "listitem \"Flight " + i + " to Ankara\"");
        options.put("none", "none of these fits");
        Map<String, Question> qs = new LinkedHashMap<>();
        qs.put("target", new Question.Choice(Instructions.of(Ask.TARGET, "Which element should be used?", "search for flights"), options));
        qs.put("done", new Question.Noul(Instructions.of(Ask.DONE, "Is the step done?", "search for flights")));
        List<Map<String, Answer>> framings = new ArrayList<>();
        for (int f = 0; f < 3; f++) {
            Map<String, Double> probs = new LinkedHashMap<>();
            for (String k : options.keySet()) probs.put(k, 0.2 / options.size());
            probs.put("e" + (6 + (turn + f) % n), 0.8);
            Map<String, Answer> a = new LinkedHashMap<>();
            a.put("target", new Answer.ChoiceAnswer("e" + (6 + (turn + f) % n), probs, 0.7));
            a.put("done", new Answer.NoulAnswer(0.1 + 0.01 * f));
            framings.add(a);
        }
        Map<String, Answer> ballot = new LinkedHashMap<>(framings.get(0));
        return new Event.Decision(Instant.now(), step, turn, "ground: click to accomplish: search for flights", qs, framings, ballot,
                Map.of("target", 0.7), "accept target=" + ((Answer.ChoiceAnswer) ballot.get("target")).choice(),
                new Event.Accounting(1, 3, 6144, 1536, 250, "req-" + turn));
    }

    public static Event.Action click(String step, int turn, String ref, String label) {
        return new Event.Action(Instant.now(), step, turn, "click", ref, label, true, "");
    }

    public static Event.Turn turnEnd(String step, int turn) {
        return new Event.Turn(Instant.now(), step, turn, "looked, judged, clicked");
    }

    public static Event.StepEvent started(String path, String text) {
        return new Event.StepEvent(Instant.now(), path, Event.StepEvent.STARTED, "do", text, null, null);
    }

    public static Event.StepEvent ended(String path, String text, String outcome) {
        return new Event.StepEvent(Instant.now(), path, Event.StepEvent.ENDED, "do", text, outcome, "");
    }

    /** One full turn's events: look, decision, action, turn end. */
    public static List<Event> turn(String step, int turn, Screen s, byte[] png) {
        return List.of(look(step, turn, s, png), decision(step, turn, 0.1 + 0.001 * turn, "e3"),
                click(step, turn, "e3", "button \"Search\""), turnEnd(step, turn));
    }
}
