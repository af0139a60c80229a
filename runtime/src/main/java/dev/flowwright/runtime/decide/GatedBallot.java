package dev.flowwright.runtime.decide;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A ballot after the evidence gate: the merged answers, each gated question's verdict, and the winners
 * of any duels that settled a Choice the vote left open.
 */
public record GatedBallot(Ballot ballot, Map<String, EvidenceGate.Verdict> verdicts, Map<String, String> duelWinners) {
    public GatedBallot {
        verdicts = Collections.unmodifiableMap(new LinkedHashMap<>(verdicts));
        duelWinners = Collections.unmodifiableMap(new LinkedHashMap<>(duelWinners));
    }

    public EvidenceGate.Verdict verdict(String id) { return verdicts.getOrDefault(id, EvidenceGate.Verdict.DELIBERATE); }

    public boolean accepted(String id) { return verdict(id) == EvidenceGate.Verdict.ACCEPT; }

    /** The accepted option of a Choice: the duel winner if a duel settled it, else the vote's winner; empty unless accepted. */
    public Optional<String> chosen(String id) {
        if (!accepted(id)) return Optional.empty();
        if (duelWinners.containsKey(id)) return Optional.of(duelWinners.get(id));
        return ballot.choice(id).map(Answer.ChoiceAnswer::choice);
    }
}
