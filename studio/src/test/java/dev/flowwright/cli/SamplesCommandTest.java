package dev.flowwright.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class SamplesCommandTest {

    @Test
    void servesTheSiteOnTheChosenPortUntilStopped() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) { port = free.getLocalPort(); }
        SamplesCommand command = new SamplesCommand();
        command.stop = new CountDownLatch(1);
        CommandLine cli = new CommandLine(command);
        StringWriter out = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> cli.execute("--port", String.valueOf(port)));
        HttpClient http = HttpClient.newHttpClient();
        HttpResponse<String> page = null;
        for (int i = 0; i < 50 && page == null; i++) {
            try {
                page = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/calendar/")).build(), HttpResponse.BodyHandlers.ofString());
            } catch (java.io.IOException e) {
                Thread.sleep(100);
            }
        }
        assertThat(page).isNotNull();
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("Book appointment");
        command.stop.countDown();
        assertThat(exit.get(10, TimeUnit.SECONDS)).isZero();
        assertThat(out.toString()).contains("Sample site at http://127.0.0.1:" + port + "/");
    }

    @Test
    void aPortInUseIsAnInvalidInputWithAClearMessage() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
            StringWriter err = new StringWriter();
            CommandLine cli = Main.commandLine();
            cli.setErr(new PrintWriter(err, true));
            int code = cli.execute("samples", "--port", String.valueOf(taken.getLocalPort()));
            assertThat(code).isEqualTo(Main.EXIT_INVALID);
            assertThat(err.toString()).contains("is in use");
        }
    }
}
