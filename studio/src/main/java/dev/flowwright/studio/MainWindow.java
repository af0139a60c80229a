package dev.flowwright.studio;

import dev.flowwright.studio.ballot.BallotView;
import dev.flowwright.studio.editor.FlowEditorView;
import dev.flowwright.studio.handoff.HandoffDialog;
import dev.flowwright.studio.history.HistoryView;
import dev.flowwright.studio.recipe.RecipeEditorView;
import dev.flowwright.studio.screen.LiveScreenView;
import dev.flowwright.studio.settings.SettingsDialog;
import dev.flowwright.studio.settings.SettingsViewModel;
import dev.flowwright.studio.settings.StudioSettings;
import dev.flowwright.studio.tree.ElementTreeView;
import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.Styles;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

/**
 * The main window: menus and toolbar on top; the flow editor (left), the live screen (centre), the
 * element tree and the ballot (right), the step history (bottom) and a status line. It remembers its
 * size, position, divider positions and theme between launches.
 */
public final class MainWindow {
    public static final String CSS = "/dev/flowwright/studio/studio.css";

    private final StudioViewModel vm;
    private final Stage stage;
    private final BorderPane root = new BorderPane();
    private final SplitPane columns;
    private final SplitPane rows;
    private final SplitPane right;
    private final FlowEditorView editor;
    private final RecipeEditorView recipeEditor;
    private final TabPane left;
    private CompletableFuture<?> opening = CompletableFuture.completedFuture(null);

    public MainWindow(StudioViewModel vm, Stage stage) {
        this.vm = vm;
        this.stage = stage;
        editor = new FlowEditorView(vm.editor());
        LiveScreenView screen = new LiveScreenView(vm.screen());
        screen.getStyleClass().add(Styles.PAST);
        vm.history().liveProperty().addListener((o, w, live) -> {
            if (live) screen.getStyleClass().remove(Styles.PAST);
            else if (!screen.getStyleClass().contains(Styles.PAST)) screen.getStyleClass().add(Styles.PAST);
        });
        screen.getStyleClass().remove(Styles.PAST);
        right = new SplitPane(new ElementTreeView(vm.tree()), new BallotView(vm.ballot()));
        right.setOrientation(Orientation.VERTICAL);
        recipeEditor = new RecipeEditorView(vm.recipes(), this::save);
        Tab flowTab = new Tab("Flow", editor);
        flowTab.setId("flowTab");
        Tab recipeTab = new Tab("Recipe", recipeEditor);
        recipeTab.setId("recipeTab");
        left = new TabPane(flowTab, recipeTab);
        left.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        left.getSelectionModel().selectedItemProperty().addListener((o, w, t) -> {
            vm.recipeInFrontProperty().set(t == recipeTab);
            widenForRecipes(t == recipeTab);
        });
        vm.recipeInFrontProperty().addListener((o, w, r) -> left.getSelectionModel().select(r ? recipeTab : flowTab));
        // teach mode asks above the live screen, so the author can answer by clicking the screen itself
        VBox centre = new VBox(new dev.flowwright.studio.handoff.TeachView(vm.handoff()), screen);
        VBox.setVgrow(screen, javafx.scene.layout.Priority.ALWAYS);
        columns = new SplitPane(left, centre, right);
        rows = new SplitPane(columns, new HistoryView(vm.history()));
        rows.setOrientation(Orientation.VERTICAL);

        Label status = new Label();
        status.setId("status");
        status.textProperty().bind(vm.statusProperty());
        HBox statusBar = new HBox(status);
        statusBar.getStyleClass().add(Styles.STATUS_BAR);

        root.setTop(new VBox(menus(), new ToolbarView(vm, this::save, this::saveAsRecipe)));
        root.setCenter(rows);
        root.setBottom(statusBar);
        Scene scene = new Scene(root, settings().number("window.width", 1480), settings().number("window.height", 920));
        scene.getStylesheets().add(MainWindow.class.getResource(CSS).toExternalForm());
        theme(settings().dark());
        stage.setScene(scene);
        stage.titleProperty().bind(vm.editor().titleProperty().map(t -> "Flowwright studio — " + t));
        restoreLayout();
        widenForRecipes(vm.recipeInFrontProperty().get());
        stage.setOnHidden(e -> {
            saveLayout();
            vm.close();
        });
        accelerators(scene);
        dropFiles(scene);
        new HandoffDialog(vm.handoff(), stage);
        vm.deciderFailureProperty().addListener((o, was, why) -> { if (why != null) deciderFailed(why); });
    }

