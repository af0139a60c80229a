package dev.flowwright.runtime.screen;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.runtime.flow.Secrets;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fingerprint + state rendering of a generated 5,000-element screen; prints medians. Not a timed test.
 * Run: {@code mvn -B -q -o -Pbench -pl runtime test -Dtest=ScreenBench}
 */
@Tag("bench")
class ScreenBench {
    private static final int ELEMENTS = 5_000;
    private static final int WARMUP = 300;
    private static final int ITERATIONS = 500;

    private static final String[] WORDS = ("search flights hotels cars deals account sign in help support contact about news "
            + "press careers privacy terms cookies settings profile orders basket checkout price filter sort results page next "
            + "previous istanbul ankara london paris departure return passengers adults children economy business first "
            + "book now view details more less share save compare reviews rating stars map photos").split(" ");
    private static final String[] ROLES = {"link", "link", "link", "link", "button", "button", "text", "text", "heading",
            "textbox", "checkbox", "combobox", "img", "listitem", "tab", "radio", "option", "cell"};

    static Screen generated(long seed) {
        Random r = new Random(seed);
        List<Element> elements = new ArrayList<>(ELEMENTS);
        for (int i = 0; i < ELEMENTS; i++) {
            String role = ROLES[r.nextInt(ROLES.length)];
            String name = r.nextInt(10) == 0 ? "" : phrase(r, 1 + r.nextInt(5));
            String value = role.equals("textbox") || role.equals("combobox") ? phrase(r, r.nextInt(3)) : null;
            Set<ElementState> states = EnumSet.noneOf(ElementState.class);
            if (r.nextInt(20) == 0) states.add(ElementState.OFFSCREEN);
            if (r.nextInt(50) == 0) states.add(ElementState.SELECTED);
            if (r.nextInt(80) == 0) states.add(ElementState.DISABLED);
            Set<ElementAction> actions = switch (role) {
                case "text", "heading", "img", "cell" -> Set.of();
                case "textbox", "combobox" -> Set.of(ElementAction.SET_VALUE, ElementAction.TYPE_TEXT);
                default -> Set.of(ElementAction.CLICK);
            };
            List<String> path = new ArrayList<>();
            path.add("main");
            int depth = 1 + r.nextInt(5);
            for (int d = 0; d < depth; d++) {
                path.add(r.nextBoolean() ? "region \"" + phrase(r, 2) + "\"" : "listitem #" + r.nextInt(60));
            }
            elements.add(new Element("e" + i, role, name, r.nextInt(15) == 0 ? phrase(r, 4) : "", value, states, actions,
                    new Bounds(r.nextInt(1280), r.nextInt(20_000), 20 + r.nextInt(300), 16 + r.nextInt(30)), path,
                    Map.of("tag", role.equals("link") ? "a" : "div")));
        }
        List<String> context = new ArrayList<>();
        for (int i = 0; i < 600; i++) context.add(phrase(r, 3 + r.nextInt(20)));
        return new Screen("browser", "Deals and flights", "http://localhost:8700/", SurfaceKind.WINDOW, elements, context, List.of());
    }

    private static String phrase(Random r, int words) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < words; i++) {
            if (i > 0) out.append(' ');
            String w = WORDS[r.nextInt(WORDS.length)];
            out.append(i == 0 ? Character.toUpperCase(w.charAt(0)) + w.substring(1) : w);
        }
        return out.toString();
    }

    @Test
    void fingerprintAndStateOfAFiveThousandElementScreen() throws Exception {
        Screen screen = generated(7);
        Secrets secrets = new Secrets(Map.of("otp", "492817", "password", "correct horse"));
        List<String> history = new ArrayList<>();
        for (int i = 0; i < 20; i++) history.add("click link \"Result " + i + "\"");
        StateText.Options options = StateText.Options.forStep("search for flights from Istanbul to Ankara")
                .withRecentActions(history).withSecrets(secrets).withValues(true);
        ObjectMapper mapper = new ObjectMapper();

        long[] fingerprint = new long[ITERATIONS];
        long[] render = new long[ITERATIONS];
        long[] both = new long[ITERATIONS];
        long[] cpu = new long[ITERATIONS];
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        int sink = 0;
        for (int i = 0; i < WARMUP + ITERATIONS; i++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            String fp = Fingerprint.of(screen);
            long t1 = System.nanoTime();
            var state = StateText.render(screen, options);
            long t2 = System.nanoTime();
            long c2 = threads.getCurrentThreadCpuTime();
            sink += fp.length() + state.size();
            if (i >= WARMUP) {
                fingerprint[i - WARMUP] = t1 - t0;
                render[i - WARMUP] = t2 - t1;
                both[i - WARMUP] = t2 - t0;
                cpu[i - WARMUP] = c2 - c0;
            }
        }
        int bytes = mapper.writeValueAsBytes(StateText.render(screen, options)).length;
        System.out.printf("ScreenBench: %d elements, %d iterations after %d warm-up%n", ELEMENTS, ITERATIONS, WARMUP);
        System.out.printf("ScreenBench: median wall time: fingerprint %.2f ms, state %.2f ms, fingerprint+state %.2f ms (p90 %.2f ms)%n",
                median(fingerprint), median(render), median(both), percentile(both, 0.9));
        // CPU time of this thread: what the work costs, whatever else the machine is doing.
        System.out.printf("ScreenBench: median CPU time fingerprint+state %.2f ms; state JSON %d bytes; load average %.1f%n",
                median(cpu), bytes, java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        assertThat(sink).isPositive();
    }

    private static double median(long[] nanos) { return percentile(nanos, 0.5); }

    private static double percentile(long[] nanos, double q) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))] / 1e6;
    }
}
