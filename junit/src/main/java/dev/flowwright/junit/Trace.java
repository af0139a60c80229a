package dev.flowwright.junit;

/** When a recipe's Playwright trace is kept (docs/junit.md#what-a-failure-carries). */
public enum Trace {
    /** No trace is recorded. */
    OFF,
    /** Every recipe's trace is kept. */
    ON,
    /** A trace is recorded for every recipe and kept only for one that failed. */
    RETAIN_ON_FAILURE
}
