package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.safety.ClosingCheck;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Closing the application is hard to undo (issue #12 item 9): on the desktop, the close or quit control
 * of the application's last window is refused unless the step asks to close or quit — whatever the
 * decider answers — and a press after which the application is gone stops the run with a note naming it.
 */
class ClosingTheApplicationTest {

    /** GTK's widget factory, as far as this needs: a header bar with Close, and radio buttons. */
    private static Sim widgetFactory() {
        Sim sim = new Sim("gtk3-widget-factory", "GTK Widget Factory");
        sim.kind = "desktop";
        sim.button("Minimize");
        sim.button("Close");
        for (int i = 0; i < 3; i++) sim.add(sim.node("radio", "radiobutton").can(ElementAction.CLICK, ElementAction.CHECK));
        return sim;
    }

    /** A decider that grounds every target on the option naming {@code word}, at 0.97. */
    private static SimRun pickingAlways(Sim sim, String word) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> Answers.pick(keyOf(q, word), 0.97));
        run.oracle.on(Ask.AGAIN, (id, q, s) -> Answers.pick(keyOf(q, word), 0.97));
        run.oracle.on(Ask.CONFIRM, (id, q, s) -> Answers.noul(0.97));
        return run;
    }

    private static String keyOf(Question q, String word) {
        for (var en : ((Question.Choice) q).options().entrySet()) if (en.getValue().contains(word)) return en.getKey();
        return "none";
    }

    @Test
    void theHeaderBarsCloseIsNeverPressedWhenTheStepDoesNotAskToClose() {
        Sim sim = widgetFactory();
        Quirks.quitsOn(sim, sim.find("Close"));
        SimRun run = pickingAlways(sim, "Close");
        RunReport r = run.run("switch on the dark theme");
        assertThat(sim.clicks).doesNotContain("button \"Close\"");
        assertThat(sim.quirks).doesNotContain(Sim.Quirk.FAIL_OBSERVE); // still running
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(run.oracle.allRequestText()).as("the refusal is in the run's history").contains("closes the application's last window");
    }

    @Test
    void aStepThatAsksToCloseTheWindowMayPressClose() {
        Sim sim = widgetFactory();
        SimRun run = pickingAlways(sim, "Close");
        run.run("close the window");
        assertThat(sim.clicks).contains("button \"Close\"");
    }

    @Test
    void aStepThatAsksToQuitIsDoneWhenTheApplicationGoesAndTheNextStepSaysItIsGone() {
        Sim sim = widgetFactory();
        Quirks.quitsOn(sim, sim.find("Close"));
        SimRun run = pickingAlways(sim, "Close");
        RunReport r = run.run(new dev.flowwright.runtime.flow.Step.Do("close the window"), new dev.flowwright.runtime.flow.Step.Do("choose the second radiobutton"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().note()).contains("as the step asked");
        assertThat(r.stop()).isEqualTo(Stop.STEP_FAILED);
        assertThat(r.note()).contains("is gone (it quit after pressing button \"Close\")");
    }

    @Test
    void quitIsRefusedWhereverItSits() {
        Sim sim = new Sim("mousepad", "Untitled 1 - Mousepad");
        sim.kind = "desktop";
        sim.add(sim.node("menuitem", "Quit").can(ElementAction.CLICK));
        sim.add(sim.node("menuitem", "Save").can(ElementAction.CLICK));
        SimRun run = pickingAlways(sim, "Quit");
        run.run("save the document");
        assertThat(sim.clicks).doesNotContain("menuitem \"Quit\"");
    }

    @Test
    void aPageOnTheWebIsNotTheApplicationItsCloseButtonClosesABanner() {
        Sim sim = new Sim("browser", "Shop");
        Sim.Node close = sim.button("Close");
        close.onPress(s -> s.find("Summer sale: 20% off").hide());
        sim.text("Summer sale: 20% off");
        sim.goal(s -> s.clicked("Close"));
        SimRun run = pickingAlways(sim, "Close");
        run.run("close the sale banner");
        run.run("get rid of the sale banner");
        assertThat(sim.clicks).contains("button \"Close\"");
    }

    @Test
    void aPressAfterWhichTheApplicationIsGoneStopsTheRunSayingSo() {
        Sim sim = widgetFactory();
        Sim.Node apply = sim.button("Apply");
        Quirks.quitsOn(sim, apply); // nothing in its name says it quits
        sim.button("Next");
        SimRun run = pickingAlways(sim, "Apply");
        RunReport r = run.run(new dev.flowwright.runtime.flow.Step.Do("apply the settings"), new dev.flowwright.runtime.flow.Step.Do("press Next"));
        assertThat(r.stop()).isEqualTo(Stop.STEP_FAILED);
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.note()).contains("the application gtk3-widget-factory is gone (it quit after pressing button \"Apply\")");
        assertThat(r.steps()).hasSize(1);
        assertThat(sim.clicks).containsExactly("button \"Apply\"");
        long asksAfter = run.oracle.requests.size();
        assertThat(asksAfter).as("no decision after the application went").isLessThanOrEqualTo(3);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Close", "Close Window", "Quit", "Quit Mousepad", "Exit", "Schließen", "Beenden", "Fermer", "Quitter",
            "Cerrar", "Salir", "Fechar", "Sair", "Chiudi", "Esci", "Sluiten", "Afsluiten", "Stäng", "Avsluta", "Zamknij",
            "Kapat", "Закрыть", "Выход", "閉じる", "終了", "关闭", "退出", "닫기", "종료", "QUIT", "Close…"})
    void closeAndQuitInTheCommonLanguagesAreRefusedOnTheLastWindow(String label) {
        assertThat(ClosingCheck.refusal(button(label, "1"), window(), "choose the second radiobutton", "desktop")).isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Closed captions", "Closest store", "Exiting soon", "Disclose", "Enclosed", "Save", "Clear",
            "×", "✕"}) // the calculator's multiplication key is "×"
    void wordsThatOnlyHoldCloseOrExitAreNotClosers(String label) {
        assertThat(ClosingCheck.refusal(button(label, "1"), window(), "choose the second radiobutton", "desktop")).isEmpty();
    }

    @Test
    void aDialogsCloseOverAnotherWindowOnlyClosesTheDialog() {
        Screen dialog = new Screen("mousepad", "About", null, SurfaceKind.DIALOG, List.of(), List.of(), List.of());
        assertThat(ClosingCheck.refusal(button("Close", "2"), dialog, "read the version", "desktop")).isEmpty();
        assertThat(ClosingCheck.refusal(button("Close", "1"), dialog, "read the version", "desktop")).isPresent();
        assertThat(ClosingCheck.refusal(button("Quit", "2"), dialog, "read the version", "desktop")).isPresent();
    }

    @Test
    void aStepAskingToCloseOrQuitInItsOwnLanguageMay() {
        for (String step : List.of("close the editor", "quit", "Fenster schließen", "fermer la fenêtre", "cerrar la ventana", "アプリを終了する"))
            assertThat(ClosingCheck.refusal(button("Close", "1"), window(), step, "desktop")).as(step).isEmpty();
    }

    /** Leaving unsaved work is ClosingCheck's case too (issue #31 item 5): asked or not, unless the flow permits discarding. */
    @Test
    void closingAWindowWhoseTitleMarksUnsavedWorkIsRefusedEvenWhenTheStepAsksUnlessDiscardingIsAllowed() {
        Screen unsaved = new Screen("mousepad", "*note.txt - Mousepad", null, SurfaceKind.WINDOW, List.of(), List.of(), List.of());
        var refused = ClosingCheck.refusal(button("Close", "1"), unsaved, "close the editor", "desktop",
                dev.flowwright.runtime.act.safety.Grant.NONE);
        assertThat(refused).isPresent();
        assertThat(refused.get()).contains("unsaved work").contains("*note.txt - Mousepad").contains("allow: [discard]");
        assertThat(ClosingCheck.refusal(button("Quit", "2"), unsaved, "quit", "desktop", dev.flowwright.runtime.act.safety.Grant.NONE))
                .as("quitting throws away the work of every window").isPresent();
        assertThat(ClosingCheck.refusal(button("Close", "1"), unsaved, "close the editor", "desktop",
                new dev.flowwright.runtime.act.safety.Grant(List.of("discard")))).as("allow: [discard]").isEmpty();
        assertThat(ClosingCheck.refusal(button("Close", "2"), unsaved, "close the dialog", "desktop",
                dev.flowwright.runtime.act.safety.Grant.NONE)).as("a dialog over another window leaves the work where it is").isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"*note.txt - Mousepad", "note.txt * — KWrite", "Letter [modified] - AbiWord", "Untitled 1 *"})
    void titlesThatMarkUnsavedWork(String title) {
        assertThat(ClosingCheck.unsavedMark(new Screen("app", title, null, SurfaceKind.WINDOW, List.of(), List.of(), List.of()))).isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"note.txt - Mousepad", "Calculator", "2*3 - KCalc", "budget.ods - LibreOffice Calc"})
    void titlesThatDoNot(String title) {
        assertThat(ClosingCheck.unsavedMark(new Screen("app", title, null, SurfaceKind.WINDOW, List.of(), List.of(), List.of()))).isEmpty();
    }

    private static Screen window() {
        return new Screen("app", "App", null, SurfaceKind.WINDOW, List.of(), List.of(), List.of());
    }

    private static Element button(String name, String windows) {
        return new Element("e1", "button", name, "", null, Set.of(), Set.of(ElementAction.CLICK), null, List.of(), Map.of("windows", windows));
    }
}
