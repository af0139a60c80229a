package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Saving under a file name, however it is worded, and what is not saving under a name. */
class SaveAsReadingTest {
    private final SaveAsReading reading = new SaveAsReading();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            save it as report.ods in Documents                                 | report.ods      | Documents
            please save the spreadsheet as report.ods in the Documents folder  | report.ods      | Documents
            the sheet should be saved as report.ods in Documents               | report.ods      | Documents
            as report.ods in Documents, save the workbook                      | report.ods      | Documents
            store a copy of it named report.ods inside the Documents directory | report.ods      | Documents
            save as minutes.odt                                                | minutes.odt     | -
            could you save this document under the name minutes.odt?          | minutes.odt     | -
            save the file as "Q3 report.xlsx" on the Desktop                   | Q3 report.xlsx  | Desktop
            save it as notes-2026.txt in ~/Archive                             | notes-2026.txt  | ~/Archive
            save the data as export.csv to /tmp/out                            | export.csv      | /tmp/out
            save it as totals.ods in documents                                 | totals.ods      | documents
            save the letter as letter.v2.odt in the folder Letters             | letter.v2.odt   | Letters
            save it as report.ods on Monday                                    | report.ods      | -
            """)
    void savingUnderANameIsSaveAs(String step, String file, String folder) {
        Intent.SaveAs save = Parts.only(step, Intent.SaveAs.class);
        assertThat(save.file()).isEqualTo(file);
        assertThat(save.folder()).isEqualTo(folder);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"save the changes", "save as draft", "click Save As", "press Save as report.ods", "save the file",
            "don't save report.ods", "close the document without saving report.ods", "open report.ods", "save",
            "save it as report.ods or budget.ods", "save the link www.example.com", "type report.ods into the name box",
            "save 10% on shoes.com"})
    void otherStepsAreNotSavingUnderAName(String step) {
        assertThat(reading.read(step)).isEmpty();
    }

    @Test
    void aWindowTitleNamesItsDocument() {
        assertThat(SaveAsReading.fileNamed("budget.fods - LibreOffice Calc")).contains("budget.fods");
        assertThat(SaveAsReading.fileNamed("*note.txt - Mousepad")).contains("note.txt");
        assertThat(SaveAsReading.fileNamed("Untitled 1 - LibreOffice Calc")).isEmpty();
        assertThat(SaveAsReading.fileNamed("LibreOffice 7.4")).isEmpty();
        assertThat(SaveAsReading.fileNamed("example.com — Home")).isEmpty();
    }
}
