package dev.flowwright.runtime;

/**
 * Every threshold the runtime judges by, in one place, each with a one-line reason. The names are the
 * ones the design uses, so a rule in {@code docs/} can be traced to its number here. A constant nothing
 * reads, or one without its reason, fails {@code ThresholdsTest}.
 */
public final class Thresholds {
    private Thresholds() {}

    // ---- the do loop (docs/how-a-run-works.md, "The do loop") ----
    /** Turns a do step gets before it looks one last time and gives up. */
    public static final int DO_TURNS = 8;
    /** Unchanged turns in a row before the loop asks whether the result is already showing. */
    public static final int STALL_TURNS = 3;
    /** Completion a step needs after acting to be Done. */
    public static final double DONE = 0.75;
    /** Completion needed at turn 0: skipping a step that was not done is worse than doing it twice. */
    public static final double ALREADY_DONE = 0.85;
    /** After acting, `finished` stands unless completion is under this. */
    public static final double LEANS_DONE = 0.50;
    /** P(blocked) at which an obstacle is dismissed before moving. */
    public static final double BLOCKED = 0.70;
    /** Obstacles dismissed per step at most. */
    public static final int MAX_OBSTACLES = 2;
    /** A progress drop of this much of the scale since the last action counts as a regression. */
    public static final double REGRESSION = 0.25;
    /** `helped` under this after a targeted press counts as unhelpful. */
    public static final double UNHELPFUL = 0.20;
    /** Undos per step, shared between regressions and unhelpful presses. */
    public static final int MAX_UNDOS = 2;
    /** Wait moves in a row that changed nothing before `wait` is no longer offered. */
    public static final int MAX_IDLE_WAITS = 2;
    /** A shortcut is pressed only at or above this probability. */
    public static final double SHORTCUT_FLOOR = 0.50;
    /** A control pressed this many times in a step is not pressed again in it. */
    public static final int MAX_REPEAT_PRESSES = 3;
    /** Scrolls that changed nothing before scrolling is withdrawn. */
    public static final int MAX_IDLE_SCROLLS = 1;
    /** Blank looks in a row that fail a step (the application cannot be read). */
    public static final int MAX_BLIND_LOOKS = 3;
    /** A layer covering this many controls after the run's own action is the task's dialog. */
    public static final int LAYER_COVERS = 3;
    /** How long a `wait` move waits for the application to change (it is still loading). */
    public static final long WAIT_MOVE_MS = 1500;
    /** A control of the task's own dialog that answers it is pressed at this (a Choice, like a dismissal). */
    public static final double DIALOG_ANSWER_FLOOR = 0.50;

    // ---- grounding: which control a step means (docs/how-a-run-works.md) ----
    /** More candidates than this are split into regions with a knockout round. */
    public static final int CAP = 20;
    /** A target pick is accepted at this probability. */
    public static final double ACT = 0.70;
    /** …or at this one when the name matches the step exactly. */
    public static final double NAMED_FLOOR = 0.45;
    /** A relabelled re-ask is accepted on its own when confirm reaches this. */
    public static final double CORROBORATED = 0.80;
    /** Same pick twice plus confirm at this accepts. */
    public static final double AGREED = 0.50;
    /** Regions at most in a split. */
    public static final int MAX_REGIONS = 8;

    // ---- choose, and the look after it that checks the choice shows (docs/step-kinds.md, "choose") ----
    /** Turns of the short do loop a choose step gets to bring its option on screen (open its list, scroll to it) before it fails. */
    public static final int CHOOSE_REVEAL_TURNS = 3;
    /** reflects (calibrated with strays) under this triggers one repair. */
    public static final double REFLECT_FLOOR = 0.50;
    /** Turns of the one repair loop after a failed reflection. */
    public static final int REPAIR_TURNS = 4;

