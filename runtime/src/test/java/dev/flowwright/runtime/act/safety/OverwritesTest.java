package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** "Replace" in a save dialog's overwrite question is hard to undo; in Find &amp; Replace it is not (issue #31 item 3). */
class OverwritesTest {

    private static Element button(String name) {
        return new Element("e1", "button", name, "", null, Set.of(), Set.of(ElementAction.CLICK), null, List.of(), null);
    }

    private static Optional<String> refusal(String label, SurfaceKind front, String said, Grant grant) {
        Element b = button(label);
        Screen s = new Screen("soffice", "Save As", null, front, List.of(b), List.of(said), List.of());
        return DestructiveCheck.refusal(b, s, new DestructiveCheck.Guard(List.of(), grant, "save it as report.ods in Documents"));
    }

    @ParameterizedTest(name = "{0} under \"{1}\"")
    @CsvSource(delimiter = '|', textBlock = """
            Replace       | A file named “report.ods” already exists.  Do you want to replace it?
            _Replace      | A file named "report.ods" already exists.
            Ersetzen      | Eine Datei namens »bericht.ods« existiert bereits. Möchten Sie sie ersetzen?
            Remplacer     | Un fichier nommé « rapport.ods » existe déjà. Voulez-vous le remplacer ?
            Reemplazar    | Ya existe un archivo llamado «informe.ods». ¿Quiere reemplazarlo?
            Substituir    | Já existe um arquivo com o nome “relatorio.ods”.
            Sostituisci   | Un file con nome «rapporto.ods» esiste già.
            Vervangen     | Er bestaat al een bestand met de naam ‘rapport.ods’.
            Değiştir      | “rapor.ods” adlı dosya zaten var.
            Zastąp        | Plik o nazwie „raport.ods” już istnieje.
            Ersätt        | En fil med namnet ”rapport.ods” finns redan.
            Erstatt       | En fil med navn «rapport.ods» finnes allerede.
            Erstat        | En fil med navnet “rapport.ods” findes allerede.
            Заменить      | Файл с именем «отчёт.ods» уже существует.
            置換           | 「report.ods」という名前のファイルは既に存在します。
            替换           | 名为“report.ods”的文件已存在。
            바꾸기          | “report.ods” 파일이 이미 있습니다.
            """)
    void replacingAFileTheDialogSaysExistsIsRefused(String label, String said) {
        Optional<String> r = refusal(label, SurfaceKind.DIALOG, said, Grant.NONE);
        assertThat(r).as(label).isPresent();
        assertThat(r.get()).contains("replaces a file").contains("allow: [erase]");
    }

    @Test
    void anOverwriteQuestionAnsweredWithYesAndNoHasItsYesRefused() {
        // GTK's overwrite question in LibreOffice: "A file named … already exists. Do you want to replace it?" — No / Yes
        String said = "A file named \"report.ods\" already exists.\n\nDo you want to replace it?";
        for (String yes : List.of("Yes", "_Yes", "OK", "Ja", "Oui", "はい", "Keep both?"))
            assertThat(refusal(yes, SurfaceKind.ALERT, said, Grant.NONE)).as(yes).isPresent();
        for (String no : List.of("No", "_No", "Cancel", "Abbrechen", "Nein", "いいえ", "取消"))
            assertThat(refusal(no, SurfaceKind.ALERT, said, Grant.NONE)).as(no).isEmpty();
        assertThat(refusal("Yes", SurfaceKind.ALERT, said, new Grant(List.of("erase")))).isEmpty();
        assertThat(refusal("Yes", SurfaceKind.ALERT, "Do you want to keep the current format?", Grant.NONE)).isEmpty();
    }

    @Test
    void anAlertSayingSoCountsToo() {
        assertThat(refusal("Replace", SurfaceKind.ALERT, "A file named \"x.ods\" already exists.", Grant.NONE)).isPresent();
    }

    @Test
    void findAndReplaceIsPressedFreely() {
        assertThat(refusal("Replace", SurfaceKind.DIALOG, "Find and Replace", Grant.NONE)).isEmpty();
        assertThat(refusal("Replace All", SurfaceKind.DIALOG, "Search for", Grant.NONE)).isEmpty();
        assertThat(refusal("Replace", SurfaceKind.WINDOW, "A file named \"x.ods\" already exists.", Grant.NONE))
                .as("only the dialog or alert in front speaks for the press").isEmpty();
    }

    @Test
    void cancelAndOtherButtonsOfTheQuestionArePressedFreely() {
        assertThat(refusal("Cancel", SurfaceKind.DIALOG, "A file named \"x.ods\" already exists.", Grant.NONE)).isEmpty();
    }

    @Test
    void aFlowThatPermitsErasingMayReplace() {
        assertThat(refusal("Replace", SurfaceKind.DIALOG, "A file named \"x.ods\" already exists.", new Grant(List.of("erase")))).isEmpty();
        assertThat(refusal("Replace", SurfaceKind.DIALOG, "A file named \"x.ods\" already exists.", new Grant(List.of("overwrite")))).isEmpty();
        assertThat(refusal("Replace", SurfaceKind.DIALOG, "A file named \"x.ods\" already exists.", new Grant(List.of("delete"))))
                .as("another concept permits nothing here").isPresent();
    }
}
