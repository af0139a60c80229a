package dev.flowwright.surfaces.browser;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.Locale;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Playwright's driver — a Node.js binary and the driver's package, about 136 MB between them — unpacked once per
 * version into the user's cache and used by every process after (docs/browser.md#which-chromium). Playwright for
 * Java otherwise unpacks it into a fresh temporary folder in every process that starts a browser: about a second
 * of CPU, and a few seconds on a busy machine, at the start of every command. The cached folder appears whole or
 * not at all (unpacked beside it, then renamed in one step, so two commands starting at once cannot see half of
 * it); when it cannot be made, or {@code playwright.cli.dir} or {@code PLAYWRIGHT_DRIVER_DIR} already names a
 * driver, Playwright goes on as it always did.
 */
final class PlaywrightDriver {
    /** The system property Playwright for Java reads for a driver already unpacked. */
    static final String CLI_DIR = "playwright.cli.dir";
    private static final String BUNDLE_POM = "META-INF/maven/com.microsoft.playwright/driver-bundle/pom.properties";
    private static boolean tried;

    private PlaywrightDriver() {}

    /** Before the first Playwright of this process: point it at the cached driver, unpacking it there first if needed. */
    static synchronized void useCache() {
        if (tried) return;
        tried = true;
        if (System.getProperty(CLI_DIR) != null || System.getenv("PLAYWRIGHT_DRIVER_DIR") != null) return;
        try {
            Path dir = cached(cacheRoot());
            if (dir != null) System.setProperty(CLI_DIR, dir.toString());
        } catch (IOException | UncheckedIOException | SecurityException e) {
            // no cache here (a read-only home, a full disk): Playwright unpacks its own driver, as before
        }
    }

    /** {@code $XDG_CACHE_HOME/flowwright}, else {@code ~/.cache/flowwright}. */
    static Path cacheRoot() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("flowwright");
    }

    /** The driver's folder under {@code root}, unpacked now when it is not there yet; null when this JVM has no driver bundle to unpack. */
    static Path cached(Path root) throws IOException {
        String platform = platform();
        String version = bundleVersion();
        URL node = PlaywrightDriver.class.getClassLoader().getResource("driver/" + platform + "/node" + (platform.startsWith("win") ? ".exe" : ""));
        URL cli = PlaywrightDriver.class.getClassLoader().getResource("driver/package/cli.js");
        if (platform == null || version == null || node == null || cli == null) return null;
        Path dir = root.resolve("playwright-driver-" + version + "-" + platform);
        if (whole(dir)) return dir;
        Files.createDirectories(root);
        Path temp = Files.createTempDirectory(root, ".playwright-driver-");
        try {
            unpack(node, "driver/" + platform + "/", temp);
            unpack(cli, "driver/package/", temp.resolve("package"));
            Path binary = temp.resolve(node.getPath().substring(node.getPath().lastIndexOf('/') + 1));
            if (!binary.toFile().setExecutable(true)) return null;
            try {
                Files.move(temp, dir, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException | AtomicMoveNotSupportedException taken) {
                // another process unpacked it first: use theirs
            }
            return whole(dir) ? dir : null;
        } finally {
            delete(temp);
        }
    }

    /** A driver folder with its Node.js binary and its command-line script: what Playwright starts. */
    static boolean whole(Path dir) {
        return Files.isRegularFile(dir.resolve("package").resolve("cli.js"))
                && (Files.isExecutable(dir.resolve("node")) || Files.isRegularFile(dir.resolve("node.exe")));
    }

    /** Every entry under {@code prefix} of the jar {@code inJar} comes from, written below {@code target}. */
    private static void unpack(URL inJar, String prefix, Path target) throws IOException {
        if (!(inJar.openConnection() instanceof JarURLConnection connection)) throw new IOException("not in a jar: " + inJar);
        connection.setUseCaches(false);
        try (JarFile jar = connection.getJarFile()) {
            Enumeration<JarEntry> entries = jar.entries();
            while (entries.hasMoreElements()) {
                JarEntry e = entries.nextElement();
                if (!e.getName().startsWith(prefix) || e.getName().length() == prefix.length()) continue;
                Path out = target.resolve(e.getName().substring(prefix.length())).normalize();
                if (!out.startsWith(target)) throw new IOException("an entry outside the driver: " + e.getName());
                if (e.isDirectory()) {
                    Files.createDirectories(out);
                    continue;
                }
                Files.createDirectories(out.getParent());
                try (InputStream in = jar.getInputStream(e)) {
                    Files.copy(in, out, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /** The driver bundle's folder for this machine, as Playwright for Java names them; null for one it has none for. */
    static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        boolean arm = arch.equals("aarch64") || arch.equals("arm64");
        if (os.contains("windows")) return "win32_x64";
        if (os.contains("linux")) return arm ? "linux-arm64" : "linux";
        if (os.contains("mac") || os.contains("darwin")) return arm ? "mac-arm64" : "mac";
        return null;
    }

    /** The driver bundle's version (its Maven coordinates), or null. */
    static String bundleVersion() throws IOException {
        try (InputStream in = PlaywrightDriver.class.getClassLoader().getResourceAsStream(BUNDLE_POM)) {
            if (in == null) return null;
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        }
    }

    private static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