    // ---- enter (docs/step-kinds.md, "enter") ----
    /** A slot→field proposal under this is dropped. */
    public static final double SLOT_FLOOR = 0.40;
    /** Turns of the do loop that reveals fields when none are on screen. */
    public static final int ENTER_REVEAL_TURNS = 4;
    /** Rounds of look → assign → deliver. */
    public static final int ENTER_ROUNDS = 3;
    /** Subtrees a look cut short that enter reads when it sees fewer fields than slots. */
    public static final int EXPLORE_SUBTREES = 4;
    /** P(the screen shows an error about this field) that re-enters it. */
    public static final double FIELD_ERROR = 0.70;
    /** A slot with no field is "not asked for" when P(asked) is under this. */
    public static final double NOT_ASKED = 0.35;
    /** An opener (a link holding a slot's word) is pressed only when confirmed at this. */
    public static final double OPENER_FLOOR = 0.80;
    /** A suggestion is picked only at this: pressing replaces what was typed. */
    public static final double SUGGESTION_FLOOR = 0.50;
    /** Suggestion rows offered to the decider at most: the first rows of a long list are the ones the typed text matches best. */
    public static final int MOST_SUGGESTIONS = 12;
    /** Extra looks a place box gets for its rows to show. */
    public static final int LATE_LOOKS = 2;
    /** How long each of those extra looks waits for the page to change: a place box fetches its rows over the network. */
    public static final long LATE_LOOK_MS = 1000;
    /**
     * A field that reads back empty after its text was set, once settled, is re-read for this long while the
     * page keeps changing before the text is pasted: a framework may fill it from its own state, or clear it
     * on focus, a beat after the set (issue #13 item 7); a page that holds still ends the wait at once.
     */
    public static final long LATE_VALUE_MS = 1500;
    /**
     * How long a menu path waits for a submenu to show after its item was pointed at: menus open a moment
     * late on purpose (jQuery UI's after 300 ms), and a path fails only once the name is still missing.
     */
    public static final long SUBMENU_OPEN_MS = 1500;
    /** Months a calendar is paged forward looking for the day: a date more than a year out is a mistyped year, not a booking. */
    public static final int MAX_MONTHS = 12;

    // ---- other steps (docs/step-kinds.md) ----
    /** Checks open makes for a readable window before it fails: an application takes a few seconds to draw its first window, but not forever. */
    public static final int WINDOW_CHECKS = 10;
    /** Longest open waits for a program that shows no window at all yet: an office suite's first start builds its profile for half a minute on a loaded machine. */
    public static final long APP_START_MS = 45_000;
    /** Checks wait_for makes of its condition before it fails: bounded, so a condition that never comes cannot hang the run. */
    public static final int WAIT_CHECKS = 10;
    /** A read or pick takes the decider's source or item only at this, more likely than not: reading nothing beats reading the wrong thing. */
    public static final double LOCATE_FLOOR = 0.5;
    /** Sources (or pick items) one request offers, paging on while the answer is none: many more would crowd the request past its size. */
    public static final int MAX_READ_SOURCES = 60;
    /** A pick item's summary is cut at this many characters: enough to tell items apart, short enough for a page of them in one request. */
    public static final int MAX_PICK_SUMMARY = 400;
    /** Conditions: when |calibrated − 0.5| is within this, a crisp coverage answer decides. */
    public static final double HEDGED = 0.10;
    /** …and the coverage answer's top level is at least this sure: a hedged yes/no defers to a confident coverage level. */
    public static final double CRISP_TOP = 0.85;
    /** A condition (verify, wait_for, if, repeat_until) holds at this combined probability: more likely than not. */
    public static final double CONDITION_HOLDS = 0.50;
    /** How long wait_for waits for the page to change between two checks. */
    public static final long WAIT_CHECK_MS = 1000;
    /** How long open waits for a readable window between two checks. */
    public static final long WINDOW_CHECK_MS = 500;

