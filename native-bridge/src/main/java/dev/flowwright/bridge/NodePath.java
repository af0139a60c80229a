package dev.flowwright.bridge;

import java.util.Arrays;

/**
 * Where an element lives: the application's process and the child indices from the application's root
 * ({@code [0]} is its first window). Paths are re-resolved on every call, so the bridge never keeps a
 * platform object alive between calls; a path whose element changed is caught by the role check.
 */
public record NodePath(int pid, int[] indices) {

    public NodePath {
        indices = indices.clone();
    }

    public NodePath child(int index) {
        int[] next = Arrays.copyOf(indices, indices.length + 1);
        next[indices.length] = index;
        return new NodePath(pid, next);
    }

    public int depth() { return indices.length; }

    /** Whether {@code other} lies below this path in the same application (a child, a grandchild, …). */
    public boolean isAncestorOf(NodePath other) {
        if (other.pid != pid || other.indices.length <= indices.length) return false;
        for (int i = 0; i < indices.length; i++) if (indices[i] != other.indices[i]) return false;
        return true;
    }

    @Override
    public int[] indices() { return indices.clone(); }

    /** "0/3/2": the index path inside the application, for recipes' last-resort locator. */
    public String indexPath() {
        StringBuilder b = new StringBuilder(indices.length * 3);
        for (int i = 0; i < indices.length; i++) {
            if (i > 0) b.append('/');
            b.append(indices[i]);
        }
        return b.toString();
    }

    public static NodePath parse(int pid, String indexPath) {
        if (indexPath.isBlank()) return new NodePath(pid, new int[0]);
        return new NodePath(pid, Arrays.stream(indexPath.split("/")).mapToInt(Integer::parseInt).toArray());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NodePath p && p.pid == pid && Arrays.equals(p.indices, indices);
    }

    @Override
    public int hashCode() { return 31 * pid + Arrays.hashCode(indices); }

    @Override
    public String toString() { return pid + ":" + indexPath(); }
}