    /**
     * A run whose decision service failed says so in a dialog as well as the status line: what failed and
     * what to do. Not modal, so a test or a person is never held by it.
     */
    private void deciderFailed(String why) {
        Alert a = new Alert(Alert.AlertType.ERROR, why + "\n\nCheck that the service is running and the key is set (Settings), "
                + "choose the offline decider, or let runs go on with the offline decider when the service fails.");
        a.initOwner(stage);
        a.setTitle("Decision service");
        a.setHeaderText("The decision service failed; the run ended");
        a.getDialogPane().setId("decider-failed");
        a.show();
    }

    private StudioSettings settings() { return vm.settings(); }

    private MenuBar menus() {
        MenuItem open = item("Open flow or recipe…", Icons.OPEN, new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN), this::openFlow);
        MenuItem openRun = item("Open run…", Icons.OPEN_RUN, null, this::openRun);
        if (vm.openRunBlocked() != null) {
            openRun.setDisable(true);
            openRun.setText("Open run… (" + vm.openRunBlocked() + ")");
        }
        Menu recent = new Menu("Recent files");
        Runnable fillRecent = () -> {
            recent.getItems().clear();
            for (Path p : vm.recentFiles()) recent.getItems().add(item(p.toString(), Icons.OPEN, null, () -> openFile(p)));
            recent.setDisable(recent.getItems().isEmpty());
        };
        vm.recentFiles().addListener((ListChangeListener<Path>) c -> fillRecent.run());
        fillRecent.run();
        MenuItem save = item("Save", Icons.SAVE, new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN), this::save);
        save.disableProperty().bind(vm.canSaveProperty().not());
        MenuItem saveAs = item("Save as…", Icons.SAVE, null, this::saveAs);
        saveAs.disableProperty().bind(vm.canSaveProperty().not());
        MenuItem prefs = item("Settings…", Icons.SETTINGS, null, this::settingsDialog);
        MenuItem quit = item("Quit", Icons.QUIT, new KeyCodeCombination(KeyCode.Q, KeyCombination.SHORTCUT_DOWN), stage::close);
        MenuItem saveRecipe = item("Save run as recipe…", Icons.SAVE_RECIPE, null, this::saveAsRecipe);
        saveRecipe.setId("saveRunAsRecipe");
        saveRecipe.disableProperty().bind(vm.saveRecipeBlockedProperty().isNotNull());
        Menu file = new Menu("File", null, open, openRun, recent, new SeparatorMenuItem(), save, saveAs, saveRecipe,
                new SeparatorMenuItem(), prefs, quit);

        var recipes = vm.recipes();
        MenuItem undo = item("Undo", Icons.UNDO, new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN), vm::undo);
        undo.textProperty().bind(vm.undoLabelProperty());
        undo.disableProperty().bind(vm.canUndoProperty().not());
        MenuItem redo = item("Redo", Icons.REDO, new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN), vm::redo);
        redo.textProperty().bind(vm.redoLabelProperty());
        redo.disableProperty().bind(vm.canRedoProperty().not());
        Menu edit = new Menu("Edit", null, undo, redo);

        MenuItem record = item("Record", Icons.RECORD, null, vm::record);
        record.disableProperty().bind(vm.canStartProperty().not());
        MenuItem run = item("Run", Icons.RUN, null, vm::run);
        run.disableProperty().bind(vm.canStartProperty().not());
        MenuItem pause = item("Pause / Resume", Icons.PAUSE, null, vm::pauseOrResume);
        pause.disableProperty().bind(vm.canPauseProperty().not());
        MenuItem stepTurn = item("Step turn", Icons.STEP_TURN, null, vm::stepTurn);
        stepTurn.disableProperty().bind(vm.canStepProperty().not());
        MenuItem stepStep = item("Step step", Icons.STEP_STEP, null, vm::stepStep);
        stepStep.disableProperty().bind(vm.canStepProperty().not());
        MenuItem stop = item("Stop", Icons.STOP, null, vm::stop);
        stop.disableProperty().bind(vm.canStopProperty().not());
        MenuItem replay = item("Replay recipe", Icons.REPLAY, null, recipes::replay);
        replay.disableProperty().bind(recipes.replayBlockedProperty().isNotNull());
        MenuItem replayHeal = item("Replay recipe and heal", Icons.HEAL, null, recipes::replayAndHeal);
        replayHeal.disableProperty().bind(recipes.replayBlockedProperty().isNotNull());
        Menu runMenu = new Menu("Run", null, record, run, pause, stepTurn, stepStep, stop, new SeparatorMenuItem(), replay, replayHeal);

        CheckMenuItem dark = new CheckMenuItem("Dark theme", Icons.icon(Icons.THEME));
        dark.setSelected(settings().dark());
        dark.selectedProperty().addListener((o, w, d) -> { theme(d); settings().dark(d); vm.saveSettings(); });
        MenuItem live = item("Back to live", Icons.LIVE, null, vm.history()::followLive);
        live.disableProperty().bind(vm.history().liveProperty());
        MenuItem yaml = item("Show YAML", Icons.CHECK, null, editor::showYaml);
        Menu view = new Menu("View", null, dark, live, yaml);
        MenuBar bar = new MenuBar(file, edit, runMenu, view);
        bar.setAccessibleText("Menu");
        return bar;
    }

    /** F5 run, F10 step turn, F11 step step, Shift+F5 stop; these fire even while a text field has focus. */
    private void accelerators(Scene scene) {
        var keys = scene.getAccelerators();
        keys.put(new KeyCodeCombination(KeyCode.F5), vm::run);
        keys.put(new KeyCodeCombination(KeyCode.F10), vm::stepTurn);
        keys.put(new KeyCodeCombination(KeyCode.F11), vm::stepStep);
        keys.put(new KeyCodeCombination(KeyCode.F5, KeyCombination.SHIFT_DOWN), vm::stop);
    }

    private static MenuItem item(String text, String icon, KeyCombination keys, Runnable action) {
        MenuItem m = new MenuItem(text, Icons.icon(icon));
        if (keys != null) m.setAccelerator(keys);
        m.setOnAction(e -> action.run());
        return m;
    }

    private void theme(boolean dark) {
        root.getStyleClass().remove(Styles.DARK);
        if (dark) root.getStyleClass().add(Styles.DARK);
    }

    // ---- file commands --------------------------------------------------------------------------

    private void openFlow() {
        FileChooser c = new FileChooser();
        c.setTitle("Open a flow or a recipe");
        c.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Flows and recipes", "*.flow.yaml", "*.recipe.yaml", "*.yaml", "*.yml", "*.json"),
                new FileChooser.ExtensionFilter("Recipes", "*.recipe.yaml"));
        File f = c.showOpenDialog(stage);
        if (f != null) openFile(f.toPath());
    }

    public CompletableFuture<Boolean> openFlow(Path p) {
        return report(vm.openFlow(p), "Could not open " + p);
    }

    /** A recipe opens in the recipe editor, anything else in the flow editor. */
    public CompletableFuture<Boolean> openFile(Path p) {
        return report(vm.openFile(p), "Could not open " + p);
    }

    /** Files dropped on the window open as they would from File → Open. */
    private void dropFiles(Scene scene) {
        scene.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) e.acceptTransferModes(TransferMode.COPY);
            e.consume();
        });
        scene.setOnDragDropped(e -> {
            boolean any = e.getDragboard().hasFiles() && !e.getDragboard().getFiles().isEmpty();
            if (any) openFile(e.getDragboard().getFiles().get(0).toPath());
            e.setDropCompleted(any);
            e.consume();
        });
    }

    private void saveAsRecipe() {
        if (vm.saveRecipeBlockedProperty().get() != null) return;
        FileChooser c = new FileChooser();
        c.setTitle("Save the run as a recipe");
        Path suggested = vm.suggestedRecipeFile().toAbsolutePath();
        if (suggested.getParent() != null && java.nio.file.Files.isDirectory(suggested.getParent())) c.setInitialDirectory(suggested.getParent().toFile());
        c.setInitialFileName(suggested.getFileName().toString());
        c.getExtensionFilters().add(new FileChooser.ExtensionFilter("Recipes", "*.recipe.yaml"));
        File f = c.showSaveDialog(stage);
        if (f != null) report(vm.saveAsRecipe(f.toPath()), "Could not save the recipe " + f);
    }

    private void openRun() {
        DirectoryChooser c = new DirectoryChooser();
        c.setTitle("Open a run (its folder under runs/)");
        File d = c.showDialog(stage);
        if (d != null) report(vm.openRun(d.toPath()), "Could not open the run in " + d);
    }

    private void save() {
        if (vm.saveTarget() == null) saveAs();
        else report(vm.save(), "Could not save " + vm.saveTarget());
    }

    private void saveAs() {
        FileChooser c = new FileChooser();
        c.setTitle(vm.saveAsTitle());
        c.setInitialFileName(vm.saveAsName());
        File f = c.showSaveDialog(stage);
        if (f != null) report(vm.saveAs(f.toPath()), "Could not save " + f);
    }

    private void settingsDialog() {
        SettingsViewModel s = new SettingsViewModel(settings(), vm.flowFile());
        new SettingsDialog(s, stage).showAndWait().ifPresent(d -> {
            vm.deciderProperty().set(d);
            theme(settings().dark());
        });
    }

    /** Shows an error when a file command failed (its future completes on the FX thread). */
    private <T> CompletableFuture<T> report(CompletableFuture<T> done, String what) {
        return done.whenComplete((ok, failure) -> {
            if (failure == null) return;
            Throwable e = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            Alert a = new Alert(Alert.AlertType.ERROR, e.getMessage() == null ? e.toString() : e.getMessage());
            a.initOwner(stage);
            a.setHeaderText(what);
            a.show();
        });
    }

    // ---- layout memory --------------------------------------------------------------------------

    /** The recipe editor shows locators and diffs side by side with the steps: it gets a wider column than the flow editor. */
    public static final double RECIPE_COLUMN = 0.36;
    private double flowColumn = -1;

    private void widenForRecipes(boolean recipe) {
        if (columns == null) return;
        double[] d = columns.getDividerPositions();
        if (recipe && d[0] < RECIPE_COLUMN) {
            flowColumn = d[0];
            columns.setDividerPositions(RECIPE_COLUMN, Math.max(d[1], RECIPE_COLUMN + 0.3));
        } else if (!recipe && flowColumn > 0) {
            columns.setDividerPositions(flowColumn, d[1]);
            flowColumn = -1;
        }
    }

    private void restoreLayout() {
        double x = settings().number("window.x", Double.NaN);
        double y = settings().number("window.y", Double.NaN);
        if (!Double.isNaN(x) && !Double.isNaN(y)) {
            stage.setX(x);
            stage.setY(y);
        }
        columns.setDividerPositions(settings().number("columns.0", 0.24), settings().number("columns.1", 0.70));
        rows.setDividerPositions(settings().number("rows.0", 0.70));
        right.setDividerPositions(settings().number("right.0", 0.52));
    }

    private void saveLayout() {
        StudioSettings s = settings();
        s.remember("window.x", stage.getX());
        s.remember("window.y", stage.getY());
        s.remember("window.width", stage.getWidth());
        s.remember("window.height", stage.getHeight());
        s.remember("columns.0", flowColumn > 0 ? flowColumn : columns.getDividerPositions()[0]);
        s.remember("columns.1", columns.getDividerPositions()[1]);
        s.remember("rows.0", rows.getDividerPositions()[0]);
        s.remember("right.0", right.getDividerPositions()[0]);
        vm.saveSettings();
    }

    public Stage stage() { return stage; }

    /** What the launch opened (a flow or recipe, read on the disk thread): done once it is shown. */
    public CompletableFuture<?> opening() { return opening; }

    void opening(CompletableFuture<?> f) { opening = f; }

    public StudioViewModel viewModel() { return vm; }

    public FlowEditorView editor() { return editor; }

    public RecipeEditorView recipeEditor() { return recipeEditor; }
}
