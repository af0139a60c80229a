package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Replies and forwards on pages the fixed scripts did not come from: a chat whose reply box is a one-line
 * field its Reply press focuses (the script typed into "the text area"), and a mail whose To field takes an
 * e-mail address (the script typed a bare name there and pressed Send).
 */
class MessagesTest {

    /** A chat: one message with a Reply control; the press shows a focused one-line box and Send. A search box sits on top. */
    private static Sim chat(List<String> sent) {
        Sim sim = new Sim("browser", "Chat");
        sim.textbox("Search messages").value = "";
        sim.text("Bo: are we still on for Friday?");
        Sim.Node reply = sim.button("Reply");
        Sim.Node box = sim.textbox("Write a message…").hide();
        box.value = "";
        Sim.Node send = sim.button("Send").hide();
        reply.onPress(s -> {
            box.show();
            box.states.add(ElementState.FOCUSED);
            send.show();
        });
        send.onPress(s -> sent.add(box.value));
        return sim;
    }

    @Test
    void aReplyGoesIntoTheBoxItsPressOpenedThenIsSent() {
        List<String> sent = new ArrayList<>();
        Sim sim = chat(sent);
        RunReport r = SimRun.of(sim).run(new Flow("f", sim.app, null, Map.of(),
                List.of(new Step.Do("reply to Bo with the text \"Yes, see you then\"")), List.of("send")));
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sent).containsExactly("Yes, see you then");
        assertThat(sim.find("Search messages").value).isEmpty();
        assertThat(r.step("1.2").orElseThrow().kind()).isEqualTo("sub-goal");
    }

    /** An open mail with Forward; the press shows a To field that declares it takes an e-mail address, and Send. */
    private static Sim mail(List<String> sent) {
        Sim sim = new Sim("browser", "Mail");
        sim.text("From: Jessa — Lunch on Friday?");
        Sim.Node forward = sim.button("Forward");
        Sim.Node to = sim.textbox("To").hint("type", "email").hide();
        to.value = "";
        Sim.Node send = sim.button("Send").hide();
        forward.onPress(s -> {
            to.show();
            send.show();
        });
        send.onPress(s -> sent.add(to.value));
        return sim;
    }

    @Test
    void aNameIsNeverSentToAFieldThatTakesAnAddress() {
        List<String> sent = new ArrayList<>();
        Sim sim = mail(sent);
        RunReport r = SimRun.of(sim).run(new Flow("f", sim.app, null, Map.of(),
                List.of(new Step.Do("forward it to Alicia")), List.of("send")));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("takes an e-mail address").contains("nothing was sent");
        assertThat(sent).isEmpty();
        assertThat(sim.clicked("Send")).isFalse();
    }

    @Test
    void anAddressIsSent() {
        List<String> sent = new ArrayList<>();
        Sim sim = mail(sent);
        RunReport r = SimRun.of(sim).run(new Flow("f", sim.app, null, Map.of(),
                List.of(new Step.Do("forward it to alicia@example.org")), List.of("send")));
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sent).containsExactly("alicia@example.org");
    }

    @Test
    void sendingStaysAHardWordWithoutPermission() {
        List<String> sent = new ArrayList<>();
        Sim sim = chat(sent);
        RunReport r = SimRun.of(sim).run("reply to Bo with the text \"Yes\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(sent).isEmpty();
    }
}
