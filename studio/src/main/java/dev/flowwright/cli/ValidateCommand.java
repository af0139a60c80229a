package dev.flowwright.cli;

import dev.flowwright.runtime.flow.FlowProblem;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.flow.FlowReading;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code flowwright validate FILE...}: reads each flow file and prints every problem as
 * {@code file:line:col: message} on stderr, or {@code FILE: ok}. Exit 2 when any file is invalid,
 * missing or unreadable; 0 when all are valid. Nothing is written.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check flow files (*.flow.yaml or JSON); every problem is printed as file:line:col: message.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every file is a valid flow", "2:a file is invalid, missing or unreadable"})
public final class ValidateCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Flow files to check.")
    List<Path> files;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean allValid = true;
        for (Path file : files) {
            FlowReading reading = FlowReader.read(file);
            if (reading.isValid()) {
                out.println(file + ": ok");
            } else {
                allValid = false;
                for (FlowProblem p : reading.problems()) err.println(p);
            }
        }
        out.flush();
        err.flush();
        return allValid ? Main.EXIT_OK : Main.EXIT_INVALID;
    }
}
