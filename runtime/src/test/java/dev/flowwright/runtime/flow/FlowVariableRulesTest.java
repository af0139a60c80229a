package dev.flowwright.runtime.flow;

import org.junit.jupiter.api.Test;

import static dev.flowwright.runtime.flow.FlowReaderTest.problems;
import static dev.flowwright.runtime.flow.FlowReaderTest.valid;
import static org.assertj.core.api.Assertions.assertThat;

/** The ${name} rules: variables, secrets, values read by earlier steps, malformed references. */
class FlowVariableRulesTest {

    @Test
    void secretAsAnEnterValueIsValid() {
        valid("steps:\n  - enter: { one-time code: \"${otp}\" }\n");
    }

    @Test
    void secretOutsideEnterValuePointsAtItsLine() {
        assertThat(problems("""
                steps:
                  - sign in
                  - verify: the code ${otp} was accepted
                """)).containsExactly("t.flow.yaml:3:22: `${otp}` is a secret (it is not declared under `vars`), and a secret may only be typed (an `enter` value, or the text a step types); declare otp under `vars` if it is not secret");
    }

    @Test
    void secretInADoStepThatDoesNotTypeItSuggestsAnEnterStep() {
        assertThat(problems("steps:\n  - search the archive for ${password}\n")).singleElement().asString()
                .startsWith("t.flow.yaml:2:28: `${password}` is a secret")
                .contains("write `- enter: { <field>: ${password} }`");
    }

    /** A plain step the reading stage reads as typing the secret types it as an enter value does. */
    @Test
    void secretThatAPlainStepTypesIsValid() {
        valid("steps:\n  - type ${password} into the password box\n");
        valid("steps:\n  - log in as ada with password ${pw}\n");
        valid("steps:\n  - enter ${otp} into the one-time code box and press Enter\n");
        // typed in one part, shown in another: the other part is a text a model sees, and is refused
        assertThat(problems("steps:\n  - type ${pw} into the password box, then verify that ${code} shows\n")).singleElement().asString()
                .contains("`${code}` is a secret");
    }

    @Test
    void secretInAMultiLineStepPointsAtItsOwnLine() {
        assertThat(problems("""
                steps:
                  - if:
                      condition: the page asks again
                      then:
                        - |
                          look at the banner
                          and read ${pin} aloud
                """)).singleElement().asString().startsWith("t.flow.yaml:7:20: `${pin}` is a secret");
    }

    @Test
    void secretAsAnEnterFieldNameIsAnError() {
        assertThat(problems("steps:\n  - enter: { \"${who}\": x }\n")).singleElement().asString()
                .startsWith("t.flow.yaml:2:15: `${who}` is a secret").endsWith("name the field in plain words");
    }

    @Test
    void secretInStartOrAVarDefaultIsAnError() {
        assertThat(problems("start: http://x/?k=${key}\nsteps: [a]\n")).singleElement().asString().startsWith("t.flow.yaml:1:20: `${key}` is a secret");
        assertThat(problems("vars: { a: \"${b}\" }\nsteps: [x]\n")).singleElement().asString()
                .startsWith("t.flow.yaml:1:13: a default cannot refer to a variable (`${b}`)");
    }

    @Test
    void declaredVariablesMayBeUsedAnywhere() {
        valid("""
                vars: { city: Ankara, host: localhost }
                start: http://${host}:8700/
                steps:
                  - search for ${city}
                  - choose: { what: destination, option: "${city}" }
                  - verify: the results show ${city}
                """);
    }

    @Test
    void aValueReadByAnEarlierStepIsAVariableForLaterSteps() {
        valid("""
                steps:
                  - read: { what: the order number, into: order }
                  - verify: the page shows ${order}
                  - repeat_until: { condition: "the list holds ${order}", steps: [refresh] }
                """);
    }

    @Test
    void aValueUsedBeforeTheStepThatReadsItIsUndefined() {
        assertThat(problems("""
                steps:
                  - verify: the page shows ${order}
                  - read: { what: the order number, into: order }
                """)).containsExactly("t.flow.yaml:2:28: `${order}` is used before a step sets it (`into: order` at line 3)");
    }

