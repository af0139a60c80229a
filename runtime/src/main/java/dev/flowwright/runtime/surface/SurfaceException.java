package dev.flowwright.runtime.surface;

/**
 * A surface operation that failed, with a code the runtime acts on and a sentence a person can act on.
 * For {@link SurfaceError#NOT_ACTIONABLE}, {@link #cover()} describes what lies over the target
 * ({@code button "Select Location"}, {@code an empty layer}) and {@link #emptyLayer()} says whether it
 * is a bare backdrop that {@link Surface#dismissCover()} may press.
 */
public class SurfaceException extends RuntimeException {
    private final SurfaceError code;
    private final String cover;
    private final boolean emptyLayer;

    public SurfaceException(SurfaceError code, String message) {
        this(code, message, null, false, null);
    }

    public SurfaceException(SurfaceError code, String message, Throwable cause) {
        this(code, message, null, false, cause);
    }

    public SurfaceException(SurfaceError code, String message, String cover, boolean emptyLayer, Throwable cause) {
        super(message, cause);
        this.code = code;
        this.cover = cover;
        this.emptyLayer = emptyLayer;
    }

    public static SurfaceException covered(String targetLabel, String cover, boolean emptyLayer) {
        return new SurfaceException(SurfaceError.NOT_ACTIONABLE,
                targetLabel + " is covered by " + cover, cover, emptyLayer, null);
    }

    public SurfaceError code() { return code; }

    /** What covers the target, for NOT_ACTIONABLE; null otherwise. */
    public String cover() { return cover; }

    public boolean emptyLayer() { return emptyLayer; }
}
