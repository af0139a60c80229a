package dev.flowwright.studio.ui;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.offline.OfflineDecider;
import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A decision service (the System One API on loopback) that does not see a consent wall, as the model in
 * issue #30 did not: it answers as the offline decider, but never judges anything to be in the way, and
 * while the screen it is shown holds {@code wallWords} it cannot tell which control a step means (every
 * option alike: the evidence gate abstains, so the author is asked). Once the wall is gone it decides as
 * the offline decider does.
 */
final class WallBlindService {
    private WallBlindService() {}

    static FakeSystemOneServer start(String wallWords) throws IOException {
        OfflineDecider offline = new OfflineDecider();
        return FakeSystemOneServer.start(request -> {
            Map<String, Answer> answers = new LinkedHashMap<>(offline.decide(request).answers());
            // the screen's own text, not the run's history (which says what the wall's going changed)
            boolean wall = request.state().path("visible_text").toString().contains(wallWords);
            request.questions().forEach((id, q) -> {
                Ask ask = Instructions.askOf(q.instructions()).orElse(null);
                if (ask == Ask.BLOCKED) answers.put(id, new Answer.NoulAnswer(0.05));
                if (wall && ask == Ask.TARGET && q instanceof Question.Choice c) answers.put(id, alike(c));
            });
            return answers;
        });
    }

    private static Answer alike(Question.Choice c) {
        List<String> keys = c.options().keySet().stream().filter(k -> !k.equals("none")).toList();
        Map<String, Double> p = new LinkedHashMap<>();
        for (String k : keys) p.put(k, 1.0 / (keys.size() + 1));
        p.put("none", 1.0 / (keys.size() + 1));
        return new Answer.ChoiceAnswer(keys.get(0), p, 0.2);
    }
}