    // ---- voting, quorum, hedging, the evidence gate (docs/how-a-run-works.md, "The evidence gate") ----
    /** Framings one decision is asked in at most, widening included: past nine perspectives and orderings more calls tell nothing new. */
    public static final int MAX_VOTES = 9;
    /** Framings a decision is asked in at most by default (sequential voting stops sooner when the vote is settled): enough to outvote a biased framing. */
    public static final int DEFAULT_VOTES = 7;
    /** Framings a decision is first asked in (sequential voting): three can agree unanimously, and a split shows at once. */
    public static final int FIRST_VOTES = 3;
    /** Framings added per further round while a question's vote is still open: two keep the round trips few without asking past what settles it. */
    public static final int MORE_VOTES = 2;
    /** The sequential test's settled vote: a framing backs its leader confidently this often — nine in ten clears the gate's agreement with room to spare. */
    public static final double SEQUENTIAL_AGREED = 0.9;
    /** …and its split vote: backed this often or less (the gate's abstain agreement), more framings would not make it agreed. */
    public static final double SEQUENTIAL_SPLIT = 0.4;
    /** Error rate: a split vote stops as settled at most this often; the gate still reads its ballot, so a stop is never an act by itself. */
    public static final double SEQUENTIAL_FALSE_SETTLE = 0.10;
    /** Error rate: an agreed vote stops as split at most this often; a split vote deliberates (duels, a re-ask), it is never acted on unsure. */
    public static final double SEQUENTIAL_FALSE_SPLIT = 0.10;
    /** A yes/no asked with no bar is read against even odds by the sequential test: its framings back a side of this, and confidently past UNDECIDED_BAND. */
    public static final double YES_NO_MIDDLE = 0.5;
    /** A vote of at least this many framings may stop waiting before the last answers come (a quorum). */
    public static final int QUORUM_VOTES = 7;
    /** Answers a quorum may leave outstanding (it ends at n − 2 when the rest agree surely); the stragglers still run and are charged. */
    public static final int QUORUM_LEFT = 2;
    /** A Choice or Score joins a quorum only when every framing's top option is this sure: the missing answers could not change it. */
    public static final double QUORUM_TOP = 0.9;
    /** A yes/no joins a quorum when every framing answers yes at least this surely… */
    public static final double SURE_YES = 0.97;
    /** …or every framing's P(yes) is at most this: sure either way, the slow answers cannot turn it. */
    public static final double SURE_NO = 0.08;
    /** Hedge copies in flight at once per runtime: a slow host gets a second try without doubling every call. */
    public static final int HEDGE_COPIES = 2;
    /** A framing unanswered this long gets one copy sent (a hedge) and the first answer wins: most answers come well within it. */
    public static final long HEDGE_AFTER_MS = 4000;
    /** …and this long for a large request, which takes longer to answer even when nothing is wrong. */
    public static final long HEDGE_AFTER_LARGE_MS = 5000;
    /** A request of this many bytes or more is large for hedging. */
    public static final int HEDGE_LARGE_BYTES = 32 * 1024;
    /**
     * A duel's pairing is won only by a side that leads the other side and {@code none} by this much: an answer that
     * cannot tell the two apart (a tie, an even spread, which a model unsure of the screen gives) is won by neither,
     * never by whichever side was listed first.
     */
    public static final double DUEL_LEAD = 0.05;
    /** The evidence gate accepts a Choice only when its winner leads the runner-up by this: a narrow lead is a guess. */
    public static final double ACCEPT_MARGIN = 0.25;
    /** …and when at least this share of the framings picked it: one framing's pick is not the decider's answer. */
    public static final double ACCEPT_AGREEMENT = 0.80;
    /** A Choice whose winner is under this (with split framings, below) abstains at once: unsure means abstain, never the first option. */
    public static final double ABSTAIN_FLOOR = 0.20;
    /** …when fewer than this share of the framings agree on it; weak but agreed, or strong but split, deliberates instead. */
    public static final double ABSTAIN_AGREEMENT = 0.40;
    /** A yes/no whose mean lies within this of its threshold is too close to call and deliberates (more framings). */
    public static final double UNDECIDED_BAND = 0.12;
    /** A yes/no is accepted only when at least this share of the framings sit on the same side of its threshold. */
    public static final double SIDE_AGREEMENT = 0.80;
    /** An option joins the duels only at this probability: a duel between options no framing leaned to spends calls for nothing. */
    public static final double DUEL_FLOOR = 0.05;
    /** Options that duel at most: four make six pairwise questions, the most a stuck Choice is worth. */
    public static final int DUEL_FINALISTS = 4;
    /** A duel's winner must win this share of its pairings, and more than any other finalist, or the decision abstains. */
    public static final double DUEL_WIN = 0.60;

