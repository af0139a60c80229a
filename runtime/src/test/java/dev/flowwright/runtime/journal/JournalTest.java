package dev.flowwright.runtime.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Secrets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JournalTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir Path runs;

    private JournalWriter writeEveryKind(Secrets secrets) throws IOException {
        JournalWriter writer = JournalWriter.create(runs, secrets);
        SampleEvents.everyKind().forEach(writer::on);
        writer.close();
        return writer;
    }

    @Test
    void aJournalIsOneJsonObjectPerLineInATimestampedRunDirectory() throws IOException {
        JournalWriter writer = writeEveryKind(null);
        assertThat(writer.directory().getParent()).isEqualTo(runs);
        assertThat(writer.directory().getFileName().toString()).matches("\\d{8}-\\d{6}-\\d{3}");
        List<String> lines = Files.readAllLines(writer.journalFile());
        assertThat(lines).hasSize(SampleEvents.everyKind().size());
        for (String line : lines) assertThat(MAPPER.readTree(line).get("type").asText()).isNotBlank();
    }

    @Test
    void everyEventKindReadsBackFromTheJournal() throws IOException {
        JournalWriter writer = writeEveryKind(null);
        List<JournalReader.Entry> entries = JournalReader.open(writer.directory()).entries();
        List<Event> written = SampleEvents.everyKind();
        assertThat(entries).hasSize(written.size());
        for (int i = 0; i < written.size(); i++) {
            assertThat(entries.get(i).withScreenshot()).usingRecursiveComparison().isEqualTo(written.get(i));
        }
    }

    @Test
    void screenshotsAreFilesNamedInTheLineAndLoadedOnlyWhenAsked() throws IOException {
        JournalWriter writer = writeEveryKind(null);
        Path png = writer.directory().resolve("screens/0001.png");
        assertThat(png).hasBinaryContent(SampleEvents.PNG);
        String lookLine = Files.readAllLines(writer.journalFile()).get(2);
        assertThat(MAPPER.readTree(lookLine).get("screenshot").asText()).isEqualTo("screens/0001.png");
        assertThat(lookLine).doesNotContain("screenshotBase64");

        JournalReader reader = JournalReader.open(writer.directory());
        Event.Look look = (Event.Look) reader.events().get(2);
        assertThat(look.screenshot()).isNull();
        assertThat(reader.entries().get(2).screenshot()).hasValueSatisfying(b -> assertThat(b).containsExactly(SampleEvents.PNG));
        assertThat(reader.entries().get(3).screenshot()).isEmpty();
    }

    /** Where a look's picture lies in its coordinates (a scrolled page) reads back with it, so a reader outlines elements where it shows them. */
    @Test
    void aPicturesOriginReadsBackWithItsLook() throws IOException {
        JournalWriter writer = JournalWriter.create(runs, null);
        writer.on(new Event.Look(SampleEvents.T, "1", 0, SampleEvents.screen("hello"), "", SampleEvents.PNG,
                new dev.flowwright.runtime.screen.PictureOrigin(0, 640, 1)));
        writer.on(SampleEvents.look(SampleEvents.PNG));
        writer.close();

        JournalReader reader = JournalReader.open(writer.directory());
        Event.Look scrolled = (Event.Look) reader.entries().get(0).withScreenshot();
        assertThat(scrolled.origin()).isEqualTo(new dev.flowwright.runtime.screen.PictureOrigin(0, 640, 1));
        assertThat(scrolled.screenshot()).containsExactly(SampleEvents.PNG);
        assertThat(((Event.Look) reader.events().get(1)).origin().isNone()).as("a picture that starts where the bounds do").isTrue();
        assertThat(Files.readAllLines(writer.journalFile()).get(1)).doesNotContain("pictureOrigin");
    }

    @Test
    void aLookWhosePictureIsStillBeingTakenIsWrittenWithItBeforeTheNextLine() throws IOException {
        JournalWriter writer = JournalWriter.create(runs, null);
        writer.on(SampleEvents.runStarted());
        java.util.concurrent.CompletableFuture<dev.flowwright.runtime.surface.Picture> picture = new java.util.concurrent.CompletableFuture<>();
        writer.lookWithPictureLater(SampleEvents.look(null), picture);
        assertThat(Files.readAllLines(writer.journalFile())).as("not written while the picture is taken").hasSize(1);
        new Thread(() -> picture.complete(new dev.flowwright.runtime.surface.Picture(SampleEvents.PNG,
                new dev.flowwright.runtime.screen.PictureOrigin(0, 320, 1)))).start();
        writer.exchange(MAPPER.createObjectNode().put("model", "jev-latest"), MAPPER.createObjectNode(), "req-1");
        writer.close();

        List<String> lines = Files.readAllLines(writer.journalFile());
        assertThat(lines).extracting(l -> MAPPER.readTree(l).get("type").asText()).containsExactly("run_started", "look", "exchange");
        assertThat(MAPPER.readTree(lines.get(1)).get("screenshot").asText()).isEqualTo("screens/0001.png");
        assertThat(writer.directory().resolve("screens/0001.png")).hasBinaryContent(SampleEvents.PNG);
        assertThat(((Event.Look) JournalReader.open(writer.directory()).entries().get(1).withScreenshot()).origin())
                .as("where the picture lies comes with it").isEqualTo(new dev.flowwright.runtime.screen.PictureOrigin(0, 320, 1));
    }

    @Test
    void aLookWhosePictureFailedIsWrittenWithoutOneAndClosingWritesAWaitingLook() throws IOException {
        JournalWriter writer = JournalWriter.create(runs, null);
        writer.lookWithPictureLater(SampleEvents.look(null), java.util.concurrent.CompletableFuture.failedFuture(new IllegalStateException("gone")));
        writer.on(SampleEvents.end());
        writer.lookWithPictureLater(SampleEvents.look(null), java.util.concurrent.CompletableFuture.completedFuture(
                new dev.flowwright.runtime.surface.Picture(SampleEvents.PNG, dev.flowwright.runtime.screen.PictureOrigin.NONE)));
        writer.close();

        List<String> lines = Files.readAllLines(writer.journalFile());
        assertThat(lines).extracting(l -> MAPPER.readTree(l).get("type").asText()).containsExactly("look", "end", "look");
        assertThat(MAPPER.readTree(lines.get(0)).has("screenshot")).isFalse();
        assertThat(MAPPER.readTree(lines.get(2)).get("screenshot").asText()).isEqualTo("screens/0001.png");
    }

    @Test
    void exchangesAreKeptApartFromEvents() throws IOException {
        JournalWriter writer = JournalWriter.create(runs, null);
        writer.on(SampleEvents.runStarted());
        ObjectNode request = MAPPER.createObjectNode().put("model", "jev-latest");
        ObjectNode response = MAPPER.createObjectNode().put("model", "jev-1.13.0");
        writer.exchange(request, response, "req-1");
        writer.on(SampleEvents.end());
        writer.close();

        JournalReader reader = JournalReader.open(writer.directory());
        assertThat(reader.events()).hasSize(2);
        assertThat(reader.exchanges()).singleElement().satisfies(x -> {
            assertThat(x.request()).isEqualTo(request);
            assertThat(x.response()).isEqualTo(response);
            assertThat(x.requestId()).isEqualTo("req-1");
        });
        JsonNode line = MAPPER.readTree(Files.readAllLines(writer.journalFile()).get(1));
        assertThat(line.get("type").asText()).isEqualTo("exchange");
    }

    @Test
    void aCassetteReplaysTheExchangesAJournalRecorded() throws IOException {
        JournalWriter writer = JournalWriter.create(runs, null);
        dev.flowwright.runtime.decide.ExchangeLog log = writer;
        ObjectNode request = MAPPER.createObjectNode().put("model", "jev-latest");
        request.put("state", "a page");
        request.putObject("questions").putObject("done").put("type", "noul").put("instructions", "Is it done?");
        ObjectNode response = MAPPER.createObjectNode().put("model", "jev-1.13.0");
        response.putObject("answers").putObject("done").put("type", "noul").put("noul", 0.9);
        response.putObject("usage").put("input_tokens", 10).put("output_tokens", 1);
        log.record(request, response, "req-7");
        writer.close();
        var cassette = dev.flowwright.runtime.cassette.CassetteDecider.open(writer.directory());
        var replayed = cassette.decide(dev.flowwright.runtime.decide.WireFormat.parseRequest(request));
        assertThat(replayed.answers().get("done")).isEqualTo(new dev.flowwright.runtime.decide.Answer.NoulAnswer(0.9));
    }

    @Test
    void aTruncatedLastLineIsReportedNotFatal() throws IOException {
        JournalWriter writer = writeEveryKind(null);
        String full = Files.readString(writer.journalFile());
        String cut = full.substring(0, full.length() - 20); // the crash happened mid-line
        Files.writeString(writer.journalFile(), cut);

        JournalReader reader = JournalReader.open(writer.directory());
        assertThat(reader.events()).hasSize(SampleEvents.everyKind().size() - 1);
        assertThat(reader.truncation()).hasValueSatisfying(note ->
                assertThat(note).startsWith("journal.jsonl:" + SampleEvents.everyKind().size() + ":").contains("cut short"));
    }

    @Test
    void aBadLineBeforeTheEndIsAnErrorWithLineAndColumn() throws IOException {
        JournalWriter writer = writeEveryKind(null);
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(writer.journalFile()));
        lines.set(1, "{\"type\": step,");
        Files.write(writer.journalFile(), lines);
        assertThatThrownBy(() -> JournalReader.open(writer.directory()))
                .isInstanceOf(JournalReader.JournalException.class)
                .hasMessageStartingWith("journal.jsonl:2:");
    }

    @Test
    void aCompleteJournalReportsNoTruncation() throws IOException {
        assertThat(JournalReader.open(writeEveryKind(null).directory()).truncation()).isEmpty();
    }

    @Test
    void aSecretInEventsAndExchangesIsNeverWrittenToAnyFileOfTheRun() throws IOException {
        String otp = "492817";
        Secrets secrets = new Secrets(Map.of("otp", otp, "password", "hunter\"2\\x"));
        JournalWriter writer = JournalWriter.create(runs, secrets);
        // Events should arrive masked; these deliberately do not, to test the second line of defence.
        writer.on(new Event.RunStarted(SampleEvents.T, "r", "sign in with " + otp, "browser", "offline", "http://x/?code=" + otp));
        writer.on(new Event.Look(SampleEvents.T, "1", 0, SampleEvents.screen("Your code is " + otp), "appeared: " + otp,
                SampleEvents.PNG));
        writer.on(new Event.Action(SampleEvents.T, "1", 0, "fill Code", "e1", "textbox \"Code\" = \"" + otp + "\"", true, "typed hunter\"2\\x"));
        ObjectNode request = MAPPER.createObjectNode();
        request.putObject("state").put("visible_text", "code " + otp).put(otp, "as a key");
        request.put("password", "hunter\"2\\x");
        writer.exchange(request, MAPPER.createObjectNode().put("echo", otp), otp);
        writer.on(SampleEvents.end());
        writer.close();

        try (Stream<Path> files = Files.walk(writer.directory())) {
            List<Path> all = files.filter(Files::isRegularFile).toList();
            assertThat(all).hasSize(2); // the journal and the screenshot
            for (Path f : all) {
                String content = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1); // bytes as they are
                assertThat(content).as(f.toString()).doesNotContain(otp).doesNotContain("hunter");
            }
            assertThat(writer.journalFile()).content().contains("${otp}").contains("${password}");
        }
        JournalReader reader = JournalReader.open(writer.directory());
        assertThat(reader.events()).hasSize(4);
        assertThat(reader.exchanges().get(0).requestId()).isEqualTo("${otp}");
    }

    @Test
    void aSecretInsideANumberIsMaskedAndTheLineStillReads() throws IOException {
        JournalWriter writer = JournalWriter.create(runs, new Secrets(Map.of("pin", "1234")));
        writer.on(new Event.End(SampleEvents.T, "completed", "done", null, 3, 5, 812345));
        writer.close();
        String content = Files.readString(writer.journalFile());
        assertThat(content).doesNotContain("1234").contains("8${pin}5");
        assertThat(JournalReader.open(writer.directory()).events()).hasSize(1);
    }

    @Test
    void aSecretSpanningJsonPunctuationWithholdsTheLineRatherThanWriteIt() throws IOException {
        Secrets secrets = new Secrets(Map.of("odd", "\"type\":\"turn\""));
        JournalWriter writer = JournalWriter.create(runs, secrets);
        writer.on(SampleEvents.turn());
        writer.on(SampleEvents.end());
        writer.close();
        String content = Files.readString(writer.journalFile());
        assertThat(content).doesNotContain("\"type\":\"turn\"").contains("withheld");
        JournalReader reader = JournalReader.open(writer.directory());
        assertThat(reader.withheldLines()).isEqualTo(1);
        assertThat(reader.events()).hasSize(1);
    }

    @Test
    void eachLineIsOnDiskAsSoonAsItIsWritten() throws IOException {
        JournalWriter writer = JournalWriter.create(runs, null);
        writer.on(SampleEvents.runStarted());
        assertThat(Files.readAllLines(writer.journalFile())).hasSize(1); // before close
        writer.on(SampleEvents.step());
        assertThat(JournalReader.open(writer.directory()).events()).hasSize(2);
        writer.close();
    }

    @Test
    void aJournalThatCannotBeWrittenStopsWithoutThrowingIntoTheRunAndSaysWhy() throws IOException {
        JournalWriter writer = JournalWriter.create(runs, null);
        writer.on(SampleEvents.runStarted());
        Path screens = writer.directory().resolve("screens");
        Files.delete(screens);
        Files.writeString(screens, "in the way"); // the screenshot can no longer be written

        writer.on(SampleEvents.look(SampleEvents.PNG));
        writer.on(SampleEvents.end());
        writer.close();

        assertThat(writer.failure()).isPresent();
        assertThat(JournalReader.open(writer.directory()).events()).hasSize(1);
    }

    @Test
    void twoRunsStartedTogetherGetTwoDirectories() throws IOException {
        JournalWriter a = JournalWriter.create(runs, null);
        JournalWriter b = JournalWriter.create(runs, null);
        assertThat(a.directory()).isNotEqualTo(b.directory());
        a.close();
        b.close();
    }
}
