package dev.flowwright.junit;

/** What a replayed step whose locators all miss does (docs/junit.md#healing). */
public enum Heal {
    /** The step's test fails with the locators tried. */
    OFF,
    /**
     * The step is healed through the do loop (one action, with the decider {@code flowwright.decider} names or
     * the default one) and the repaired recipe is written beside the original as {@code x.proposal.recipe.yaml};
     * the step's test still fails, saying where the proposal is, until the proposal is accepted.
     */
    PROPOSE
}