    // ---- human handoff (docs/how-a-run-works.md, "When a person is needed") ----
    /** Takeovers one do step may ask a person for (a human-only check, a stuck step) before it fails. */
    public static final int MAX_TAKEOVERS = 2;
    /**
     * Times one do step may ask the author about what covers their answer (a consent wall, a dialog): a wall
     * and the choices its "Settings" opens take two; a third layer in the way is no longer a cover.
     */
    public static final int MAX_COVER_QUESTIONS = 3;
    // ---- the offline decider's reading of a step's effect (decide/offline) ----
    /** P(done) when text the step's action made appear confirms it ("Renewed.", "Thank you"): the page says so itself. */
    public static final double EFFECT_CONFIRMED = 0.92;
    /** Share of the step's object words that new text or a new window title must name to count as the step's result. */
    public static final double EFFECT_NAMES_OBJECT = 0.6;
    /** P(done) for an object-less step ("continue") whose press moved the screen on: its control went, or new text came. */
    public static final double EFFECT_MOVED_ON = 0.85;
    /** P(done) at most while a dialog the step opened waits in front: a question it asks is the task's next stage. */
    public static final double EFFECT_DIALOG_WAITING = 0.25;
    /** P(done) at most when text the step's action made appear reports an error. */
    public static final double EFFECT_ERROR = 0.1;
    /** Relevance added to the candidate with the lowest (highest) amount for "cheapest" ("dearest"): it decides among lookalikes. */
    public static final double EXTREME_BONUS = 0.4;
    /** Relevance for (against) a candidate of the kind a heal names ("the button that was labelled …"): its label may have changed, its kind has not. */
    public static final double RELABELLED_KIND_FIT = 0.2;
    /** P(done) when a status line opens with the step's verb done ("Renewed. …"): just over ALREADY_DONE, the page's own report. */
    public static final double STATUS_SAYS_DONE = 0.88;
    /** P(reflects) when the option itself shows selected, checked, or as the value of its field. */
    public static final double REFLECT_SHOWN_CHOSEN = 0.92;
    /** P(reflects) when the option shows but neither it nor any sibling shows a selection either way. */
    public static final double REFLECT_UNMARKED = 0.6;

