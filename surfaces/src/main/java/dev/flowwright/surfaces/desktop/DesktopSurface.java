package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.AccessibilityBridge;
import dev.flowwright.bridge.AppInfo;
import dev.flowwright.bridge.BridgeException;
import dev.flowwright.bridge.platform.Bridges;
import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.NodePath;
import dev.flowwright.bridge.ReadOptions;
import dev.flowwright.bridge.Rect;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.ScrollDirection;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;
import dev.flowwright.runtime.surface.SurfaceGone;
import dev.flowwright.surfaces.Redaction;

import java.util.List;
import java.util.Optional;

/**
 * A desktop application through the platform's accessibility API ({@link AccessibilityBridge}): open it,
 * read its front window into a {@link Screen}, press, type, set values, paste, press keys, capture the
 * window. Elements are re-found by their index path and checked by role, so a ref from an older look, or
 * one whose element changed, fails with {@link SurfaceError#STALE_REF} instead of acting on the wrong thing.
 */
public final class DesktopSurface implements Surface {
    /** Pause between the readable-window checks after a launch: slow GTK starts take a few seconds. */
    static final long WINDOW_CHECK_MS = 1_000;
    /** How often settle and awaitChange look again. */
    static final long SETTLE_POLL_MS = 120;
    static final long SETTLE_BRIEF_MS = 1_200;
    static final long SETTLE_FULL_MS = 3_000;
    /**
     * How long settle waits for an action to show at all before taking a quiet window as settled: a
     * toolkit redraws a frame or two after the event, and reading before that is reading the old screen.
     */
    static final long REACTION_MS = 500;
    /** Unchanged reads in a row that count as quiet: one can fall between the frames of a closing popup. */
    static final int QUIET_READS = 2;
    /** Longest wait for typed keys to show in their field: a loaded GTK main loop drains its queue late. */
    static final long TYPE_ECHO_MS = 3_000;
    /** How long typing waits for a field to report the keyboard focus it was given. */
    static final long FOCUS_WAIT_MS = 1_000;
    private static final int KEY_END = 0xff57; // XK_End

    private final AccessibilityBridge bridge;
    private final boolean macos;
    private final Launches launches = new Launches();
    private String appName = "";
    private String executable = "";
    private int pid = -1;
    private Look last = Look.blank("", "no application is open");
    /** Set once the application or the accessibility bus went away: nothing more is tried on them. */
    private volatile SurfaceGone gone;
    /** What was last typed into each cell: a cell that still holds it reads back as typed (OfficeText#readBack). */
    private final java.util.Map<dev.flowwright.bridge.NodePath, String> enteredCells = new java.util.HashMap<>();
    /** Whether this surface pressed or keyed anything on the application (then its quitting may be the answer). */
    private boolean acted;

    public DesktopSurface(AccessibilityBridge bridge) {
        this.bridge = bridge;
        this.macos = bridge.platform().startsWith("macos");
    }

    /** A surface over this platform's bridge; fails with PLATFORM_NOT_SUPPORTED or UNREADABLE when there is none. */
    public static DesktopSurface forThisPlatform() {
        try {
            return new DesktopSurface(Bridges.forThisPlatform());
        } catch (BridgeException e) {
            throw Failures.of(e, "opening the desktop");
        }
    }

    @Override
    public String kind() { return "desktop"; }

    // ---- opening ----

    /**
     * Opens {@code app} (a {@code .desktop} entry or an executable) and waits for a readable window, at most
     * {@link Thresholds#WINDOW_CHECKS} checks (longer while it shows no window at all yet, up to
     * {@link Thresholds#APP_START_MS}). Returns the note the seed asks for: "X is open", "X cannot be read: why
     * and the fix" (docs/desktop.md#when-a-window-cannot-be-read), or "X could not be opened: CODE (first line)".
     */
    public OpenResult open(String app) {
        Optional<AppInfo> running = findApp(app, -1);
        if (running.isPresent() && running.get().windowCount() > 0) {
            attach(running.get());
            return waitForWindow(app, null);
        }
        Optional<List<String>> command = AppCommands.resolve(app);
        if (command.isEmpty())
            return OpenResult.failed(app, SurfaceError.LAUNCH_FAILED, "no application or .desktop entry named " + app);
        return openCommand(app, command.get());
    }

