package dev.flowwright.runtime.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.EvidenceGate;
import dev.flowwright.runtime.decide.GatedBallot;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.screen.Element;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** One step's {@link ModelPort}: every question goes through {@link #charged}, the one place the model budget is kept. */
final class RunModelPort implements ModelPort {
    private final RunState run;
    private final Account account;

    RunModelPort(RunState run, Account account) {
        this.run = run;
        this.account = account;
    }

    @Override
    public Ballot ask(int turn, String purpose, JsonNode state, Map<String, Question> questions) {
        return charged(turn, purpose, c -> run.asker.ask(c, state, questions), Ballot.empty());
    }

    @Override
    public GatedBallot askGated(int turn, String purpose, JsonNode state, Map<String, Question> questions,
                                Map<String, EvidenceGate.Bar> bars) {
        return charged(turn, purpose, c -> run.asker.askGated(c, state, questions, bars),
                new GatedBallot(Ballot.empty(), Map.of(), Map.of()));
    }

    private interface Call<T> {
        T ask(AskContext context) throws DecisionException;
    }

    /**
     * One decision charged to the run's model budget: a spent budget (before asking, or as the asker says)
     * ends the run ({@link Stop#MODEL_BUDGET}), and so does a failed decision service ({@link Stop#DECIDER_FAILED});
     * an asker that counted nothing is counted once; any other
     * failure is remembered and answered with {@code failed}, so callers fail closed.
     */
    private <T> T charged(int turn, String purpose, Call<T> call, T failed) {
        run.control.checkStopped();
        if (run.modelCalls.get() >= run.options.maxModelCalls()) throw RunHalt.modelBudget();
        int before = run.modelCalls.get();
        try {
            T answer = call.ask(new AskContext(account.path(), turn, run.secrets.mask(purpose)));
            if (run.modelCalls.get() == before) run.modelCalls.incrementAndGet();
            return answer == null ? failed : answer;
        } catch (DecisionException e) {
            if (e.code() == DecisionException.Code.BUDGET) throw RunHalt.modelBudget();
            if (e.code() == DecisionException.Code.INTERRUPTED) run.control.checkStopped();
            // a failed decision service is never an answer: the run ends decider_failed (docs/troubleshooting.md)
            if (e.deciderFailure()) throw RunHalt.deciderFailed(run.secrets.mask(e.getMessage()));
            account.remember("a decision could not be had (" + e.code().name().toLowerCase() + "): " + e.getMessage());
            return failed;
        }
    }

    @Override public boolean gated() { return run.options.deliberation(); }

    @Override
    public List<GroundingHint> memory(String purpose) {
        List<GroundingHint> out = new ArrayList<>();
        for (GroundingHint h : run.options.memory()) if (h.isFor(run.flow.app(), purpose)) out.add(h);
        return out;
    }

    @Override
    public void learn(String purpose, Element e) {
        if (e == null || !e.isNamed()) return;
        String name = run.secrets.mask(e.name());
        if (!name.equals(e.name())) return; // a control named by a secret is not remembered
        run.learned.remove(purpose);
        run.learned.put(purpose, new GroundingHint(run.flow.app(), run.secrets.mask(purpose), e.role(), name,
                e.path().stream().map(run.secrets::mask).toList()));
    }

    @Override
    public void unlearn(String purpose, Element e) {
        GroundingHint h = run.learned.get(purpose);
        if (h != null && e != null && h.matches(e)) run.learned.remove(purpose);
    }
}