    // ---- the offline decider's screen judge and relevance (docs/deciders.md#the-offline-decider-what-it-can-and-cannot-do) ----
    /** What the offline decider answers when a question gives it no words to look for: no evidence either way. */
    public static final double OFFLINE_NO_EVIDENCE = 0.5;
    /** The offline decider never answers under this or over one minus it: it reads words, not intent, so never quite certain, yet past SURE_YES and SURE_NO. */
    public static final double OFFLINE_LEAST = 0.02;
    /** Relevance at which a control on screen starts to offer the goal still (the step may not be done while its control is offered)… */
    public static final double OFFLINE_OFFERED_FROM = 0.3;
    /** …and at which it offers it fully: a control cannot offer the goal any more plainly than that. */
    public static final double OFFLINE_OFFERED_FULLY = 0.9;
    /** P(done) for a dismissal while a layer is still in front: what it was to close is there. */
    public static final double OFFLINE_LAYER_STAYS = 0.1;
    /**
     * Most words a line of a page's text may have to stand for its title where the page marks no heading: "Reading
     * room" or "Order 1042 · shipped" is a title, a sentence of prose ("Before you borrow, read the loan rules and
     * the notice") is not, and a step's words in it are no sign the step's page is open.
     */
    public static final int OFFLINE_TITLE_LINE_WORDS = 8;
    /** P(done) for a dismissal once no layer is in front: at ALREADY_DONE, the layer gone is the dismissal's whole result. */
    public static final double OFFLINE_LAYER_GONE = 0.85;
    /** P(done) for a sign-in while a password field still shows: the form is still asking. */
    public static final double OFFLINE_SIGN_IN_FORM_SHOWS = 0.1;
    /** P(done) for a sign-in once a sign-out control or a welcome shows: the page says who is in. */
    public static final double OFFLINE_SIGNED_IN = 0.9;
    /** P(done) for a sign-in with neither showing: under DONE, a sign-in is not taken for done on no sign of it. */
    public static final double OFFLINE_SIGN_IN_UNCLEAR = 0.45;
    /** P(done) added for a goal of no particular kind when the page says an action of its verb happened ("saved", "thank you"). */
    public static final double OFFLINE_DONE_WORDS = 0.15;
    /**
     * P(done) at most for a step that adds a quoted or identifier-like text ("add "foo" to the tags") while the text
     * shows nowhere on screen: below LEANS_DONE, for an item not shown is not added (a field holding it is not the list).
     */
    public static final double OFFLINE_ADDED_NOT_SHOWN = 0.2;
    /** P(done) taken off while a layer is in front of a goal not about the layer: a goal is rarely finished while something waits in front of it. */
    public static final double OFFLINE_LAYER_IN_FRONT = 0.1;
    /** P(blocked) with nothing in front of the page: only a cover the look cannot see could block it. */
    public static final double OFFLINE_NOTHING_IN_FRONT = 0.06;
    /** P(blocked) when the goal is about the layer in front, or its control is on the layer: the layer is the way, not in the way. */
    public static final double OFFLINE_LAYER_IS_THE_WAY = 0.15;
    /** P(blocked) when the control the goal needs is covered by the layer: well over BLOCKED, the layer must go first. */
    public static final double OFFLINE_TARGET_COVERED = 0.9;
    /** P(blocked) when the layer covers controls but the goal's own is not clear: over BLOCKED, most of the page is out of reach. */
    public static final double OFFLINE_OTHERS_COVERED = 0.75;
    /** Relevance at which the best control for a goal counts as the one it needs (the one the layer would block). */
    public static final double OFFLINE_TARGET_RELEVANCE = 0.45;
    /** P(holds) for a condition of absence ("no results") the screen shows in its own words. */
    public static final double OFFLINE_ABSENCE_SHOWN = 0.9;
    /** Share of a field's words an error line (or an invalid control) must name to be that field's error. */
    public static final double OFFLINE_ERROR_NAMES_FIELD = 0.5;
    /** P(field error) when an error line names the field: over FIELD_ERROR, so the field is entered again. */
    public static final double OFFLINE_ERROR_LINE = 0.88;
    /** P(field error) when the field itself is marked invalid: the page's own mark, surer than a line of text. */
    public static final double OFFLINE_FIELD_INVALID = 0.9;
    /** P(field error) when errors show but none names the field: under FIELD_ERROR, another field's error is not this one's. */
    public static final double OFFLINE_OTHER_ERROR = 0.3;
    /** P(field error) when no error shows at all. */
    public static final double OFFLINE_NO_ERROR = 0.04;
    /** Relevance added to a control named exactly as the step quotes it: a quoted name is the person saying which one. */
    public static final double OFFLINE_QUOTED_NAME = 0.5;
    /** Relevance added to the one confirming button for a step that is only a commit ("press login"): it is the commit. */
    public static final double OFFLINE_LONE_COMMIT = 0.5;
    /** Relevance taken from a control that shares only the verb with a "find" step while the thing it finds is on screen. */
    public static final double OFFLINE_ONLY_THE_VERB = 0.4;
    /** Relevance added to a text field for a step that types: what it types goes into a field. */
    public static final double OFFLINE_TYPES_INTO = 0.12;
    /** Relevance added to a control that is not a field for a step that presses: a small lean, a field can be pressed too. */
    public static final double OFFLINE_PRESSABLE = 0.02;
    /** Relevance taken from a control of the wrong sort for the step's action (a button to type into, a field to press). */
    public static final double OFFLINE_WRONG_ACTION = 0.05;
    /** Relevance taken from a disabled control: it cannot do the step now. */
    public static final double OFFLINE_DISABLED = 0.3;
    /** Relevance taken from a covered control: it cannot be pressed until what covers it goes. */
    public static final double OFFLINE_COVERED = 0.1;

