package io.github.typegen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import picocli.CommandLine;

/** The lines the sample app's command line printed to standard output and standard error. */
record CommandOutput(List<String> out, List<String> err) {

    /** Runs the command line as {@code main} does, fails unless it exits with 0, and returns what it printed. */
    static CommandOutput execute(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = SampleApp.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        assertThat(exitCode).as("exit code; standard error:\n" + err).isZero();
        return new CommandOutput(List.of(out.toString().split("\n")), List.of(err.toString().split("\n")));
    }
}
