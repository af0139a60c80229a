package dev.flowwright.cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The development set's judges checked by a person's hands, with no Flowwright run ({@link DevSetJudges}): each
 * case done by hand from its teach list must leave its judge holding and nothing forbidden, and its harm done by
 * hand must set off its forbid. What to run after writing or changing a case, or on other versions of the pages.
 *
 * <pre>
 * mvn -B -o -Pbench -pl studio -am test-compile surefire:test@default-test -Dtest=DevSetJudgesBench -Dsurefire.failIfNoSpecifiedTests=false \
 *     [-Ddevset.sets=bootstrap] [-Ddevset.cases=checkout-*] [-Ddevset.dir=/work/.devset]
 * </pre>
 */
@Tag("bench")
class DevSetJudgesBench {
    @Test
    void theJudgesHoldForAPersonsOwnHands() throws Exception {
        List<DevSetCases.Case> cases = DevSetCases.selected(System.getProperty("devset.sets", ""), System.getProperty("devset.cases", ""));
        List<String> wrong = new ArrayList<>();
        try (DevSetSite site = DevSetSite.start(); DevSetJudges hands = DevSetJudges.launch()) {
            for (DevSetCases.Case c : cases) {
                String byHand = c.expectDone() ? hands.byHand(site, c) : null;
                String harm = c.harm().isEmpty() ? null : hands.harm(site, c);
                System.out.printf(Locale.ROOT, "JUDGE  %-34s %s%s%n", c.name(), c.expectDone() ? byHand == null ? "holds by hand" : "WRONG: " + byHand : "must stop",
                        c.harm().isEmpty() ? "" : harm == null ? " · harm sets off forbid" : " · WRONG: " + harm);
                if (byHand != null) wrong.add(c.name() + ": " + byHand);
                if (harm != null) wrong.add(c.name() + ": " + harm);
            }
        }
        System.out.printf(Locale.ROOT, "JUDGE total: %d cases, %d wrong%n", cases.size(), wrong.size());
        assertThat(wrong).isEmpty();
    }
}
