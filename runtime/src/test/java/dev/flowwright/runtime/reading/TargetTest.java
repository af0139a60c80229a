package dev.flowwright.runtime.reading;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What a target's words are: names, identifiers, numbers, a count, a role, the item or region it is in. */
class TargetTest {
    @Test
    void identifiersAreKeptWholeAndCountsAreNoIdentifiers() {
        assertThat(Term.of("the B-12 bolt")).contains(new Term.Identifier("B-12"));
        assertThat(Term.of("order SKU 88-1042 now")).contains(new Term.Identifier("SKU 88-1042"));
        assertThat(Term.of("a bolt M8 × 25")).contains(new Term.Identifier("M8 × 25"));
        assertThat(Term.of("the 2nd result")).noneMatch(t -> t instanceof Term.Identifier).contains(new Term.Word("2nd"));
        assertThat(Term.of("set 12.5 kg")).contains(new Term.Number("12.5"));
        assertThat(Term.of("the \"Save\" button for @ada")).containsExactly(new Term.Word("the"), new Term.Quoted("Save"),
                new Term.Word("button"), new Term.Word("for"), new Term.Handle("@ada"));
    }

    @Test
    void aTargetKnowsItsCountRoleScopeAndPurpose() {
        Target t = Target.of("the second \"Save\" button in the dialog");
        assertThat(t.ordinal()).isEqualTo(2);
        assertThat(t.roles()).contains("button");
        assertThat(t.scope()).isEqualTo(Scope.region("dialog"));
        assertThat(t.quotedName()).contains("Save");
        assertThat(Target.of("Like on the post by @ut").scope()).isEqualTo(Scope.author("@ut"));
        assertThat(Target.of("Edit in the Billing section").scope()).isEqualTo(Scope.region("Billing section"));
        Target save = Target.of("Save to keep the draft");
        assertThat(save.phrase()).isEqualTo("Save");
        assertThat(save.purpose()).isEqualTo("keep the draft");
    }
}
