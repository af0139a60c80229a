package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Which screens ask for a check only a person may do (docs/how-a-run-works.md#when-a-person-is-needed). */
class HumanOnlyTest {

    private static Screen with(List<Element> elements, List<String> text) {
        return new Screen("browser", "Sign in", null, SurfaceKind.WINDOW, elements, text, List.of());
    }

    private static Element el(String role, String name) {
        return new Element("e1", role, name, "", null, Set.of(), Set.of(ElementAction.CLICK), null, List.of(), null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"I'm not a robot", "I am not a robot", "Verify you are human", "Please confirm that you're a human",
            "Are you a robot?", "Select all images with crosswalks", "Solve the puzzle to continue", "Complete the slider puzzle",
            "Slide to verify", "Drag the slider to complete the puzzle", "Enter the CAPTCHA", "Type the characters you see",
            "Use Touch ID to sign in", "Place your finger on the sensor", "Scan your face"})
    void eachChallengeIsNoticedInTextOrAName(String words) {
        assertThat(HumanOnly.check(with(List.of(), List.of(words)))).isPresent();
        assertThat(HumanOnly.check(with(List.of(el("checkbox", words)), List.of()))).isPresent();
    }

    @Test
    void aCaptchaFieldOrFrameIsAChallengeButALinkAboutOneIsNot() {
        assertThat(HumanOnly.check(with(List.of(el("textbox", "captcha")), List.of()))).isPresent();
        assertThat(HumanOnly.check(with(List.of(el("iframe", "reCAPTCHA")), List.of()))).isPresent();
        assertThat(HumanOnly.check(with(List.of(el("link", "reCAPTCHA privacy")), List.of("protected by reCAPTCHA")))).isEmpty();
    }

    @Test
    void ordinaryScreensAskNothing() {
        assertThat(HumanOnly.check(with(List.of(el("button", "Sign in"), el("textbox", "User ID"), el("link", "Human resources")),
                List.of("Slides from the meeting", "Drag files here", "Face value: 100")))).isEmpty();
    }
}
