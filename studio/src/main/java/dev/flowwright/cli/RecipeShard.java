package dev.flowwright.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;

/**
 * {@code --shard i/n}: this machine's share of a suite, as Playwright Test's {@code --shard} gives a CI
 * matrix. A recipe belongs to the shard that ranks highest for it (rendezvous hashing over the recipe's
 * path relative to where the command runs, with {@code /} separators), so every recipe is in exactly one
 * shard, every machine agrees without talking, and adding or removing a recipe moves no other recipe.
 *
 * @param index the shard, 1-based
 * @param count how many shards the suite is split into
 */
record RecipeShard(int index, int count) {

    RecipeShard {
        if (count < 1 || index < 1 || index > count) throw new IllegalArgumentException("--shard " + index + "/" + count
                + " is not a shard: use i/n with 1 ≤ i ≤ n, e.g. --shard 2/3");
    }

    /**
     * Reads {@code i/n}.
     *
     * @throws IllegalArgumentException with the sentence a user sees
     */
    static RecipeShard parse(String value) {
        String[] parts = value == null ? new String[0] : value.strip().split("/", -1);
        try {
            if (parts.length == 2) return new RecipeShard(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("--shard " + value + " is not a shard: use i/n with 1 ≤ i ≤ n, e.g. --shard 2/3");
    }

    /** The recipes of {@code all} in this shard, in their order. */
    List<Path> select(List<Path> all, Path base) {
        return all.stream().filter(p -> shardOf(key(p, base)) == index).toList();
    }

    /** The recipe's name every machine of a matrix computes alike: relative to {@code base}, normalised, {@code /}-separated. */
    static String key(Path recipe, Path base) {
        Path absolute = recipe.toAbsolutePath().normalize();
        Path root = base.toAbsolutePath().normalize();
        Path relative = absolute.startsWith(root) ? root.relativize(absolute) : absolute;
        return relative.toString().replace('\\', '/');
    }

    /** The shard (1-based) that ranks highest for {@code key}. */
    int shardOf(String key) {
        int best = 1;
        long bestScore = Long.MIN_VALUE;
        for (int s = 1; s <= count; s++) {
            long score = score(key + "\n" + s);
            if (score > bestScore) {
                bestScore = score;
                best = s;
            }
        }
        return best;
    }

    private static long score(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            long v = 0;
            for (int i = 0; i < 8; i++) v = (v << 8) | (d[i] & 0xff);
            return v;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    @Override
    public String toString() { return index + "/" + count; }
}