    /** Starts {@code command} as the application {@code app} and waits for its window. */
    public OpenResult openCommand(String app, List<String> command) {
        // a Qt program finds the accessibility bus reliably only where the root window names it as it starts
        try (AccessibilityBridge.Announcement bus = announceBusFor(command.get(0))) {
            Launches.Launched launched;
            try {
                launched = launches.start(command);
            } catch (SurfaceException e) {
                return OpenResult.failed(app, e.code(), e.getMessage());
            }
            appName = app;
            String exe = command.get(0);
            executable = exe.substring(exe.lastIndexOf('/') + 1);
            pid = (int) launched.process().pid();
            return waitForWindow(app, launched);
        }
    }

    /**
     * What a program started by {@code executable} needs named while it starts, for as long as the caller holds
     * it open: the accessibility bus for a Qt program (docs/desktop.md#qt-programs), nothing for any other.
     * For harnesses that start a program themselves and then attach.
     */
    public AccessibilityBridge.Announcement announceBusFor(String executable) {
        return Toolkits.drawsWithQt(executable) ? bridge.announceBus() : AccessibilityBridge.Announcement.NONE;
    }

    /** Opens {@code app}; one that cannot be started or read fails with its code and the open note. */
    @Override
    public void launch(String app) {
        OpenResult result = open(app);
        if (!result.opened()) throw new SurfaceException(SurfaceError.LAUNCH_FAILED, result.note());
        if (result.code() == SurfaceError.UNREADABLE) throw new SurfaceException(SurfaceError.UNREADABLE, result.reason());
    }

    /** Work with an application that is already running (by its accessible name or process). */
    public void attach(AppInfo app) {
        appName = app.name();
        pid = app.pid();
    }

    /** The process this surface started for the current application, if it started one. */
    public Optional<Process> launchedProcess() { return launches.current().map(Launches.Launched::process); }

    /** What the started process printed on its standard output so far. */
    public String launchedOutput() { return launches.current().map(Launches.Launched::output).orElse(""); }

    private OpenResult waitForWindow(String app, Launches.Launched launched) {
        long started = System.currentTimeMillis();
        boolean registered = false;
        for (int check = 1; ; check++) {
            sleep(check == 1 ? WINDOW_CHECK_MS / 2 : WINDOW_CHECK_MS);
            Optional<AppInfo> found;
            try {
                found = findApp(app, pid);
            } catch (SurfaceException e) {
                return OpenResult.failed(app, e.code(), e.getMessage());
            }
            if (found.isPresent()) {
                attach(found.get());
                registered = found.get().windowCount() > 0;
                if (registered && readable()) return OpenResult.open(app, launched == null ? "" : launched.note());
            } else if (launched != null && !launched.process().isAlive() && launched.process().exitValue() != 0) {
                pid = -1; // nothing is open: a look says so, rather than that the application closed under a run
                return OpenResult.failed(app, SurfaceError.LAUNCH_FAILED, launched.failureLine());
            }
            if (check < Thresholds.WINDOW_CHECKS) continue;
            // the checks are spent: say why there is nothing to read, and wait on only while it is still starting
            List<ProcessHandle> processes = launched != null ? Unreadable.family(launched.process())
                    : ProcessHandle.of(pid).map(List::of).orElse(List.of());
            Unreadable.Diagnosis why = Unreadable.diagnose(app, processes, registered);
            boolean starting = why.kind() == Unreadable.Kind.STILL_STARTING || why.kind() == Unreadable.Kind.EMPTY_TREE;
            if (starting && System.currentTimeMillis() - started < Thresholds.APP_START_MS) continue;
            if (why.kind() == Unreadable.Kind.STILL_STARTING)
                return OpenResult.unreadable(app, why.sentence() + " after " + (System.currentTimeMillis() - started) / 1000
                        + " s; open it again once it shows its window");
            return OpenResult.unreadable(app, why.sentence());
        }
    }

