package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.BridgeException;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

/** Bridge errors in the runtime's words. */
final class Failures {
    private Failures() {}

    static SurfaceException of(BridgeException e, String doing) {
        SurfaceError code = switch (e.error()) {
            case NOT_SUPPORTED -> SurfaceError.PLATFORM_NOT_SUPPORTED;
            case UNAVAILABLE -> SurfaceError.UNREADABLE;
            case TIMEOUT -> SurfaceError.TIMEOUT;
            case STALE -> SurfaceError.STALE_REF;
            case NOT_SUPPORTED_BY_ELEMENT -> SurfaceError.ACTION_NOT_SUPPORTED;
            case FAILED -> SurfaceError.INTERNAL;
        };
        return new SurfaceException(code, doing + " failed: " + e.getMessage(), e);
    }
}
