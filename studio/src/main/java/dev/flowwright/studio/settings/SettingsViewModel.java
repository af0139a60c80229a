package dev.flowwright.studio.settings;

import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.engine.RunSetup;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.nio.file.Path;

/**
 * The settings dialog's state: the decider (kind, base URL, model), headed or headless browser, and
 * the theme. The API key is never read out: only whether the variable is set.
 */
public final class SettingsViewModel {
    private final StudioSettings settings;
    private final ObjectProperty<DeciderSetting.Kind> kind = new SimpleObjectProperty<>(this, "kind");
    private final StringProperty baseUrl = new SimpleStringProperty(this, "baseUrl");
    private final StringProperty model = new SimpleStringProperty(this, "model");
    private final BooleanProperty fallbackOffline = new SimpleBooleanProperty(this, "fallbackOffline");
    private final BooleanProperty headless = new SimpleBooleanProperty(this, "headless");
    private final BooleanProperty dark = new SimpleBooleanProperty(this, "dark");
    private final StringProperty allow = new SimpleStringProperty(this, "allow", "");
    private final Path flowFile;

    public SettingsViewModel(StudioSettings settings) {
        this(settings, null);
    }

    /** @param flowFile the flow open in the editor, whose per-flow permission the dialog edits; null when none is saved */
    public SettingsViewModel(StudioSettings settings, Path flowFile) {
        this.settings = settings;
        this.flowFile = flowFile;
        if (flowFile != null) allow.set(String.join(", ", settings.allow(flowFile)));
        DeciderSetting d = settings.decider();
        kind.set(d.kind());
        baseUrl.set(d.baseUrl());
        model.set(d.model());
        fallbackOffline.set(d.fallbackOffline());
        headless.set(settings.headless());
        dark.set(settings.dark());
    }

    /** "set" or "not set": whether TYPESAFE_API_KEY is in the environment. */
    /** How every run is set up — the studio's runs, {@code flowwright run} and CI alike ({@link RunSetup}). */
    public String runSetup() {
        return RunSetup.describe(RunOptions.defaults(), words(allow.get()));
    }

    public String keyStatus() {
        return DeciderSetting.KEY_VARIABLE + " is " + (DeciderSetting.keyIsSet() ? "set" : "not set");
    }

    /** Writes the choices to the settings file and returns the decider now in use. */
    public DeciderSetting apply() {
        DeciderSetting d = new DeciderSetting(kind.get(), baseUrl.get(), model.get(), fallbackOffline.get());
        settings.decider(d);
        settings.headless(headless.get());
        settings.dark(dark.get());
        if (flowFile != null) settings.allow(flowFile, words(allow.get()));
        settings.save();
        return d;
    }

    public ObjectProperty<DeciderSetting.Kind> kindProperty() { return kind; }

    public StringProperty baseUrlProperty() { return baseUrl; }

    public StringProperty modelProperty() { return model; }

    /** When the decision service fails mid-run: go on with the offline decider instead of ending the run. */
    public BooleanProperty fallbackOfflineProperty() { return fallbackOffline; }

    public BooleanProperty headlessProperty() { return headless; }

    public BooleanProperty darkProperty() { return dark; }

    /** The open flow's per-flow permission, as comma-separated words or control names ("submit, sign out"). */
    public StringProperty allowProperty() { return allow; }

    /** True when a saved flow is open, so there is a flow to give a permission to. */
    public boolean hasFlow() { return flowFile != null; }

    static java.util.List<String> words(String text) {
        if (text == null) return java.util.List.of();
        return java.util.Arrays.stream(text.split(",")).map(String::strip).filter(w -> !w.isEmpty()).toList();
    }
}
