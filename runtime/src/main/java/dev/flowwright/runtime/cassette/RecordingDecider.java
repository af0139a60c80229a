package dev.flowwright.runtime.cassette;

import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.WireFormat;

/**
 * Any decider, with every answered exchange written to an {@link ExchangeLog} (the journal), so the run
 * can later be replayed by a {@link CassetteDecider}. A decision that fails records nothing: a cassette
 * holds answers only. Requests reach it already masked.
 */
public final class RecordingDecider implements Decider {
    private final Decider inner;
    private final ExchangeLog log;

    public RecordingDecider(Decider inner, ExchangeLog log) {
        this.inner = inner;
        this.log = log;
    }

    @Override
    public String describe() { return inner.describe(); }

    @Override
    public int maxChoiceOptions() { return inner.maxChoiceOptions(); }

    @Override
    public boolean framingsTogether() { return inner.framingsTogether(); }

    @Override
    public boolean sequentialVoting() { return inner.sequentialVoting(); }

    @Override
    public DecisionResponse decide(DecisionRequest request) {
        DecisionResponse response = inner.decide(request);
        log.record(WireFormat.toJson(request), WireFormat.toJson(response), response.requestId());
        return response;
    }

    @Override
    public void close() { inner.close(); }
}