    // ---- budgets and sizes ----
    /** Actions a run may take unless told otherwise: a real flow takes a few dozen, and a spinning one stops here. */
    public static final int DEFAULT_MAX_ACTIONS = 60;
    /** The most actions a run may be given (--max-actions): a bigger budget would only let a spinning flow spin longer. */
    public static final int MAX_ACTIONS = 120;
    /** Model calls a run may make unless told otherwise; every framing of a request is one call. */
    public static final int DEFAULT_MAX_CALLS = 3000;
    /** The most model calls a run may be given: a ceiling on what one run can cost that no option lifts. */
    public static final int MAX_CALLS = 10000;
    /** A decision request is fitted under this many bytes (questions split, then lists trimmed): under the 64 KiB a local Ollama decider takes, with room for the framing. */
    public static final int MAX_REQUEST_BYTES = 48_000;
    /** Element lines in one decision state. */
    public static final int MAX_STATE_ELEMENTS = 120;
    /** A value shown in an element line is cut at this many characters. */
    public static final int MAX_VALUE_CHARS = 80;
    /** Labels named in a change note before "and N more". */
    public static final int CHANGE_NOTE_LABELS = 6;
    /** A line of text named in a change note is cut here: a status line is short, a paragraph only needs its start. */
    public static final int CHANGE_NOTE_TEXT_CHARS = 100;
    /** Recent actions a decision state and a step's history carry: enough to see a loop, few enough to keep the request small. */
    public static final int RECENT_ACTIONS = 20;
    /** Static text lines in one decision state: the request should stay near 1,500 tokens, where a decision costs least. */
    public static final int MAX_VISIBLE_TEXT_LINES = 40;
    /** A static text line is cut at this many characters, for the same reason. */
    public static final int MAX_TEXT_LINE_CHARS = 160;
    /** An element's name in an element line is cut here: a link wrapping a paragraph is still one control. */
    public static final int MAX_LINE_NAME_CHARS = 100;
    /** Labels sharing words with the step: "the handful" next to the census of roles. */
    public static final int MAX_STEP_LABELS = 12;
    /** The nearest named ancestor shown for an unnamed element ("in list \"Results\""). */
    public static final int MAX_NEAR_CHARS = 60;
    /** A value shown in a grounding option ("holds"). */
    public static final int MAX_HOLDS_CHARS = 120;
    /** Fields whose contents a state carries when values are asked for. */
    public static final int MAX_FIELD_CONTENTS = 12;
    /** A field's contents in a state are cut here (a rich-text body can be a whole letter). */
    public static final int MAX_FIELD_CONTENT_CHARS = 400;
    /** Variables already collected by earlier runs that a state carries: the ones a step most likely needs, not a whole history. */
    public static final int MAX_COLLECTED = 12;
    /** A collected value in a state is cut at this many characters. */
    public static final int MAX_COLLECTED_CHARS = 120;