    @Test
    void anUnquotedVariableInsideBracesGetsAHint() {
        assertThat(problems("steps:\n  - choose: { what: city, option: ${city} }\n")).singleElement().asString()
                .startsWith("t.flow.yaml:2:").endsWith("(inside { ... } or [ ... ], quote text that holds a variable: \"${name}\")");
    }

    @Test
    void aRepeatConditionSeesWhatItsStepsRead() {
        valid("steps:\n  - repeat_until: { condition: \"${count} is 3\", steps: [ { read: { what: the count, into: count } } ] }\n");
    }

    @Test
    void aValueReadInsideAnIfIsSetAfterIt() {
        valid("steps:\n  - if: { condition: a total shows, then: [ { read: { what: the total, into: total } } ] }\n  - verify: the receipt says ${total}\n");
    }

    @Test
    void aPickVariableInAConditionIsAnError() {
        assertThat(problems("""
                steps:
                  - pick: { from: the results, by: lowest price, into: flight }
                  - if: { condition: "${flight} is a direct flight", then: [book it] }
                """)).singleElement().asString()
                .startsWith("t.flow.yaml:3:23: `${flight}` holds the whole item a pick opened, which the screen seldom shows again");
    }

    @Test
    void aPickVariableInVerifyOrWaitForIsAnError() {
        assertThat(problems("""
                steps:
                  - pick: { from: the results, by: lowest price, into: flight }
                  - verify: the page shows ${flight}
                  - wait_for: ${flight} has loaded
                """)).extracting(p -> p.substring(0, p.indexOf(" holds"))).containsExactly(
                "t.flow.yaml:3:28: `${flight}`", "t.flow.yaml:4:15: `${flight}`");
    }

    @Test
    void aPickVariableMayBeMentionedInOtherSteps() {
        valid("steps:\n  - pick: { from: the results, by: lowest price, into: flight }\n  - enter: { message: \"Cheapest: ${flight}\" }\n");
    }

    @Test
    void malformedReferencesAreUndefined() {
        assertThat(problems("""
                vars: { city: Ankara }
                steps:
                  - search for ${}
                  - search for ${from city}
                  - search for ${city
                """)).containsExactly(
                "t.flow.yaml:3:16: `${}` names no variable; write `${name}`",
                "t.flow.yaml:4:16: `${from city}` is not a variable name (letters, digits and _, not starting with a digit)",
                "t.flow.yaml:5:16: `${` is not closed; write `${name}`");
    }

    @Test
    void aKnownNameWithoutItsBracesIsAnError() {
        assertThat(problems("vars: { city: Ankara }\nsteps:\n  - search for $city\n  - search for {city}\n")).containsExactly(
                "t.flow.yaml:3:16: write `${city}` to use the variable city",
                "t.flow.yaml:4:16: write `${city}` to use the variable city");
        valid("steps:\n  - find a coupon for $5 off\n  - pay $price in {braces}\n");
    }

    @Test
    void aVariableNameWrittenBareIsAnError() {
        assertThat(problems("""
                steps:
                  - read: { what: the cheapest fare, into: cheapest_fare }
                  - enter: { message: the fare is cheapest_fare }
                """)).containsExactly("t.flow.yaml:3:35: write `${cheapest_fare}` to use the variable cheapest_fare");
        valid("vars: { from_city: Izmir }\nsteps:\n  - enter: { from_city: \"${from_city}\" }\n  - open my_documents\n");
    }

    @Test
    void intoTakesAPlainName() {
        assertThat(problems("steps:\n  - read: { what: the price, into: \"${price}\" }\n")).singleElement().asString()
                .contains("write `into: price`");
        assertThat(problems("steps:\n  - read: { what: the price, into: the price }\n")).singleElement().asString()
                .contains("`the price` is not a variable name");
    }

    @Test
    void varsNeedVariableNames() {
        assertThat(problems("vars: { from city: x }\nsteps: [a]\n")).singleElement().asString()
                .startsWith("t.flow.yaml:1:9: `from city` is not a variable name");
    }
}
