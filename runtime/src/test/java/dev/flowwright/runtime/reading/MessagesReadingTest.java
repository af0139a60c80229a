package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Replies and forwards, however they are worded (the readings that replaced the fixed scripts). */
class MessagesReadingTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"reply to them with the text \"On it, thanks.\"", "please respond with \"On it, thanks.\"",
            "write back \"On it, thanks.\"", "with the text \"On it, thanks.\", reply to them",
            "answer the email from Bob with \"On it, thanks.\"", "reply saying \"On it, thanks.\""})
    void aReplyWithATextIsReply(String step) {
        assertThat(Parts.only(step, Intent.Reply.class).text().text()).isEqualTo("On it, thanks.");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            forward the email from Jessa to Alicia Keys            | Jessa | Alicia Keys
            Forward to Alicia Keys the email from Jessa.           | Jessa | Alicia Keys
            Send Alicia Keys the message you got from Jessa        | Jessa | Alicia Keys
            Please forward the information from Jessa to Alicia Keys. | Jessa | Alicia Keys
            the email from Jessa should be forwarded to Alicia Keys | Jessa | Alicia Keys
            pass the mail from Jessa on to Alicia Keys              | Jessa | Alicia Keys
            forward it to Alicia Keys                               |       | Alicia Keys
            """)
    void passingAMessageOnIsForward(String step, String from, String to) {
        Intent.Forward f = Parts.only(step, Intent.Forward.class);
        assertThat(f.from()).isEqualTo(from);
        assertThat(f.to()).isEqualTo(to);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"send the form", "send it to the printer", "reply to all", "click Forward", "forward", "reply"})
    void otherStepsAreNoMessage(String step) {
        assertThat(Parts.all(step)).noneMatch(i -> i instanceof Intent.Reply || i instanceof Intent.Forward);
    }
}
