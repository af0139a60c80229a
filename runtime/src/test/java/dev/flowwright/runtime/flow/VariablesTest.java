package dev.flowwright.runtime.flow;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class VariablesTest {
    private final Flow flow = new Flow("", "browser", null, ordered("from", "Istanbul", "to", "Ankara"), List.of(new Step.Do("x")));
    private final Secrets secrets = new Secrets(Map.of("otp", "482913"));

    private static Map<String, String> ordered(String... pairs) {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) m.put(pairs[i], pairs[i + 1]);
        return m;
    }

    private Variables vars(Map<String, String> overrides) {
        return Variables.forRun(flow, overrides, secrets);
    }

    @Test
    void declaredDefaultsAreExpanded() {
        assertThat(vars(Map.of()).expand("fly from ${from} to ${to}")).isEqualTo("fly from Istanbul to Ankara");
    }

    @Test
    void aCommandLineVarOverridesTheDefault() {
        assertThat(vars(Map.of("from", "Izmir")).expand("from ${from}")).isEqualTo("from Izmir");
    }

    @Test
    void aVarTheFlowDoesNotDeclareIsRefused() {
        assertThatThrownBy(() -> vars(Map.of("form", "Izmir")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--var form").hasMessageContaining("declares from, to");
    }

    @Test
    void aValueReadByAnEarlierStepIsExpandedAndWinsOverADefault() {
        Variables v = vars(Map.of()).with("price", "€120").with("to", "Antalya");
        assertThat(v.expand("${price} to ${to}")).isEqualTo("€120 to Antalya");
    }

    @Test
    void secretsAreNeverExpandedIntoModelVisibleText() {
        assertThat(vars(Map.of()).expand("type ${otp} from ${from}")).isEqualTo("type ${otp} from Istanbul");
    }

    @Test
    void typingRevealsSecrets() {
        assertThat(vars(Map.of()).expandForTyping("${otp}")).isEqualTo("482913");
    }

    @Test
    void aValueHoldingAReferenceIsNotExpandedAgain() {
        Variables v = vars(Map.of("from", "${otp}")).with("x", "${to}");
        assertThat(v.expand("${from} ${x}")).isEqualTo("${otp} ${to}");
        assertThat(v.expandForTyping("${from} ${x}")).isEqualTo("${otp} ${to}");
    }

    @Test
    void unknownAndMalformedReferencesStayAsWritten() {
        assertThat(vars(Map.of()).expand("${nobody} ${} ${from")).isEqualTo("${nobody} ${} ${from");
    }

    @Test
    void unresolvedNamesAreThoseWithNoValueAndNoSecret() {
        assertThat(vars(Map.of()).unresolved("${from} ${otp} ${card} ${pin}")).containsExactly("card", "pin");
    }

    @Test
    void withReturnsANewInstance() {
        Variables before = vars(Map.of());
        before.with("price", "1");
        assertThat(before.values()).doesNotContainKey("price");
    }
}
