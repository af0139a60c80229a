package dev.flowwright.runtime.decide.offline;

/**
 * An optional semantic similarity between a goal and a candidate's text (cosine, −1…1), added to the
 * word relevance when the offline decider is given one. None ships by default: see docs/deciders.md
 * for what a small sentence-embedding model measured on the labelled set.
 */
@FunctionalInterface
public interface Semantic {
    double similarity(String goal, String text);
}
