package dev.flowwright.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.runtime.recipe.Expectation;
import dev.flowwright.runtime.recipe.ExpectationResult;
import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.LocatorAttempt;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeAction;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.StepStatus;
import dev.flowwright.runtime.recipe.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The three files of {@code replay --report DIR}: well-formed, complete, and never holding a secret's value. */
class ReplayReportsTest {
    static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 1, 2, 3};
    static final RecipeStep CODE = RecipeStep.act("enter the code <otp> & go", RecipeAction.FILL,
            new Target(List.of(), List.of(Locator.role("textbox", "One-time code"))), "${secrets.otp}");
    static final RecipeStep SEND = RecipeStep.act("send", RecipeAction.CLICK,
            new Target(List.of(), List.of(Locator.role("button", "Send \"now\""), Locator.id("send"))), null);
    static final Recipe RECIPE = new Recipe(1, "sign in", null, "browser", "http://127.0.0.1:1/", List.of(CODE, SEND),
            List.of(Expectation.text("Welcome")));
    static final ReplayReport FAILED = new ReplayReport(ReplayReport.Outcome.FAILED, List.of(
            new StepResult(0, CODE, StepStatus.PASSED, List.of(new LocatorAttempt(CODE.target().locators().get(0), 1)), 0,
                    "typed 493817 into the field", PNG, 420),
            new StepResult(1, SEND, StepStatus.FAILED, List.of(new LocatorAttempt(SEND.target().locators().get(0), 0),
                    new LocatorAttempt(SEND.target().locators().get(1), 2)), -1, "no locator matched exactly one element", PNG, 5100)),
            List.of(), null, 5600);

    @Test
    void junitXmlIsWellFormedWithOneCasePerStepAndTheLadderOfTheFailure(@TempDir Path dir) throws Exception {
        new ReplayReports(RECIPE, FAILED, Map.of("otp", "493817")).writeAll(dir);
        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(dir.resolve("junit.xml").toFile());
        assertThat(xml.getDocumentElement().getAttribute("tests")).isEqualTo("2");
        assertThat(xml.getDocumentElement().getAttribute("failures")).isEqualTo("1");
        assertThat(xml.getElementsByTagName("testcase").getLength()).isEqualTo(2);
        assertThat(xml.getElementsByTagName("failure").item(0).getTextContent())
                .contains("role=button name=\"Send \"now\"\": 0 matches").contains("id=\"send\": 2 matches");
    }

    @Test
    void theHtmlReportHoldsAScreenshotPerStepAndTheLadderTried(@TempDir Path dir) throws Exception {
        new ReplayReports(RECIPE, FAILED, Map.of("otp", "493817")).writeAll(dir);
        String html = Files.readString(dir.resolve("report.html"));
        assertThat(html.split("data:image/png;base64,", -1)).hasSize(3);
        assertThat(html).contains("locator tried").contains("(ambiguous)").contains("(none)")
                .contains("enter the code &lt;otp&gt; &amp; go").doesNotContain("<otp>");
    }

    @Test
    void aSecretValueNeverReachesAnyReport(@TempDir Path dir) throws Exception {
        new ReplayReports(RECIPE, FAILED, Map.of("otp", "493817")).writeAll(dir);
        for (String file : List.of("junit.xml", "report.json", "report.html")) {
            assertThat(Files.readString(dir.resolve(file))).as(file).doesNotContain("493817");
        }
        JsonNode json = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        assertThat(json.path("steps").get(0).path("note").asText()).isEqualTo("typed ${otp} into the field");
        assertThat(json.path("outcome").asText()).isEqualTo("failed");
        assertThat(json.path("steps").get(1).path("ladder")).hasSize(2);
    }

    @Test
    void unmetExpectationsFailTheirOwnTestCase() {
        ReplayReport report = new ReplayReport(ReplayReport.Outcome.FAILED, List.of(), List.of(
                new ExpectationResult(Expectation.text("Welcome"), false, "the final screen does not show it")), null, 10);
        String xml = new ReplayReports(RECIPE, report, Map.of()).junit();
        assertThat(xml).contains("name=\"expect: text contains &quot;Welcome&quot;\"").contains("<failure message=\"the final screen does not show it\"");
    }
}
