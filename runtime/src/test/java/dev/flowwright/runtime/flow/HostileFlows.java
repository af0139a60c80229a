package dev.flowwright.runtime.flow;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Inputs meant to hurt a parser, shared by the tests and the benchmark. */
final class HostileFlows {
    private HostileFlows() {}

    /** The "billion laughs": nine levels of nine aliases each, 9^9 strings if expanded. */
    static String aliasBomb() {
        StringBuilder y = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
        for (char c = 'b'; c <= 'i'; c++) {
            char p = (char) (c - 1);
            y.append(c).append(": &").append(c).append(" [");
            for (int i = 0; i < 9; i++) y.append(i == 0 ? "" : ",").append('*').append(p);
            y.append("]\n");
        }
        return y.append("steps: *i\n").toString();
    }

    /** A syntactically fine flow of 5 MB (one long list of steps). */
    static byte[] fiveMegabytes() {
        byte[] line = "  - search for flights from Istanbul to Ankara again\n".getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[5 * 1024 * 1024];
        byte[] head = "steps:\n".getBytes(StandardCharsets.UTF_8);
        System.arraycopy(head, 0, out, 0, head.length);
        for (int at = head.length; at < out.length; at += line.length) {
            System.arraycopy(line, 0, out, at, Math.min(line.length, out.length - at));
        }
        Arrays.fill(out, out.length - 1, out.length, (byte) '\n');
        return out;
    }

    static String deeplyNested(int depth) {
        return "steps: " + "[".repeat(depth) + "x" + "]".repeat(depth) + "\n";
    }
}
