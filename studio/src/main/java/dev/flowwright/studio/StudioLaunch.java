package dev.flowwright.studio;

import java.nio.file.Path;

/**
 * What the studio opens with: a flow file (or none), and a target that overrides the flow's own.
 * With nothing given, the studio opens the sample site and a sample flow.
 */
public record StudioLaunch(Path file, String url, String app) {
    public boolean isDefault() { return file == null && url == null && app == null; }

    /** The target to put in the toolbar, or null to take the flow's own. */
    public String target() { return url != null ? url : app; }
}
