package dev.flowwright.studio.recipe;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ValuePartTest {

    @Test
    void placeholdersAreApartFromTextAndSecretsAreMarked() {
        var parts = ValuePart.split("code ${secrets.otp} for ${city}");
        assertThat(parts).containsExactly(new ValuePart("code ", false), new ValuePart("${secrets.otp}", true),
                new ValuePart(" for ", false), new ValuePart("${city}", true));
        assertThat(parts.get(1).secret()).isTrue();
        assertThat(parts.get(3).secret()).isFalse();
    }

    @Test
    void noValueHasNoParts() {
        assertThat(ValuePart.split(null)).isEmpty();
        assertThat(ValuePart.split("")).isEmpty();
    }
}