    // ---- flow files (docs/flow-format.md, "Limits"): checked before and while parsing, so a hostile file fails fast ----
    /** A flow larger than this is refused before it is parsed: real flows are a few kilobytes. */
    public static final int MAX_FLOW_BYTES = 1024 * 1024;
    /** Aliases (*name) to lists or maps in one flow file; more is an alias bomb, not a flow. */
    public static final int MAX_FLOW_ALIASES = 20;
    /** Nesting of lists and maps in a flow file (if/repeat_until nest steps a few levels at most). */
    public static final int MAX_FLOW_DEPTH = 40;
    /** Items a flow may expand to through aliases; a 1 MB file of one-word steps stays well under it. */
    public static final int MAX_FLOW_NODES = 400_000;

    // ---- the browser surface: waiting (docs/browser.md, "Waiting") ----
    /** Settling samples the element count and text length this often. */
    public static final long SETTLE_SAMPLE_MS = 100;
    /** Samples in a row with the same count and text length (and no request in flight) that mean "still". */
    public static final int SETTLE_STILL_SAMPLES = 3;
    /** A full settle gives up after this long: a page that never holds still must not hang the run. */
    public static final long SETTLE_LIMIT_MS = 8000;
    /** A brief settle (after Escape or a launch, which fetch nothing) gives up sooner. */
    public static final long BRIEF_SETTLE_LIMIT_MS = 1500;
    /** A quick settle (after a replayed action) samples this often: the next step waits for its element by condition. */
    public static final long QUICK_SETTLE_SAMPLE_MS = 25;
    /** A request open this long is a long poll or a stream, not the page still loading. */
    public static final long LONG_REQUEST_MS = 5000;
    /** Options of a native list a look shows (a country list has 250; the first ones and the chosen one are what a step names). */
    public static final int MAX_LIST_OPTIONS = 50;
    /** A click that looks inert gets this long to commit a navigation before it is written off: a link's page may answer slowly. */
    public static final long INERT_CLICK_GRACE_MS = 3000;
    /** A journal waits this long for a look's picture before writing the look without one: a browser that stopped answering must not hold the journal. */
    public static final long PICTURE_WAIT_MS = 30_000;

    // ---- recipes: record, replay, heal (docs/recipes.md) ----
    /**
     * A replayed step waits by condition (re-looking each time the screen changes, never a fixed sleep)
     * up to this long for a locator to find exactly one element; a dialog that shows late takes seconds.
     */
    public static final long REPLAY_FIND_MS = 10_000;
    /**
     * Within that, a screen that has not changed at all for this long will not bring the element: the
     * step misses (and may heal) without sitting out the rest. The sample site's slowest reply is 5 s.
     */
    public static final long REPLAY_QUIET_MS = 5_000;
    /** A heal gets one action: left to run, it would finish the job and the replay would then do the rest twice. */
    public static final int HEAL_ACTIONS = 1;

