package dev.flowwright.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code replay --browser ws://…} and {@code --browser cdp:…}: recipes replayed on browsers started elsewhere. */
class RemoteReplayTest {
    @RegisterExtension
    static final SiteOnChromium chromium = new SiteOnChromium();

    @Test
    void recipesReplayOnAPlaywrightBrowserServer(@TempDir Path dir) throws Exception {
        List<Path> recipes = SuiteRecipes.passing(chromium.site(), dir.resolve("suite"), 3);
        try (RemoteBrowsers.Running server = RemoteBrowsers.playwrightServer(chromium.chromium())) {
            RecipeChain.Cli suite = flowwright("replay", dir.resolve("suite").toString(), "--workers", "2", "--browser", server.address(),
                    "--report", dir.resolve("report").toString());
            assertThat(suite.exit()).as(suite.toString()).isEqualTo(0);
            assertThat(suite.out()).contains("on " + server.address()).contains("replayed 3 recipes: 3 passed, 0 failed, 0 unverified");

            RecipeChain.Cli one = flowwright("replay", recipes.get(0).toString(), "--browser", server.address());
            assertThat(one.exit()).as(one.toString()).isEqualTo(0);
            assertThat(one.out()).contains("replay passed");
        }
    }

    @Test
    void recipesReplayOnAChromiumDevToolsEndpoint(@TempDir Path dir) throws Exception {
        SuiteRecipes.passing(chromium.site(), dir.resolve("suite"), 3);
        try (RemoteBrowsers.Running devtools = RemoteBrowsers.devTools(chromium.chromium())) {
            RecipeChain.Cli cli = flowwright("replay", dir.resolve("suite").toString(), "--workers", "2", "--browser", devtools.address());
            assertThat(cli.exit()).as(cli.toString()).isEqualTo(0);
            assertThat(cli.out()).contains("on " + devtools.address()).contains("replayed 3 recipes: 3 passed, 0 failed, 0 unverified");
            assertThat(devtools.process().isAlive()).as("the replay leaves a browser it reached running").isTrue();
        }
    }

    @Test
    void aDroppedConnectionFailsTheRecipeInFlightWithANoteAndReplaysItOnceOnAFreshConnection(@TempDir Path dir) throws Exception {
        // waits for a button the page never shows: the replay sits on the page for seconds, long enough to lose its browser
        Path recipe = java.nio.file.Files.writeString(dir.resolve("waits.recipe.yaml"), """
                recipe: 1
                name: wait for a button that never comes
                app: browser
                start: %s
                steps:
                  - action: wait
                    target: { locators: [ { role: button, name: Never shown } ] }
                """.formatted(chromium.site().url("delayed/?wait-for-the-drop")));
        Path report = dir.resolve("report");
        RemoteBrowsers.Running first = RemoteBrowsers.devTools(chromium.chromium());
        int port = Integer.parseInt(first.address().replaceFirst(".*:", ""));
        RemoteBrowsers.Running second = null;
        try {
            java.util.concurrent.CompletableFuture<RecipeChain.Cli> replay = java.util.concurrent.CompletableFuture.supplyAsync(() ->
                    flowwright("replay", recipe.toString(), "--workers", "1", "--browser", first.address(), "--report", report.toString()));
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (!first.pages().contains("wait-for-the-drop")) {
                assertThat(System.nanoTime()).as("the recipe's page never opened").isLessThan(deadline);
                Thread.sleep(100);
            }
            first.kill();
            second = RemoteBrowsers.devTools(chromium.chromium(), port);
            RecipeChain.Cli cli = replay.get(3, java.util.concurrent.TimeUnit.MINUTES);

            assertThat(cli.out()).as(cli.toString()).contains("dropped while this recipe ran; replayed once more on a fresh connection");
            com.fasterxml.jackson.databind.JsonNode row = new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(report.resolve("report.json").toFile()).path("recipes").get(0);
            assertThat(row.path("attempts").asInt()).isEqualTo(2);
            assertThat(row.path("note").asText()).contains("the browser connection (" + first.address() + ") dropped while this recipe ran");
            // the second attempt ran on the new browser and failed on its own merits: the button never shows
            assertThat(cli.exit()).isEqualTo(1);
            assertThat(cli.out()).contains("step 1/1 failed: ");
        } finally {
            first.close();
            if (second != null) second.close();
        }
    }

    @Test
    void anAddressWithNoBrowserIsAClearErrorBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        SuiteRecipes.passing(chromium.site(), dir.resolve("suite"), 2);
        RecipeChain.Cli cli = flowwright("replay", dir.resolve("suite").toString(), "--browser", "cdp:http://127.0.0.1:9");
        assertThat(cli.exit()).isEqualTo(2);
        assertThat(cli.err()).startsWith("flowwright: no browser at cdp:http://127.0.0.1:9: ").doesNotContain("\tat ");
        RecipeChain.Cli bad = flowwright("replay", dir.resolve("suite").toString(), "--browser", "http://127.0.0.1:9");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("use ws://HOST:PORT/… for a Playwright browser server or cdp:http://HOST:PORT");
    }
}
