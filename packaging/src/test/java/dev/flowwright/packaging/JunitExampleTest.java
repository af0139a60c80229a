package dev.flowwright.packaging;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * samples/junit-example built the way its team builds it: its own {@code mvn verify}, resolving
 * {@code dev.flowwright:flowwright-junit} from this build (a private repository under target/, never the
 * shared ~/.m2). Its three recipes replay as JUnit tests on the sample site; the one recorded before the
 * clinic's page changed fails exactly its step's test — in Surefire's own XML, named by the step's words —
 * and leaves its heal's proposal beside the recipe, so the build fails, as designed (docs/junit.md).
 */
class JunitExampleTest {
    static final Path WORK = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().resolve("target/junit-example-test");

    @Test
    @Timeout(value = 20, unit = TimeUnit.MINUTES)
    void theExampleProjectsVerifyFailsExactlyTheChangedPagesStepAndWritesItsProposal() throws Exception {
        Commands.require(Map.of("mvn", "maven", "chromium", "chromium"), "the example project's build");
        Path repository = Path.of(System.getProperty("flowwright.repository", ""));
        Path shared = Path.of(System.getProperty("flowwright.sharedRepository", ""));
        assertThat(repository.resolve("dev/flowwright/flowwright-junit")).as("this build's artifacts for the example (copied at pre-integration-test)").isDirectory();
        PackageTest.deleteTree(WORK);
        Path project = WORK.resolve("junit-example");
        copyTree(Commands.root().resolve("samples/junit-example"), project);
        Path settings = WORK.resolve("settings.xml");
        // third-party artifacts are read from the shared repository as if it were a remote one: copied, never written to
        Files.writeString(settings, """
                <settings>
                  <mirrors>
                    <mirror><id>this-machine</id><mirrorOf>*</mirrorOf><url>%s</url></mirror>
                  </mirrors>
                </settings>
                """.formatted(shared.toUri()));
        Map<String, String> env = new LinkedHashMap<>(System.getenv());
        env.keySet().removeIf(k -> k.startsWith("FLOWWRIGHT_SECRET_") || k.startsWith("TYPESAFE_") || k.startsWith("MAVEN_"));
        env.put("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1");

        Commands.Result build = Commands.run(List.of("mvn", "-B", "-s", settings.toString(), "-Dmaven.repo.local=" + repository, "verify"),
                project, env, WORK, "mvn-verify", 18);

        assertThat(build.exit()).as("the example's mvn verify fails, as designed\n" + build).isNotZero();
        assertThat(build.out()).as(build.toString()).contains("Tests run: 15, Failures: 1, Errors: 0, Skipped: 0");
        List<Case> cases = cases(project.resolve("target/surefire-reports"));
        assertThat(cases).as("a test case per step and per expectation of the three recipes").hasSize(15);
        assertThat(cases).extracting(Case::name).contains("search for stores", "enter the password", "enter the code the phone shows",
                "book the appointment", "expect text contains \"Welcome back\"");
        assertThat(cases).filteredOn(c -> c.failure() != null).singleElement().satisfies(c -> {
            assertThat(c.name()).isEqualTo("book the appointment");
            assertThat(c.failure()).startsWith("healed: ").contains("the proposal is written beside the recipe: ")
                    .contains("book-appointment.proposal.recipe.yaml");
        });
        assertThat(cases).noneMatch(Case::skipped);
        Path proposal = project.resolve("src/test/recipes/book-appointment.proposal.recipe.yaml");
        assertThat(proposal).isRegularFile();
        assertThat(Files.readString(proposal)).contains("Reserve this slot");
        assertThat(project.resolve("src/test/recipes/book-appointment.recipe.yaml"))
                .hasSameTextualContentAs(Commands.root().resolve("samples/junit-example/src/test/recipes/book-appointment.recipe.yaml"));
        // the secrets were typed (the sign-in passed) and are nowhere in the reports
        for (Path xml : reports(project.resolve("target/surefire-reports"))) {
            assertThat(Files.readString(xml)).as(xml.toString()).doesNotContain("correct horse").doesNotContain("246810");
        }
    }

    /** One {@code <testcase>} of Surefire's XML: its name, its failure message (or null), and whether it was skipped. */
    record Case(String name, String failure, boolean skipped) {}

    static List<Case> cases(Path reports) throws Exception {
        List<Case> cases = new ArrayList<>();
        for (Path xml : reports(reports)) {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile());
            NodeList list = doc.getElementsByTagName("testcase");
            for (int i = 0; i < list.getLength(); i++) {
                Element c = (Element) list.item(i);
                NodeList failures = c.getElementsByTagName("failure");
                String failure = failures.getLength() == 0 ? null : ((Element) failures.item(0)).getAttribute("message");
                cases.add(new Case(c.getAttribute("name"), failure, c.getElementsByTagName("skipped").getLength() > 0));
            }
        }
        return cases;
    }

    static List<Path> reports(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) fail("no Surefire reports in " + dir);
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().startsWith("TEST-") && f.toString().endsWith(".xml")).sorted().toList();
        }
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path rel = from.relativize(p);
                if (rel.startsWith("target")) continue;
                Path dest = to.resolve(rel.toString());
                if (Files.isDirectory(p)) Files.createDirectories(dest);
                else Files.copy(p, dest);
            }
        }
    }
}
