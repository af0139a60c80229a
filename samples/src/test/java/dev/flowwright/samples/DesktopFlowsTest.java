package dev.flowwright.samples;

import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.flow.FlowReading;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The desktop sample flows are valid and name the application they drive. */
class DesktopFlowsTest {

    @ParameterizedTest
    @CsvSource({"calculator.flow.yaml, gnome-calculator", "zenity-form.flow.yaml, zenity",
            "mousepad-note.flow.yaml, mousepad", "widget-factory-radio.flow.yaml, gtk3-widget-factory"})
    void desktopSampleFlowsAreValid(String file, String app) {
        FlowReading reading = FlowReader.read(Path.of("flows", file));
        assertThat(reading.problems()).isEmpty();
        assertThat(reading.flow().app()).isEqualTo(app);
        assertThat(reading.flow().isBrowser()).isFalse();
    }
}
