package dev.flowwright.cli;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.PlaywrightException;
import dev.flowwright.surfaces.browser.ChromiumLocator;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The instrument checked against a person's own hands, with no Flowwright run (issue #26): a case done by hand
 * from its {@code teach:} list, in the page as it opens, must leave the judge holding and nothing forbidden; its
 * {@code harm:} done by hand must set off {@code forbid}. Each page is opened through {@link DevSetSite} with its
 * judge and a person's hands ({@code devset/person.js}), so what is checked is the harness as the bench and the
 * chaos test use it. Playwright drives the Chromium found ({@link ChromiumLocator}).
 */
final class DevSetJudges implements AutoCloseable {
    private static final String BY_HAND = """
            a => {
              try {
                if (a.act) { (0, eval)(a.act); return 'ok'; }
                var e = person.find(a.press, a.within);
                if (!e) return 'nothing on the page reads "' + a.press + '"';
                person.press(e);
                return 'ok';
              } catch (x) { return String(x); }
            }""";

    private final Playwright playwright;
    private final Browser browser;

    private DevSetJudges(Playwright playwright, Browser browser) {
        this.playwright = playwright;
        this.browser = browser;
    }

    static DevSetJudges launch() {
        Optional<Path> chromium = new ChromiumLocator().locate();
        Playwright pw = Playwright.create();
        BrowserType.LaunchOptions options = new BrowserType.LaunchOptions().setHeadless(true);
        chromium.ifPresent(options::setExecutablePath);
        return new DevSetJudges(pw, pw.chromium().launch(options));
    }

    /** The case done by hand from its teach list: null when its judge then holds and nothing forbidden happened, else why not. */
    String byHand(DevSetSite site, DevSetCases.Case c) throws InterruptedException {
        DevSetSite.State s = does(site, c, c.teach());
        if (s == null) return "the page never reported its state";
        if (!s.judge()) return "done by hand (" + c.teach() + "), the judge does not hold";
        if (s.forbidden()) return "done by hand (" + c.teach() + "), what it forbids happened";
        return null;
    }

    /** The case's harm done by hand: null when it sets off the case's forbid, else why not. */
    String harm(DevSetSite site, DevSetCases.Case c) throws InterruptedException {
        DevSetSite.State s = does(site, c, c.harm());
        if (s == null) return "the page never reported its state";
        return s.forbidden() ? null : "the harm done by hand (" + c.harm() + ") did not set off forbid: " + c.forbid();
    }

    /** How long a person waits for what they mean to press to show. */
    static final int APPEARS_WITHIN_MS = 8_000;

    private DevSetSite.State does(DevSetSite site, DevSetCases.Case c, List<DevSetCases.Answer> answers) throws InterruptedException {
        String ep = UUID.randomUUID().toString();
        try (BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page page = context.newPage();
            page.navigate(site.url(c.page(), ep, c.judge(), c.forbid(), true));
            page.waitForLoadState(com.microsoft.playwright.options.LoadState.LOAD);
            page.waitForTimeout(700); // widgets a page builds after its load event (the demos' loader)
            for (int i = 0; i < answers.size(); i++) {
                DevSetCases.Answer a = answers.get(i);
                if (a.value() != null) continue; // a value is typed at the console, not in the page
                Map<String, Object> arg = new LinkedHashMap<>();
                arg.put("press", a.press());
                arg.put("within", a.within());
                arg.put("act", a.act());
                try {
                    Object r = page.evaluate(BY_HAND, arg);
                    // what a person waits for before pressing it (an autocomplete's suggestions, a menu opening)
                    // may take a loaded machine a few seconds to show
                    for (int wait = 0; wait < APPEARS_WITHIN_MS / 250 && String.valueOf(r).startsWith("nothing on the page reads"); wait++) {
                        page.waitForTimeout(250);
                        r = page.evaluate(BY_HAND, arg);
                    }
                    if (!"ok".equals(r)) throw new IllegalStateException(c.name() + ": " + a + ": " + r);
                } catch (PlaywrightException navigated) {
                    // a press that submits a form leaves the page under the evaluation: only the last answer may
                    if (i < answers.size() - 1) throw navigated;
                }
                page.waitForTimeout(600);
            }
        } // closing the page sends its last report
        Optional<DevSetSite.State> state = site.state(ep);
        for (int i = 0; i < 40 && state.isEmpty(); i++) {
            Thread.sleep(50);
            state = site.state(ep);
        }
        Thread.sleep(200); // the pagehide report, sent as the page closed
        return site.state(ep).orElse(null);
    }

    @Override
    public void close() {
        browser.close();
        playwright.close();
    }
}
