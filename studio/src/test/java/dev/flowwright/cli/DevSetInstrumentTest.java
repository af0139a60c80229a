package dev.flowwright.cli;

import dev.flowwright.runtime.handoff.ConsoleResponder;
import dev.flowwright.runtime.handoff.HandoffRequest;
import dev.flowwright.runtime.handoff.HandoffResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The development set's measuring instrument, without a browser (issue #26): its case files are whole and
 * consistent, the identifier check reads identifiers as the issue defines them and flags the nearest neighbour
 * pressed, and the teaching person answers the real console responder's three kinds of prompt from a case's
 * {@code teach:} list, doing an act through the harness's page channel and counting the answers it gives.
 */
class DevSetInstrumentTest {
    private static final Pattern SECRET = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_.-]*)}");

    @Test
    void theCaseFilesAreWholeAndSayWhatMustNotHappen() throws Exception {
        List<DevSetCases.Case> all = DevSetCases.selected("", "");
        assertThat(all).hasSizeGreaterThanOrEqualTo(60);
        assertThat(all.stream().map(DevSetCases.Case::set).distinct()).containsExactlyInAnyOrderElementsOf(DevSetCases.SETS);
        Set<String> names = new HashSet<>();
        for (DevSetCases.Case c : all) {
            assertThat(names.add(c.name())).as("%s is one case", c.name()).isTrue();
            assertThat(c.page()).as(c.name()).startsWith(c.set() + "/");
            // a flow that must stop says what it must not do, or its judge would hold for a run that did it
            if (!c.expectDone()) assertThat(c.forbid()).as("%s must stop: what it must not do", c.name()).isNotBlank();
            Matcher m = SECRET.matcher(String.valueOf(c.steps()));
            while (m.find()) assertThat(c.facts()).as("%s types ${%s}", c.name(), m.group(1)).containsKey(m.group(1));
            // the instrument is checked by a person's hands: a case to be done says how, one that must stop what the harm is
            if (c.expectDone()) assertThat(c.teach()).as("%s: teach, the case done by hand", c.name()).isNotEmpty();
            else assertThat(c.harm()).as("%s: harm, what it must not do, done by hand", c.name()).isNotEmpty();
            // what CI runs is what npm gives
            if (c.chaos()) assertThat(c.set()).as(c.name()).isIn("jquery-ui", "pikaday");
        }
        assertThat(all).filteredOn(c -> !c.expectDone()).hasSizeGreaterThanOrEqualTo(4);
        assertThat(all).filteredOn(c -> c.forbid() != null && !c.forbid().isBlank()).hasSizeGreaterThanOrEqualTo(all.size() / 2);
    }

    @Test
    void everyCaseIsAFlowTheRunAccepts(@TempDir Path dir) throws Exception {
        List<String> refused = new ArrayList<>();
        for (DevSetCases.Case c : DevSetCases.selected("", "")) {
            var reading = dev.flowwright.runtime.flow.FlowReader.read(DevSetCases.flowFile(dir, c));
            if (!reading.isValid()) refused.add(c.name() + ": " + reading.problems());
        }
        assertThat(refused).isEmpty();
    }

    @Test
    void aCaseWithAnUnknownKeyOrATeachAnswerOfTwoKindsIsRefused() {
        assertThatThrownBy(() -> new DevSetCases.Answer("Save", null, "x", null, null)).hasMessageContaining("one of press:, value: or act:");
        assertThatThrownBy(() -> DevSetCases.load("no-such-set")).hasMessageContaining("no development set \"no-such-set\"");
    }

    @Test
    void identifiersAreCodesAndSizesNotCountsDatesOrPlaceholders() {
        assertThat(IdentifierPresses.in("search for the product C13 and pick it")).containsExactly("C13");
        assertThat(IdentifierPresses.in("order SKU 88-1042 and two M8 × 25 bolts, DIN 912")).containsExactly("SKU 88-1042", "M8 × 25", "DIN 912");
        assertThat(IdentifierPresses.in("open B-12, make the text 14px")).containsExactly("B-12", "14px");
        assertThat(IdentifierPresses.in("book from the 3rd to the 9th, 12/29, $100 - $250, Item 3, 4 Star, ${pin2}, ada@example.org")).isEmpty();
        assertThat(IdentifierPresses.normal("M8 × 25")).isEqualTo(IdentifierPresses.normal("m8x25"));
    }

    @Test
    void aPressOfTheNearestNeighbourIsFlaggedTheNamedItemAndTheSearchBoxAreNot() throws Exception {
        String step = "{\"type\":\"step\",\"stepPath\":\"1\",\"phase\":\"started\",\"text\":\"search for the product C13 and pick it\"}";
        String box = acted("click", "textbox", "Search:", "[\"set_value\",\"type_text\"]", "[\"editable\"]");
        String named = acted("click", "menuitem", "annttop C13", "[\"click\"]", "[]");
        String neighbour = acted("click", "menuitem", "annk K12", "[\"click\"]", "[]");
        assertThat(IdentifierPresses.lacking(List.of(step, box, named))).isEmpty();
        assertThat(IdentifierPresses.lacking(List.of(step, box, neighbour))).singleElement().asString()
                .contains("names C13").contains("\"annk K12\"");
        // a step that names none is not held to it
        String plain = "{\"type\":\"step\",\"stepPath\":\"1\",\"phase\":\"started\",\"text\":\"pick the third product\"}";
        assertThat(IdentifierPresses.lacking(List.of(plain, neighbour))).isEmpty();
    }

    private static String acted(String verb, String role, String name, String actions, String states) {
        return "{\"type\":\"acted\",\"stepPath\":\"1.2\",\"verb\":\"" + verb + "\",\"target\":{\"role\":\"" + role + "\",\"name\":\"" + name
                + "\",\"actions\":" + actions + ",\"states\":" + states + ",\"hints\":{}}}";
    }

    @Test
    void thePersonPicksByNameTypesTheValueActsByHandAndCountsEachAnswer(@TempDir Path pages) throws Exception {
        List<DevSetCases.Answer> answers = List.of(
                new DevSetCases.Answer("Save note (personal)", null, null, null, null),
                new DevSetCases.Answer(null, null, "violet Hinge 7", null, null),
                new DevSetCases.Answer("Alternative", null, null, null, null));
        try (DevSetSite site = DevSetSite.start(pages)) {
            String ep = "episode-1";
            site.url("x.html", ep, "true", "false", true);
            List<String> seen = new ArrayList<>();
            Thread page = pageSide(site, ep, seen); // the page: takes the person's act from the harness and says it was done
            try (TeachingPerson person = new TeachingPerson(answers, site, ep)) {
                ConsoleResponder console = ConsoleResponder.system();
                HandoffResponse which = console.respond(new HandoffRequest("which of these is the control to save the note?", "", null,
                        Duration.ofSeconds(20), List.of("button \"Save note (team)\" — top", "button \"Save note (personal)\" — bottom")));
                assertThat(which).isEqualTo(new HandoffResponse.Picked(1));
                HandoffResponse value = console.respond(new HandoffRequest("the step needs ${password}", "", "Password", Duration.ofSeconds(20)));
                assertThat(value).isEqualTo(new HandoffResponse.Value("violet Hinge 7"));
                HandoffResponse takeover = console.respond(new HandoffRequest("no control on screen clearly fits", "", null, Duration.ofSeconds(20)));
                assertThat(takeover).isInstanceOf(HandoffResponse.Acted.class);
                assertThat(seen).containsExactly("press Alternative");
                HandoffResponse more = console.respond(new HandoffRequest("which of these is it?", "", null, Duration.ofSeconds(20),
                        List.of("link \"Rock\"")));
                assertThat(more).as("no answer left: none of these").isInstanceOf(HandoffResponse.NoneOfThese.class);
                HandoffResponse again = console.respond(new HandoffRequest("no control on screen clearly fits", "", null, Duration.ofSeconds(20)));
                assertThat(again).as("asked to do it once more: it is done, the person says").isInstanceOf(HandoffResponse.Acted.class);
                HandoffResponse noValue = console.respond(new HandoffRequest("the step needs ${otp}", "", "Code", Duration.ofSeconds(20)));
                assertThat(noValue).as("a value nobody gave: the person cancels").isInstanceOf(HandoffResponse.Cancel.class);
                assertThat(person.used()).isEqualTo(5);
                assertThat(person.said()).hasSize(6).last().asString().startsWith("cancel");
            } finally {
                page.interrupt();
            }
        }
    }

    @Test
    void aControlNotAmongTheCandidatesIsNoneOfTheseAndTheAnswerIsKept(@TempDir Path pages) throws Exception {
        List<DevSetCases.Answer> answers = List.of(new DevSetCases.Answer("Shipped", null, null, null, null));
        try (DevSetSite site = DevSetSite.start(pages)) {
            site.url("x.html", "ep", "true", "false", true);
            try (TeachingPerson person = new TeachingPerson(answers, site, "ep")) {
                ConsoleResponder console = ConsoleResponder.system();
                HandoffResponse first = console.respond(new HandoffRequest("which of these is it?", "", null, Duration.ofSeconds(20),
                        List.of("link \"Returned\"", "link \"New\"")));
                assertThat(first).isInstanceOf(HandoffResponse.NoneOfThese.class);
                HandoffResponse second = console.respond(new HandoffRequest("which of these is it?", "", null, Duration.ofSeconds(20),
                        List.of("link \"New\"", "link \"Shipped\"")));
                assertThat(second).isEqualTo(new HandoffResponse.Picked(1));
                assertThat(person.used()).isEqualTo(2);
            }
        }
    }

    @Test
    void whenTheRunHasDoneTheFirstOfItTheFurthestAnswerListedIsPicked(@TempDir Path pages) throws Exception {
        List<DevSetCases.Answer> answers = List.of(new DevSetCases.Answer("Medium", null, null, null, null),
                new DevSetCases.Answer("Fast", null, null, null, null));
        try (DevSetSite site = DevSetSite.start(pages)) {
            site.url("x.html", "ep", "true", "false", true);
            try (TeachingPerson person = new TeachingPerson(answers, site, "ep")) {
                HandoffResponse r = ConsoleResponder.system().respond(new HandoffRequest("which of these is the speed Fast?", "", null,
                        Duration.ofSeconds(20), List.of("option \"Slow\"", "option \"Medium\"", "option \"Fast\"", "option \"Faster\"")));
                assertThat(r).isEqualTo(new HandoffResponse.Picked(2));
                assertThat(person.used()).isEqualTo(1);
            }
        }
    }

    @Test
    void aNameIsPickedByItsQuotedOrWholeWordsNotByWhereTheControlIs() {
        List<String> lines = List.of("combobox \"speed\" — top centre of the page (at 151, 78)", "option \"17\" — in listbox \"number\"",
                "option \"7\" — in listbox \"number\"", "link \"Orders\" — in navigation", "button \"Orders\" — in list \"Collapsible\"");
        assertThat(TeachingPerson.pick(lines, "7", null)).isEqualTo(2);
        assertThat(TeachingPerson.pick(lines, "78", null)).isEqualTo(-1);
        assertThat(TeachingPerson.pick(lines, "orders", "Collapsible")).isEqualTo(4);
        assertThat(TeachingPerson.pick(lines, "Orders", null)).isEqualTo(3);
        assertThat(TeachingPerson.pick(List.of("menuitem \"annttop C13\" — in menu"), "C13", null)).isEqualTo(0);
    }

    /** Plays the page's side of the person channel: polls the harness, records each act, reports it done. */
    private static Thread pageSide(DevSetSite site, String ep, List<String> seen) {
        HttpClient http = HttpClient.newHttpClient();
        Thread t = new Thread(() -> {
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(site.origin() + "/__person?ep=" + ep)).build(),
                            HttpResponse.BodyHandlers.ofString());
                    if (r.statusCode() == 200) {
                        Map<?, ?> act = new com.fasterxml.jackson.databind.ObjectMapper().readValue(r.body(), Map.class);
                        synchronized (seen) { seen.add("press " + act.get("press")); }
                        http.send(HttpRequest.newBuilder(URI.create(site.origin() + "/__person?ep=" + ep + "&done=" + act.get("id")))
                                .POST(HttpRequest.BodyPublishers.ofString("{\"ok\":true,\"note\":\"\"}")).build(), HttpResponse.BodyHandlers.discarding());
                    }
                    Thread.sleep(50);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, "page-side");
        t.setDaemon(true);
        t.start();
        return t;
    }
}