    // ---- chaos decider (issue #12 item 12: confident and arbitrary, to find the worst a flow can do) ----
    /** A chaos Choice or Score puts its pick at least this sure: well past any gate, as a confidently wrong model would. */
    public static final double CHAOS_CHOICE_MIN = 0.6;
    /** ... and at most this sure, so the rest of the options keep some probability (a ballot still sees them). */
    public static final double CHAOS_CHOICE_MAX = 0.97;
    /** A chaos yes/no lands anywhere from this P(yes) ... */
    public static final double CHAOS_NOUL_MIN = 0.05;
    /** ... to this one: confidently yes, confidently no, or unsure, at random. */
    public static final double CHAOS_NOUL_MAX = 0.95;
    // ---- loop guards (issue #12 item 3; docs/safety.md, "Loop guards") ----
    /** The same action (element signature + kind) this many times running, the earlier ones changing nothing, is a spin: the step stops before it is taken. */
    public static final int LOOP_SAME_ACTIONS = 3;
    /** A,B,A,B (A≠B): the length of an alternation that stops the step, its last action refused; flipping between two states undoes the step's own work each time. */
    public static final int LOOP_OSCILLATION = 4;
    /** Actions of a step the loop guard remembers: enough for both patterns (three the same, A,B,A,B) with room to spare. */
    public static final int LOOP_GUARD_MEMORY = 8;
    // ---- secrets masked by field, not by spelling (issue #12 item 6) ----
    /**
     * A number or code of at least this many letters and digits is also found with separators between
     * them ("4111 1111 1111 1111", "123 456"); a shorter one only as written, or a PIN "1234" would hide
     * every "12:34" and "12.34" on the page. One-time codes have six digits, card numbers 13 to 19.
     */
    public static final int SECRET_SPACED_MIN_CHARS = 6;
    /** Separator characters allowed between two characters of a secret (" - " is three): more is another number. */
    public static final int SECRET_SEPARATOR_RUN = 3;
    /** Text nodes a picture reads to find text showing a secret; a page with more gives no picture rather than an unchecked one. */
    public static final int MAX_PICTURE_TEXT_NODES = 50_000;
    // ---- words: hard-to-undo words, consent, explicit permission (issue #12 items 4, 5, 11) ----
    /**
     * A control counts as part of a cookie or consent layer when an element this many places before or
     * after it in reading order mentions cookies, tracking or consent: a banner's heading, text and
     * buttons sit together, and a page's footer link is further away than a banner's own buttons.
     */
    public static final int CONSENT_REACH = 8;
    // ---- none, abstaining and look-alikes (issue #12 items 1, 2, 7: branch none) ----
    /** Candidates an abstaining step names with their probabilities: enough to see the rivals, short enough to read. */
    public static final int ABSTAIN_CANDIDATES = 3;
    /**
     * Two candidates at or above this after the gate would not decide are rivals: the step stops (or asks a
     * person which one) instead of looking on — an unsure pick between two plausible controls is a guess.
     */
    public static final double AMBIGUOUS_RIVAL = 0.25;
    // ---- desktop (issue #12 items 8, 9: only suggestions are suggestions; closing the application) ----
    /**
     * A suggestion row not in a list of its own belongs to the field only within this many pixels of the
     * field's box: a list opens right under (or over) its field; anything further off is another control.
     */
    public static final double SUGGESTION_NEAR_PX = 400;
    /** A coordinate this far off the screen is the toolkit's "not drawn" (GTK reports -2^31 for a closed menu). */
    public static final double OFF_SCREEN_COORD = -100_000;
    /**
     * After a press, a blank look gets this long to show a window again before the application is taken
     * for gone: a window being replaced (a dialog closing, the main window redrawn) reads blank briefly.
     */
    public static final long APP_GONE_GRACE_MS = 2_000;
    /**
     * The relevance "none of these" has in the offline decider's choices: an option must beat it to be
     * likelier than none. On the labelled set every control a step names scores 0.25 or more, and the
     * best of controls sharing no word with the step 0.10 or less.
     */
    public static final double OFFLINE_NONE_SCORE = 0.15;
    /**
     * "None of these" in the offline decider's choices when some option shares a word with the step: the
     * options then relate, and which one is the question (the only one often scores little, e.g. a dialog's
     * "Yes, continue" for "renew the loan"); look-alikes are held back by their own lead below.
     */
    public static final double OFFLINE_RELATED_NONE_SCORE = 0.05;
    /** Relevance the offline decider adds to the one candidate the look-alike rule settles on (the exact match): it must outrank a longer look-alike. */
    public static final double OFFLINE_EXACT_PREFERENCE = 0.20;
    /** How far the offline decider puts "none" above look-alikes none of which is exact: far enough that none wins every framing. */
    public static final double OFFLINE_LOOKALIKE_NONE_LEAD = 0.10;

    // ---- look-alikes: an unrelated pick (issue #12, found by the ten-seed chaos bench) ----
    /** Wanted words a step must name before a pick holding few of them is called unrelated: one word is too little ("country" → "Germany"). */
    public static final int UNRELATED_MIN_WANTED = 2;
}
