package dev.flowwright.runtime.handoff;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.io.StringReader;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** The terminal responder: bounded, cancelable, never echoing a value. */
class ConsoleResponderTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private ConsoleResponder reading(String input) {
        return new ConsoleResponder(new BufferedReader(new StringReader(input)), new PrintStream(out, true));
    }

    private static HandoffRequest value(Duration timeout) {
        return new HandoffRequest("the flow needs a one-time code", "sign-in page", "One-time code", timeout);
    }

    @Test
    void aTypedLineIsTheValueAndIsNotEchoed() {
        HandoffResponse r = reading("482913\n").respond(value(Duration.ofSeconds(5)));
        assertThat(r).isEqualTo(new HandoffResponse.Value("482913"));
        assertThat(out.toString()).contains("One-time code").doesNotContain("482913");
    }

    @Test
    void cancelOrEndOfInputCancels() {
        assertThat(reading("cancel\n").respond(value(Duration.ofSeconds(5)))).isInstanceOf(HandoffResponse.Cancel.class);
        assertThat(reading("").respond(value(Duration.ofSeconds(5)))).isInstanceOf(HandoffResponse.Cancel.class);
    }

    @Test
    void anEmptyLineForATakeoverMeansIDidIt() {
        var takeover = new HandoffRequest("solve the picture puzzle", "", null, Duration.ofSeconds(5));
        assertThat(reading("\n").respond(takeover)).isInstanceOf(HandoffResponse.Acted.class);
    }

    @Test
    void nobodyTypingTimesOut() throws Exception {
        PipedWriter never = new PipedWriter();
        var responder = new ConsoleResponder(new BufferedReader(new PipedReader(never)), new PrintStream(out, true));
        long t = System.nanoTime();
        HandoffResponse r = responder.respond(value(Duration.ofMillis(200)));
        assertThat(r).isInstanceOf(HandoffResponse.TimedOut.class);
        assertThat((System.nanoTime() - t) / 1_000_000).isLessThan(3000);
        never.close();
    }

    @Test
    void aValueNeverShowsInItsOwnToString() {
        assertThat(new HandoffResponse.Value("482913").toString()).doesNotContain("482913");
    }

    private static HandoffRequest which(Duration timeout) {
        return new HandoffRequest("which of these is \"Main St 5\"?", "Book a ride", null, timeout,
                java.util.List.of("option \"Main St 5, Springfield\"", "option \"Main St 5, Shelbyville\""));
    }

    @Test
    void whichOfTheseListsTheCandidatesNumberedAndANumberPicksOne() {
        HandoffResponse r = reading("2\n").respond(which(Duration.ofSeconds(5)));
        assertThat(r).isEqualTo(new HandoffResponse.Picked(1));
        assertThat(out.toString()).contains("1. option \"Main St 5, Springfield\"", "2. option \"Main St 5, Shelbyville\"", "\"n\"");
    }

    @Test
    void nSaysNoneOfThemAndAnythingElseIsAskedAgain() {
        assertThat(reading("n\n").respond(which(Duration.ofSeconds(5)))).isInstanceOf(HandoffResponse.NoneOfThese.class);
        assertThat(reading("3\nfirst\n1\n").respond(which(Duration.ofSeconds(5)))).isEqualTo(new HandoffResponse.Picked(0));
        assertThat(reading("cancel\n").respond(which(Duration.ofSeconds(5)))).isInstanceOf(HandoffResponse.Cancel.class);
        assertThat(reading("").respond(which(Duration.ofSeconds(5)))).isInstanceOf(HandoffResponse.Cancel.class);
    }

    /** Issue #30 item 3: while a wall covers the page, "c" answers it first; without one, "c" is no answer. */
    @Test
    void cAnswersWhatCoversThePageFirstOnlyWhileSomethingDoes() {
        var covered = new HandoffRequest("which of these is the control to sign up for the newsletter?", "News", null, Duration.ofSeconds(5),
                java.util.List.of("link \"About us\"", "button \"Settings\""), null, "the dialog \"We care about your privacy\"");
        assertThat(reading("c\n").respond(covered)).isInstanceOf(HandoffResponse.AnswerCover.class);
        assertThat(out.toString()).contains("  c. answer the dialog \"We care about your privacy\" first (it covers the page)")
                .contains("\"c\" to answer what covers the page");
        var plain = new HandoffRequest("which of these is the control to save the note?", "Notes", null, Duration.ofSeconds(5),
                java.util.List.of("button \"Save note (team)\"", "button \"Save note (personal)\""));
        assertThat(reading("c\n2\n").respond(plain)).isEqualTo(new HandoffResponse.Picked(1));
    }

    @Test
    void nobodyAnsweringWhichOfTheseTimesOut() throws Exception {
        PipedWriter never = new PipedWriter();
        var responder = new ConsoleResponder(new BufferedReader(new PipedReader(never)), new PrintStream(out, true));
        assertThat(responder.respond(which(Duration.ofMillis(200)))).isInstanceOf(HandoffResponse.TimedOut.class);
        never.close();
    }

    @Test
    void aSecretInACandidateOrOnScreenIsNeverEchoedToTheTerminal() {
        var secrets = new dev.flowwright.runtime.flow.Secrets(java.util.Map.of("code", "482913"));
        var handoff = new dev.flowwright.runtime.run.HumanHandoff(reading("1\n"), new dev.flowwright.runtime.events.EventBus(), secrets,
                Duration.ofSeconds(5));
        var which = handoff.askWhich("1", 0, "click to accomplish: use the code", "which of these is the code?", "codes: 482913",
                java.util.List.of(new dev.flowwright.runtime.run.HumanHandoff.Candidate("button \"Use 482913\" — top left of the page", "e1", 0.4),
                        new dev.flowwright.runtime.run.HumanHandoff.Candidate("button \"Use 000000\" — top right of the page", "e2", 0.4)));
        assertThat(which.picked()).contains(0);
        assertThat(out.toString()).contains("1. button \"Use ${code}\" — top left of the page", "codes: ${code}").doesNotContain("482913");
    }
}
