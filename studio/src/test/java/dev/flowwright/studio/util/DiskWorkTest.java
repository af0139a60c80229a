package dev.flowwright.studio.util;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.studio.editor.FlowEditorViewModel;
import dev.flowwright.studio.editor.FlowFiles;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Files are read and written on the disk thread; what they hold is shown on the UI thread; failures reach the UI thread. */
class DiskWorkTest {
    @TempDir
    Path dir;

    /** A stand-in for the FX thread: one thread named "ui". */
    private final ExecutorService uiThread = Executors.newSingleThreadExecutor(r -> new Thread(r, "ui"));
    private final UiExecutor ui = uiThread::execute;
    private final DiskWork disk = DiskWork.background(ui);

    @AfterEach
    void stop() {
        disk.close();
        uiThread.shutdownNow();
    }

    @Test
    void theWorkRunsOnTheDiskThreadAndItsResultIsAppliedOnTheUiThread() throws Exception {
        List<String> threads = new CopyOnWriteArrayList<>();
        String applied = disk.run(() -> {
            threads.add(Thread.currentThread().getName());
            return "read";
        }, v -> {
            threads.add(Thread.currentThread().getName());
            return v + " and shown";
        }).get(10, TimeUnit.SECONDS);
        assertThat(applied).isEqualTo("read and shown");
        assertThat(threads).containsExactly("flowwright-studio-disk", "ui");
    }

    @Test
    void aDiskFailureCompletesTheFutureOnTheUiThreadWithTheCause() {
        List<String> threads = new CopyOnWriteArrayList<>();
        var done = disk.run(() -> { throw new IOException("disk full"); }, v -> v)
                .whenComplete((v, e) -> threads.add(Thread.currentThread().getName()));
        assertThatThrownBy(() -> done.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(IOException.class).hasMessageContaining("disk full");
        assertThat(threads).containsExactly("ui");
    }

    @Test
    void aFlowIsWrittenOnTheDiskThreadNeverTheUiThread() throws Exception {
        List<String> writers = new CopyOnWriteArrayList<>();
        FlowFiles real = new RuntimeFlowFiles();
        FlowFiles watched = new FlowFiles() {
            @Override public String unavailableReason() { return real.unavailableReason(); }
            @Override public Parsed parse(String fileName, String text) { return real.parse(fileName, text); }
            @Override public String write(Flow flow) { return real.write(flow); }
            @Override public void save(Path file, String text) throws IOException {
                writers.add(Thread.currentThread().getName());
                real.save(file, text);
            }
        };
        Path file = dir.resolve("a.flow.yaml");
        Files.writeString(file, "name: a\napp: browser\nstart: http://localhost/\nsteps:\n  - search for flights\n");
        FlowEditorViewModel editor = new FlowEditorViewModel(watched, disk);
        assertThat(uiThread.submit(() -> editor.open(file)).get().get(10, TimeUnit.SECONDS)).isTrue();
        uiThread.submit(() -> editor.addStep(1, "choose One way")).get();
        Path copy = dir.resolve("b.flow.yaml");
        assertThat(uiThread.submit(() -> editor.saveAs(copy)).get().get(10, TimeUnit.SECONDS)).isTrue();
        assertThat(writers).containsExactly("flowwright-studio-disk");
        assertThat(Files.readString(copy)).contains("choose One way");
        assertThat(uiThread.submit(() -> editor.dirtyProperty().get()).get()).isFalse();
    }

    @Test
    void inlineWorkRunsOnTheCallingThreadForViewModelTests() {
        DiskWork inline = DiskWork.inline();
        String caller = Thread.currentThread().getName();
        assertThat(inline.run(() -> Thread.currentThread().getName(), v -> v).join()).isEqualTo(caller);
        assertThatThrownBy(() -> inline.run(() -> { throw new IOException("gone"); }, v -> v).join())
                .isInstanceOf(CompletionException.class).hasRootCauseMessage("gone");
    }
}
