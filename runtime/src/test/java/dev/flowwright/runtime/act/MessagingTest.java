package dev.flowwright.runtime.act;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** "Reply with …" and "forward … to …" spelled out as the presses and the typing they mean (issue #13). */
class MessagingTest {

    @Test
    void aReplyIsReplyThenItsTextThenSend() {
        assertThat(SubGoals.of("Open the ticket from Ada and reply to them with the text \"On it, thanks.\""))
                .containsExactly("Open the ticket from Ada", "click Reply", "enter \"On it, thanks.\" into the text area", "click Send");
    }

    @Test
    void aForwardNamesWhoItGoesToWhicheverWayTheSentenceRuns() {
        List<String> spelled = List.of("Find the email from Jessa", "click Forward", "enter \"Alicia Keys\" as the recipient", "click Send");
        assertThat(SubGoals.of("Forward to Alicia Keys the email from Jessa.")).isEqualTo(spelled);
        assertThat(SubGoals.of("Send Alicia Keys the message you got from Jessa")).isEqualTo(spelled);
        assertThat(SubGoals.of("Please forward the information from Jessa to Alicia Keys.")).isEqualTo(spelled);
        assertThat(SubGoals.of("Look for the invoice from Jessa and forward it to Bo"))
                .containsExactly("Look for the invoice from Jessa", "click Forward", "enter \"Bo\" as the recipient", "click Send");
    }

    @Test
    void otherSendsAndRepliesStayAsWritten() {
        assertThat(SubGoals.of("send the form")).containsExactly("send the form");
        assertThat(SubGoals.of("send it to the printer")).containsExactly("send it to the printer");
        assertThat(SubGoals.of("reply to all")).containsExactly("reply to all");
        assertThat(SubGoals.of("click Forward")).containsExactly("click Forward");
    }
}
