package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Signing in with a user and a password, however it is worded; the password stays a reference. */
class SignInReadingTest {
    private final SignInReading reading = new SignInReading();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            log in as ada with password ${pw}                                 | ada            | ${pw}
            please sign in as ada using the password ${pw}                    | ada            | ${pw}
            with the username ada and the password ${pw}, log in              | ada            | ${pw}
            sign on as "ada", password ${pw}                                  | ada            | ${pw}
            login with email ada@example.org and password hunter2             | ada@example.org | hunter2
            log into the site as ${user} with ${password}                     | ${user}        | ${password}
            sign in with the user name ada and the pwd "correct horse"        | ada            | correct horse
            """)
    void signingInIsSignIn(String step, String user, String password) {
        Intent.SignIn in = Parts.only(step, Intent.SignIn.class);
        assertThat(in.user().text()).isEqualTo(user);
        assertThat(in.password().text()).isEqualTo(password);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"log in", "log out as ada", "sign up as ada with password x", "sign in with Google",
            "enter the password ${pw}", "log in as ada", "sign in as ada with ${token}"})
    void otherStepsAreNotSigningIn(String step) {
        assertThat(reading.read(step)).isEmpty();
    }
}
