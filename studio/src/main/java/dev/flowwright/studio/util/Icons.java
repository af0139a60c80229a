package dev.flowwright.studio.util;

import javafx.scene.control.ButtonBase;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Map;

/**
 * Every icon the studio draws (Ikonli Material Design 2), by what it means, and the one way buttons
 * get an icon, a tooltip and an accessible name together.
 */
public final class Icons {
    public static final String RECORD = "mdi2r-record-circle-outline";
    public static final String RUN = "mdi2p-play";
    public static final String RUN_STEP = "mdi2p-play-box-outline";
    public static final String PAUSE = "mdi2p-pause";
    public static final String RESUME = "mdi2p-play-pause";
    public static final String STEP_TURN = "mdi2d-debug-step-into";
    public static final String STEP_STEP = "mdi2d-debug-step-over";
    public static final String STOP = "mdi2s-stop";
    public static final String SAVE = "mdi2c-content-save";
    public static final String OPEN = "mdi2f-folder-open";
    public static final String OPEN_RUN = "mdi2h-history";
    public static final String UNDO = "mdi2u-undo";
    public static final String REDO = "mdi2r-redo";
    public static final String ADD = "mdi2p-plus";
    public static final String DELETE = "mdi2d-delete-outline";
    public static final String UP = "mdi2a-arrow-up";
    public static final String DOWN = "mdi2a-arrow-down";
    public static final String BREAKPOINT = "mdi2c-circle";
    public static final String LIVE = "mdi2e-eye";
    public static final String SETTINGS = "mdi2c-cog";
    public static final String THEME = "mdi2t-theme-light-dark";
    public static final String FILTER = "mdi2f-filter-variant";
    public static final String TARGET = "mdi2c-crosshairs-gps";
    public static final String DECIDER = "mdi2b-brain";
    public static final String KEY = "mdi2k-key";
    public static final String ACTED = "mdi2a-account-check";
    public static final String CANCEL = "mdi2c-cancel";
    public static final String CHECK = "mdi2f-file-check-outline";
    public static final String PROBLEM = "mdi2a-alert-circle";
    public static final String QUIT = "mdi2e-exit-to-app";
    public static final String REPLAY = "mdi2r-replay";
    public static final String SAVE_RECIPE = "mdi2c-content-save-move";
    public static final String TEST_LOCATOR = "mdi2t-target";
    public static final String LADDER = "mdi2l-ladder";
    public static final String MATCHED = "mdi2s-star";
    public static final String EDIT = "mdi2p-pencil";
    public static final String ACCEPT = "mdi2c-check-bold";
    public static final String REJECT = "mdi2c-close";
    public static final String HEAL = "mdi2b-bandage";
    public static final String SECRET = "mdi2l-lock";
    /** Answer what covers the page first (teach mode). */
    public static final String LAYERS = "mdi2l-layers-outline";

    private static final Map<String, String> KINDS = Map.ofEntries(
            Map.entry("do", "mdi2g-gesture-tap"), Map.entry("enter", "mdi2f-form-textbox"),
            Map.entry("choose", "mdi2r-radiobox-marked"), Map.entry("pick", "mdi2f-format-list-checks"),
            Map.entry("read", "mdi2b-book-open-variant"), Map.entry("verify", "mdi2c-check-decagram"),
            Map.entry("wait_for", "mdi2t-timer-sand"), Map.entry("stop_before", "mdi2o-octagon"),
            Map.entry("open", "mdi2a-application"), Map.entry("browse", "mdi2w-web"),
            Map.entry("repeat_until", "mdi2r-repeat"), Map.entry("if", "mdi2s-source-branch"));

    private static final Map<String, String> OUTCOMES = Map.ofEntries(
            Map.entry("done", "mdi2c-check-circle"), Map.entry("already_done", "mdi2c-check-all"),
            Map.entry("gated", "mdi2s-shield-alert"), Map.entry("failed", "mdi2c-close-circle"),
            Map.entry("running", "mdi2p-progress-clock"), Map.entry("ok", "mdi2c-check"),
            Map.entry("handoff", "mdi2a-account-alert"), Map.entry("completed", "mdi2f-flag-checkered"),
            Map.entry("stopped_before_destructive", "mdi2s-shield-check"));

    private static final Map<String, String> ACTIONS = Map.ofEntries(
            Map.entry("click", "mdi2c-cursor-default-click"), Map.entry("fill", "mdi2f-form-textbox"),
            Map.entry("select", "mdi2f-form-select"), Map.entry("press", "mdi2k-keyboard"),
            Map.entry("check", "mdi2c-checkbox-marked-outline"), Map.entry("uncheck", "mdi2c-checkbox-blank-outline"),
            Map.entry("scroll", "mdi2a-arrow-expand-vertical"), Map.entry("navigate", "mdi2w-web"),
            Map.entry("wait", "mdi2t-timer-sand"), Map.entry("manual", "mdi2h-hand-back-right"));

    private static final Map<String, String> REPLAY_STATUS = Map.ofEntries(
            Map.entry("passed", "mdi2c-check-circle"), Map.entry("failed", "mdi2c-close-circle"),
            Map.entry("healed", "mdi2b-bandage"), Map.entry("manual-required", "mdi2a-account-alert"),
            Map.entry("skipped", "mdi2s-skip-next-circle-outline"), Map.entry("replaying", "mdi2p-progress-clock"));

    private Icons() {}

    /** The icon of a recipe action ("click", "fill", …). */
    public static FontIcon action(String action) {
        FontIcon i = icon(ACTIONS.getOrDefault(action, "mdi2h-help-circle-outline"));
        i.getStyleClass().add("kind-icon");
        return i;
    }

    /** The icon of how a replayed step ended (passed, failed, healed, manual-required, skipped), styled by it. */
    public static FontIcon replayStatus(String status) {
        FontIcon i = icon(REPLAY_STATUS.getOrDefault(status, "mdi2h-help-circle-outline"));
        i.getStyleClass().addAll("outcome-icon", "replay-" + status);
        return i;
    }

    public static FontIcon icon(String code) {
        FontIcon i = new FontIcon(code);
        i.getStyleClass().add("icon");
        return i;
    }

    /** The icon of a step kind ("do", "enter", …). */
    public static FontIcon kind(String kind) {
        FontIcon i = icon(KINDS.getOrDefault(kind, "mdi2h-help-circle-outline"));
        i.getStyleClass().add("kind-icon");
        return i;
    }

    /** The icon of an outcome (done, failed, …), styled by outcome. */
    public static FontIcon outcome(String outcome) {
        FontIcon i = icon(OUTCOMES.getOrDefault(outcome, "mdi2f-flag-outline"));
        i.getStyleClass().add("outcome-icon");
        return showOutcome(i, outcome);
    }

    /** Turns an outcome icon made by {@link #outcome} into another outcome's, in place (list cells reuse theirs). */
    public static FontIcon showOutcome(FontIcon i, String outcome) {
        i.setIconLiteral(OUTCOMES.getOrDefault(outcome, "mdi2f-flag-outline"));
        i.getStyleClass().removeIf(c -> c.startsWith("outcome-") && !c.equals("outcome-icon"));
        i.getStyleClass().add("outcome-" + outcome.replace('_', '-'));
        return i;
    }

    /** Gives a button its icon, tooltip and accessible name in one go. */
    public static <B extends ButtonBase> B decorate(B button, String code, String tip) {
        button.setGraphic(icon(code));
        Tooltip t = new Tooltip(tip);
        t.setShowDelay(Duration.millis(300));
        button.setTooltip(t);
        button.setAccessibleText(tip);
        return button;
    }
}
