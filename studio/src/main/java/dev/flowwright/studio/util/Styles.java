package dev.flowwright.studio.util;

/** The style classes of studio.css, named once (AtlantaFX's habit): no inline styles anywhere. */
public final class Styles {
    public static final String PANEL = "panel";
    public static final String PANEL_TITLE = "panel-title";
    public static final String DARK = "dark";
    public static final String TARGET_OUTLINE = "target-outline";
    public static final String CANDIDATE_OUTLINE = "candidate-outline";
    public static final String SELECTED_OUTLINE = "selected-outline";
    /** Teach mode: a candidate the run asks the author about, and its number. */
    public static final String ASKED_OUTLINE = "asked-outline";
    public static final String ASKED_NUMBER = "asked-number";
    public static final String TEACH_BAR = "teach-bar";
    public static final String TEACH_CANDIDATE = "teach-candidate";
    /** Teach mode: why the author's click answered nothing. */
    public static final String TEACH_NOTICE = "teach-notice";
    public static final String AUTHOR_ANSWER = "author-answer";
    public static final String CAPTION = "caption";
    public static final String MUTED = "muted";
    public static final String BREAKPOINT_ON = "breakpoint-on";
    public static final String BREAKPOINT_OFF = "breakpoint-off";
    public static final String CURRENT_STEP = "current-step";
    public static final String PROBLEM_LINE = "problem-line";
    public static final String MONO = "mono";
    public static final String QUESTION_CARD = "question-card";
    public static final String OPTION_CHOSEN = "option-chosen";
    public static final String THRESHOLD_MET = "threshold-met";
    public static final String THRESHOLD_MISSED = "threshold-missed";
    public static final String VERDICT = "verdict";
    public static final String COUNTDOWN = "countdown";
    public static final String STATUS_BAR = "status-bar";
    public static final String PAST = "past";
    public static final String TURN_ROW = "turn-row";

    public static final String PLACEHOLDER_CHIP = "placeholder-chip";
    public static final String SECRET_CHIP = "secret-chip";
    public static final String MATCHED_LOCATOR = "matched-locator";
    public static final String LOCATOR_TEXT = "locator-text";
    public static final String DIFF_REMOVED = "diff-removed";
    public static final String DIFF_ADDED = "diff-added";
    public static final String DIFF_KEPT = "diff-kept";
    public static final String PROPOSAL_CARD = "proposal-card";
    public static final String STEP_PROBLEM = "step-problem";
    public static final String SECTION_TITLE = "section-title";

    private Styles() {}
}