    private boolean readable() {
        try {
            Screen s = look();
            return s.surface() != dev.flowwright.runtime.screen.SurfaceKind.NONE && !s.elements().isEmpty();
        } catch (SurfaceException e) {
            return false;
        }
    }

    private Optional<AppInfo> findApp(String app, int wantedPid) {
        List<AppInfo> apps;
        try {
            apps = bridge.applications();
        } catch (BridgeException e) {
            throw Failures.of(e, "listing applications");
        }
        String base = Toolkits.base(app);
        Optional<AppInfo> byPid = apps.stream().filter(a -> a.pid() == wantedPid).findFirst();
        if (byPid.isPresent()) return byPid;
        // a launcher that starts the program in a child process (LibreOffice's localc → soffice.bin) registers the child
        Optional<Process> started = launchedProcess().filter(p -> p.pid() == wantedPid);
        if (started.isPresent()) {
            java.util.Set<Long> children = started.get().descendants().map(ProcessHandle::pid).collect(java.util.stream.Collectors.toSet());
            Optional<AppInfo> child = apps.stream().filter(a -> children.contains((long) a.pid())).findFirst();
            if (child.isPresent()) return child;
        }
        // single-instance apps hand the launch to the copy already running, under the same name
        // ("Calculator" from its .desktop entry runs gnome-calculator, which registers as gnome-calculator;
        // localc and lowriter run LibreOffice, which registers as soffice)
        String alias = Toolkits.accessibleName(app).orElse(null);
        return apps.stream().filter(a -> a.name().equalsIgnoreCase(base) || a.name().equalsIgnoreCase(appName)
                        || a.name().equalsIgnoreCase(executable) || a.name().equalsIgnoreCase(alias))
                .filter(a -> a.windowCount() > 0).reduce((first, second) -> second);
    }

    // ---- looking ----

    @Override
    public Screen look() {
        last = read();
        return last.screen;
    }

    /** A look that does not replace the refs the runtime holds (settling and waiting look without acting). */
    private Look read() {
        if (pid < 0) return Look.blank(appName, "no application is open");
        SurfaceGone ended = gone(null);
        if (ended != null) throw ended;
        Node app;
        try {
            app = bridge.read(new NodePath(pid, new int[0]), ReadOptions.SCREEN);
        } catch (BridgeException e) {
            ended = gone(e);
            if (ended != null) throw ended;
            return Look.blank(appName, appName + " could not be read: " + e.getMessage());
        }
        List<Node> windows = app.children();
        if (windows.isEmpty()) return Look.blank(appName, appName + " shows no readable window");
        return Look.of(appName, frontWindow(windows), windows.size());
    }

    /**
     * A modal window (it blocks the others: an office suite's "Save changes?" question), else the active
     * window, else a dialog or alert over the others, else the newest window. With no window manager
     * LibreOffice leaves its document window "active" under its own modal question.
     */
    static Node frontWindow(List<Node> windows) {
        for (int i = windows.size() - 1; i >= 0; i--) if (windows.get(i).has("modal") && windows.get(i).has("showing")) return windows.get(i);
        for (Node w : windows) if (w.has("active")) return w;
        for (int i = windows.size() - 1; i >= 0; i--) {
            Node w = windows.get(i);
            if (w.role().equals("dialog") || w.role().equals("alert") || w.has("modal")) return w;
        }
        return windows.get(windows.size() - 1);
    }

    // ---- acting ----

