package dev.flowwright.studio.tree;

import dev.flowwright.studio.SyntheticRun;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ElementTreeViewModelTest {
    final SimpleObjectProperty<String> selected = new SimpleObjectProperty<>();
    final ElementTreeViewModel vm = new ElementTreeViewModel(selected, v -> v.replace("Istanbul", "${city}"));

    @Test
    void filterMatchesEveryWordAcrossRoleNameValueAndStates() {
        vm.show(SyntheticRun.screen("Flights", 20));
        vm.filterProperty().set("textbox editable");
        assertThat(vm.visibleRows()).extracting(ElementRow::ref).containsExactly("e1", "e2", "e4");
        vm.filterProperty().set("listitem ankara");
        assertThat(vm.visibleRows()).hasSize(20);
        vm.filterProperty().set("LINK help");
        assertThat(vm.visibleRows()).extracting(ElementRow::ref).containsExactly("e5");
        vm.filterProperty().set("");
        assertThat(vm.visibleRows()).hasSize(25);
    }

    @Test
    void passwordValuesAreNeverShownAndSecretsAreMasked() {
        vm.show(SyntheticRun.screen("Flights", 0));
        assertThat(vm.visibleRows()).filteredOn(r -> r.ref().equals("e4")).extracting(ElementRow::value).containsExactly(ElementTreeViewModel.MASKED);
        assertThat(vm.visibleRows()).filteredOn(r -> r.ref().equals("e1")).extracting(ElementRow::value).containsExactly("${city}");
        vm.filterProperty().set("hunter22");
        assertThat(vm.visibleRows()).as("a masked value cannot be found by filtering either").isEmpty();
    }

    @Test
    void aDesktopPasswordFieldIsKnownByItsPlatformRoleThoughItsRoleSaysTextbox() {
        var field = new dev.flowwright.runtime.screen.Element("d1", "textbox", "Password", "", "s3cret-by-hand", null, null, null, null,
                java.util.Map.of("platformRole", "password text"));
        vm.show(new dev.flowwright.runtime.screen.Screen("app", "Sign in", null, null, java.util.List.of(field), null, null));
        assertThat(vm.visibleRows()).extracting(ElementRow::value).containsExactly(ElementTreeViewModel.MASKED);
    }

    @Test
    void selectionIsSharedThroughTheSelectedRef() {
        vm.show(SyntheticRun.screen("Flights", 0));
        selected.set("e3");
        assertThat(vm.selectedIndex()).isEqualTo(2);
        vm.select(vm.visibleRows().get(0));
        assertThat(selected.get()).isEqualTo("e1");
    }

    @Test
    void depthFollowsTheAncestorPath() {
        vm.show(SyntheticRun.screen("Flights", 1));
        assertThat(vm.visibleRows()).extracting(ElementRow::depth).containsExactly(1, 1, 1, 0, 0, 2);
    }

    @Test
    void choosingARowAnswersTheRunsQuestionOnlyWhileItAsks() {
        var pointing = new dev.flowwright.studio.screen.Pointing();
        var teach = new ElementTreeViewModel(selected, v -> v, pointing);
        teach.show(SyntheticRun.screen("Flights", 0));
        var answers = new java.util.ArrayList<String>();
        assertThat(teach.choose(teach.visibleRows().get(2))).as("nothing asked: only selects").isFalse();
        assertThat(selected.get()).isEqualTo("e3");
        pointing.start(java.util.List.of("e3"), answers::add);
        assertThat(teach.pointingProperty().get()).isTrue();
        assertThat(teach.choose(teach.visibleRows().get(0))).isTrue();
        assertThat(answers).containsExactly("e1");
        assertThat(selected.get()).isEqualTo("e1");
        assertThat(teach.choose(teach.visibleRows().get(1))).isFalse();
        assertThat(answers).hasSize(1);
    }

    /** Issue #30 item 3: a row that cannot answer (not a control) says why where the question is, and the run keeps asking. */
    @Test
    void choosingARowThatIsNoControlAnswersNothingAndSaysWhy() {
        var pointing = new dev.flowwright.studio.screen.Pointing();
        var teach = new ElementTreeViewModel(selected, v -> v, pointing);
        var heading = new dev.flowwright.runtime.screen.Element("e1", "heading", "Storm season on the coast", "", null, java.util.Set.of(),
                java.util.Set.of(), new dev.flowwright.runtime.screen.Bounds(0, 0, 400, 40), java.util.List.of(), null);
        teach.show(new dev.flowwright.runtime.screen.Screen("browser", "News", null, null, java.util.List.of(heading), null, null));
        var answers = new java.util.ArrayList<String>();
        pointing.start(java.util.List.of("e1"), answers::add);
        assertThat(teach.choose(teach.visibleRows().get(0))).isFalse();
        assertThat(answers).isEmpty();
        assertThat(pointing.activeProperty().get()).isTrue();
        assertThat(pointing.noticeProperty().get()).startsWith("\"Storm season on the coast\" cannot answer: it is not a control");
    }
}