    @Override
    public void press(Element target) {
        Node node = nodeOf(target);
        acted = true;
        if (node.cell() != null && pressAction(node) < 0) {
            // a spreadsheet cell is selected by moving the cursor to it, as the arrow keys would
            try {
                OfficeText.select(this, bridge, node);
            } catch (BridgeException e) {
                throw failed(e, "selecting " + target.label());
            }
            return;
        }
        int action = pressAction(node);
        try {
            if (action >= 0) bridge.doAction(node.path(), node.role(), action);
            else if (node.extents() != null && !node.extents().isEmpty()) bridge.click(node.extents().centerX(), node.extents().centerY());
            else throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, target.label() + " offers no press and has no place on screen");
        } catch (BridgeException e) {
            throw failed(e, "pressing " + target.label());
        }
    }

    static int pressAction(Node node) {
        for (String wanted : Look.PRESS_ACTIONS) {
            for (int i = 0; i < node.actions().size(); i++) if (Look.lower(node.actions().get(i)).equals(wanted)) return i;
        }
        return -1;
    }

    @Override
    public void setValue(Element target, String text) {
        Node node = nodeOf(target);
        if (node.cell() != null) {
            acted = true;
            try {
                OfficeText.enterIntoCell(this, bridge, node, target, text);
                enteredCells.put(node.path(), text);
            } catch (BridgeException e) {
                throw failed(e, "typing into " + target.label());
            }
            return;
        }
        try {
            // a spin button's number goes to its value, as its arrows set it: text put into its box stays there unread until
            // the box is left (LibreOffice's Format Cells kept "General" under a typed "2")
            if (node.role().equals("spin button") && Look.hasValue(node) && NUMBER.matcher(text.strip()).matches()) {
                bridge.setValue(node.path(), node.role(), parseNumber(target, text));
                return;
            }
            if (node.editable()) {
                if (!bridge.setText(node.path(), node.role(), text))
                    throw new SurfaceException(SurfaceError.NOT_A_TEXT_FIELD, target.label() + " refused the text");
                TextDelivery.confirm(this, target, text);
                return;
            }
            if (Look.hasValue(node)) {
                bridge.setValue(node.path(), node.role(), parseNumber(target, text));
                return;
            }
            if (node.role().equals("combo box")) {
                select(target, text);
                return;
            }
        } catch (BridgeException e) {
            throw failed(e, "setting the value of " + target.label());
        }
        throw new SurfaceException(SurfaceError.NOT_A_TEXT_FIELD, target.label() + " does not take text");
    }

    @Override
    public void type(Element target, String text) {
        Node node = nodeOf(target);
        if (node.cell() != null) {
            setValue(target, text);
            return;
        }
        if (Look.isDocument(node)) {
            acted = true;
            try {
                OfficeText.addParagraph(this, bridge, node, target, text);
            } catch (BridgeException e) {
                throw failed(e, "typing into " + target.label());
            }
            return;
        }
        if (!node.editable() && !Roles.isField(node.role()))
            throw new SurfaceException(SurfaceError.NOT_A_TEXT_FIELD, target.label() + " does not take typing");
        Optional<String> before = readValue(target);
        typeKeys(target, node, text, false);
        Optional<String> now = awaitEcho(target, text);
        String shown = now.map(TextDelivery::normalized).orElse(null);
        boolean untouched = shown != null && !echoes(now.get(), text)
                && (shown.isEmpty() || shown.equals(TextDelivery.normalized(before.orElse(""))));
        if (untouched) {
            // not one key arrived: the keyboard went to another window or widget; a click on the field
            // gives it the keyboard the way a person would, and the keys go again
            typeKeys(target, node, text, true);
            now = awaitEcho(target, text);
        } else if (shown != null && !echoes(now.get(), text) && restore(node, before.orElse(""))) {
            // some keys arrived and some did not (the first key after the X keyboard map changes can be
            // dropped): the field is put back as it was and the keys go once more
            typeKeys(target, node, text, false);
            now = awaitEcho(target, text);
        }
        if (now.isPresent() && !echoes(now.get(), text))
            throw new SurfaceException(SurfaceError.TEXT_NOT_DELIVERED,
                    "typed into " + target.label() + " but it reads \"" + TextDelivery.preview(now.get()) + "\"");
    }

    private void typeKeys(Element target, Node node, String text, boolean clickFirst) {
        try {
            if (clickFirst) {
                boolean placed = node.extents() != null && !node.extents().isEmpty();
                if (placed) bridge.movePointer(node.extents().centerX(), node.extents().centerY());
                bridge.keyboardFollowsPointer();
                if (placed) bridge.click(node.extents().centerX(), node.extents().centerY());
                focus(node);
            } else {
                focus(node);
            }
            bridge.typeString(text);
        } catch (BridgeException e) {
            throw failed(e, "typing into " + target.label());
        }
        settle(SettleKind.BRIEF);
    }

    /** Puts a field's text back to {@code text} with the caret at its end; false when the field takes no text. */
    private boolean restore(Node node, String text) {
        try {
            if (!bridge.setText(node.path(), node.role(), text)) return false;
            bridge.keyCombo(List.of(), KEY_END);
            return true;
        } catch (BridgeException e) {
            return false;
        }
    }

    /** The field's text once the typed keys show in it, or as it stands when {@link #TYPE_ECHO_MS} is up. */
    private Optional<String> awaitEcho(Element target, String text) {
        Optional<String> now = readValue(target);
        // a busy application takes the keys in its own time: read again until they show or the wait is up
        long deadline = System.currentTimeMillis() + TYPE_ECHO_MS;
        while (now.isPresent() && !echoes(now.get(), text) && System.currentTimeMillis() < deadline) {
            sleep(SETTLE_POLL_MS);
            now = readValue(target);
        }
        return now;
    }

    private static boolean echoes(String shown, String typed) {
        return TextDelivery.normalized(shown).contains(TextDelivery.normalized(typed));
    }

    /** Gives the element the keyboard; true once it says it has the focus. */
    boolean focus(Node node) {
        frontWindowToTheTop();
        if (node.extents() != null && !node.extents().isEmpty())
            bridge.movePointer(node.extents().centerX(), node.extents().centerY());
        try {
            bridge.focus(node.path(), node.role());
        } catch (BridgeException e) {
            // a toolkit that refuses focus requests still takes a click on the field
            if (node.extents() == null || node.extents().isEmpty()) throw e;
            bridge.click(node.extents().centerX(), node.extents().centerY());
        }
        return awaitFocus(node);
    }

    /**
     * The window the last look read is brought to the top and given the keyboard before keys go to it:
     * with no window manager the keyboard goes to whichever window lies on top under the pointer, another
     * program's or another document of the same office suite (docs/desktop.md#what-the-surface-does).
     */
    private void frontWindowToTheTop() {
        if (last.window == null) return;
        XDisplay.raise(pid, last.window.name());
    }

    /**
     * Waits, at most {@link #FOCUS_WAIT_MS}, until the field says it has the keyboard focus: the toolkit
     * moves focus in its own main loop, and a key sent before that lands elsewhere (a fresh GTK 4
     * calculator lost the first digit of "12+30" that way).
     */
    private boolean awaitFocus(Node node) {
        return awaitFocus(node.path(), true);
    }

    /** {@link #awaitFocus(Node)} for the element at {@code path}; {@code unreadable} is the answer when it cannot be read. */
    private boolean awaitFocus(NodePath path, boolean unreadable) {
        long deadline = System.currentTimeMillis() + FOCUS_WAIT_MS;
        while (System.currentTimeMillis() < deadline) {
            try {
                if (bridge.read(path, new ReadOptions(1, 0, false, 500)).has("focused")) return true;
            } catch (BridgeException e) {
                return unreadable; // a field that cannot be read: typing will show whether the keys arrive
            }
            sleep(SETTLE_POLL_MS);
        }
        return false;
    }

    @Override
    public Optional<String> readValue(Element target) {
        Node node = nodeOf(target);
        try {
            if (node.cell() != null) return Optional.of(OfficeText.readBack(bridge, node, enteredCells.get(node.path())));
            if (Look.isDocument(node)) return Optional.of(OfficeText.documentText(bridge, node));
            if (node.text() != null || node.editable()) return bridge.readText(node.path(), node.role());
            if (Look.hasValue(node) || node.role().equals("combo box")) {
                Node fresh = bridge.read(node.path(), new ReadOptions(1, 0, false, 2000));
                if (fresh.value() != null) return Optional.of(formatNumber(fresh.value()));
                return Optional.of(Names.clean(fresh.name(), fresh.role()));
            }
        } catch (BridgeException e) {
            throw failed(e, "reading " + target.label());
        }
        return Optional.empty();
    }

    @Override
    public void paste(Element target, String text, boolean replace) {
        Node node = nodeOf(target);
        // a cell or a page takes text as keys, never Ctrl+A: that would select the whole sheet or document
        if (node.cell() != null) {
            setValue(target, text);
            return;
        }
        if (Look.isDocument(node)) {
            type(target, text);
            return;
        }
        Optional<String> saved = Clipboard.read();
        try {
            Clipboard.write(text);
            // select-all and paste go wherever the keyboard is: only into a field that says it has it
            if (!focus(node)) throw new SurfaceException(SurfaceError.TEXT_NOT_DELIVERED,
                    target.label() + " did not take the keyboard focus; nothing was pasted");
            if (replace) bridge.keyCombo(List.of(KeyCombo.CONTROL), 'a');
            bridge.keyCombo(List.of(KeyCombo.CONTROL), 'v');
            settle(SettleKind.BRIEF);
        } catch (BridgeException e) {
            throw failed(e, "pasting into " + target.label());
        } finally {
            Clipboard.write(saved.orElse(""));
        }
    }

    @Override
    public void keyCombo(String combo) {
        KeyCombo keys = KeyCombo.parse(combo, macos);
        acted = true;
        frontWindowToTheTop();
        try {
            if (keys.character() != null && keys.key() > 0x20 && keys.key() < 0xff00) bridge.typeString(keys.character());
            else bridge.keyCombo(keys.modifiers(), keys.key());
        } catch (BridgeException e) {
            throw failed(e, "pressing " + combo);
        }
    }

    @Override
    public void scroll(Element target, ScrollDirection direction) {
        Rect box = target == null ? (last.window == null ? null : last.window.extents()) : nodeOf(target).extents();
        if (box == null || box.isEmpty()) throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, "nothing on screen to scroll");
        try {
            bridge.scroll(box.centerX(), box.centerY(), direction.name().toLowerCase(java.util.Locale.ROOT));
        } catch (BridgeException e) {
            throw failed(e, "scrolling");
        }
    }

    @Override
    public void expand(Element target) {
        Node node = nodeOf(target);
        acted = true;
        int i = node.actions().indexOf("expand");
        if (i < 0) i = node.actions().indexOf("press");
        if (i < 0) i = pressAction(node);
        try {
            if (i >= 0) bridge.doAction(node.path(), node.role(), i);
            else press(target);
        } catch (BridgeException e) {
            throw failed(e, "expanding " + target.label());
        }
    }

    @Override
    public void select(Element target, String option) {
        Node node = nodeOf(target);
        try {
            OptionPick.select(bridge, node, option, target.label());
        } catch (BridgeException e) {
            throw failed(e, "choosing " + option + " in " + target.label());
        }
    }

    @Override
    public void settle(SettleKind kind) {
        long start = System.currentTimeMillis();
        long deadline = start + (kind == SettleKind.BRIEF ? SETTLE_BRIEF_MS : SETTLE_FULL_MS);
        String looked = last.window == null ? null : fingerprint(last.screen); // the screen before the action
        String before = signature();
        boolean changed = looked == null || !before.equals(looked);
        int quiet = 0;
        while (System.currentTimeMillis() < deadline) {
            sleep(SETTLE_POLL_MS);
            String now = signature();
            changed |= !now.equals(looked);
            quiet = now.equals(before) ? quiet + 1 : 0;
            if (quiet >= QUIET_READS && (changed || System.currentTimeMillis() - start >= REACTION_MS)) return;
            before = now;
        }
    }

    @Override
    public boolean awaitChange(long millis) {
        String before = last.window == null ? signature() : fingerprint(last.screen);
        long deadline = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < deadline) {
            sleep(SETTLE_POLL_MS);
            if (!signature().equals(before)) return true;
        }
        return false;
    }

    private String signature() { return fingerprint(read().screen); }

    private static String fingerprint(Screen s) {
        StringBuilder b = new StringBuilder(s.window()).append('|').append(s.surface()).append('|');
        for (Element e : s.elements()) b.append(e.label()).append('=').append(e.value()).append(e.states()).append(';');
        b.append(s.context());
        return b.toString();
    }

    @Override
    public byte[] screenshot() {
        if (last.window == null) look();
        return last.window == null ? new byte[0] : WindowCapture.capture(last.window.extents());
    }

    /** The window with the given elements painted over (their bounds are screen coordinates; the picture starts at the window's corner). */
    @Override
    public byte[] screenshot(List<Element> hide) {
        if (hide == null || hide.isEmpty()) return screenshot();
        if (last.window == null || last.window.extents() == null) return new byte[0];
        return Redaction.paint(screenshot(), hide, Math.max(0, last.window.extents().x()), Math.max(0, last.window.extents().y()));
    }

    /** {@link #screenshot(List)}, starting at the window's corner in the screen coordinates of the elements' bounds. */
    @Override
    public dev.flowwright.runtime.surface.Picture picture(List<Element> hide, java.util.function.Predicate<String> showsSecret) {
        byte[] png = screenshot(hide, showsSecret);
        Rect corner = last.window == null ? null : last.window.extents();
        return new dev.flowwright.runtime.surface.Picture(png, corner == null ? null
                : new dev.flowwright.runtime.screen.PictureOrigin(Math.max(0, corner.x()), Math.max(0, corner.y()), 1));
    }

    /** The application this surface works with ("" before one is opened). */
    public String appName() { return appName; }

    /** The bridge this surface drives (for tests and the studio's element tree). */
    public AccessibilityBridge bridge() { return bridge; }

    @Override
    public void close() {
        launches.close();
        bridge.close();
    }

    // ---- helpers ----

    /**
     * A bridge failure in the runtime's words: {@link SurfaceGone} when the application or the accessibility
     * bus went away under it (no step can work around that), else the failure of what was being done.
     */
    private RuntimeException failed(BridgeException e, String doing) {
        SurfaceGone ended = gone(e);
        return ended != null ? ended : Failures.of(e, doing);
    }

    /**
     * Whether the surface went away: the application's process ended, or (asked only after a failed call, with
     * {@code failure} its cause) the bridge lost the accessibility bus. Null while both stand.
     */
    private SurfaceGone gone(BridgeException failure) {
        if (gone != null) return gone;
        if (pid < 0) return null;
        if (!ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
            Integer status = exitStatus();
            // quitting after a press of ours (a Close button, Ctrl+Q) is the application's answer, not a fault:
            // the run's eyes say it went after that press (docs/troubleshooting.md#the-desktop-application)
            if (acted && (status == null || status < 128)) return null;
            return gone = new SurfaceGone("the application " + appName + " closed",
                    status == null ? "its process is no longer running" : SurfaceGone.exitedWith(status), failure);
        }
        if (failure != null && !bridge.connected())
            return gone = new SurfaceGone("the accessibility bus went away", "the AT-SPI bus closed its connection", failure);
        return null;
    }

    /** The exit status of the application's process when this surface started it, else null (not known). */
    private Integer exitStatus() {
        Optional<Process> started = launchedProcess().filter(p -> p.pid() == pid);
        if (started.isEmpty()) return null;
        try {
            // the process is reaped a moment after it ends
            return started.get().waitFor(1, java.util.concurrent.TimeUnit.SECONDS) ? started.get().exitValue() : null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    @Override
    public boolean isGone() { return gone != null; }

    /**
     * A sheet the last look read only where it is in use ({@link Screen#unexplored()}): every cell that shows, read now,
     * for a step that names one past that part ("type 7 into cell H9"). The elements the look had keep their refs; the
     * new cells' refs hold until the next look.
     */
    @Override
    public List<Element> explore(String ref) {
        Node table = last.node(ref);
        if (table == null || !ref.startsWith(Look.GRID_REF) || !last.screen.unexplored().contains(ref)) return List.of();
        Node whole;
        try {
            whole = bridge.read(table.path(), ReadOptions.SCREEN);
        } catch (BridgeException e) {
            throw failed(e, "reading the cells that show");
        }
        Optional<Look> more = last.explored(ref, whole);
        if (more.isEmpty()) return List.of();
        java.util.Set<String> had = new java.util.HashSet<>();
        for (Element e : last.screen.elements()) had.add(e.ref());
        last = more.get();
        return last.screen.elements().stream().filter(e -> !had.contains(e.ref())).toList();
    }

    /**
     * A sheet's cell past what shows brought into view: the cell at the index the table's Table interface gives its
     * address is asked to take the focus, which moves the sheet's cursor there (a Selection interface's select only
     * marks it); LibreOffice does not scroll to a cursor moved that way, so the cursor goes one row up and back down
     * by the keyboard (down and back up on the first row), as a person's arrow keys would, and the sheet follows it.
     * Nothing a cell holds changes. False for anything but a table the last look cut short.
     */
    @Override
    public boolean reveal(String ref, String address) {
        Node table = last.node(ref);
        Optional<Node.Cell> cell = Node.Cell.of(address);
        if (table == null || !ref.startsWith(Look.GRID_REF) || cell.isEmpty()) return false;
        try {
            int index = bridge.cellIndex(table.path(), table.role(), cell.get().row(), cell.get().column());
            if (index < 0) return false;
            frontWindowToTheTop();
            NodePath at = table.path().child(index);
            bridge.focus(at, null);
            // the arrow keys go only to a sheet whose cell says it has the focus: elsewhere they would move another control
            if (!awaitFocus(at, false)) return false;
            boolean firstRow = cell.get().row() == 0;
            bridge.keyCombo(List.of(), firstRow ? KeyCombo.DOWN : KeyCombo.UP);
            bridge.keyCombo(List.of(), firstRow ? KeyCombo.UP : KeyCombo.DOWN);
        } catch (BridgeException e) {
            throw failed(e, "bringing cell " + address + " into view");
        }
        settle(SettleKind.BRIEF);
        return true;
    }

    Node nodeOf(Element target) {
        Node node = last.node(target.ref());
        if (node == null || !sameElement(node, target))
            throw new SurfaceException(SurfaceError.STALE_REF, target.label() + " (" + target.ref() + ") is not on the last look");
        return node;
    }

    private boolean sameElement(Node node, Element target) {
        return last.screen.byRef(target.ref()).map(e -> e.label().equals(target.label())).orElse(false);
    }

    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("[-+]?\\d+(?:[.,]\\d+)?");

    private static double parseNumber(Element target, String text) {
        try {
            return Double.parseDouble(text.strip().replace(',', '.'));
        } catch (NumberFormatException e) {
            throw new SurfaceException(SurfaceError.NOT_A_TEXT_FIELD, target.label() + " takes a number, not \"" + text + "\"");
        }
    }

    private static String formatNumber(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SurfaceException(SurfaceError.INTERNAL, "interrupted while waiting for the application");
        }
    }
}
