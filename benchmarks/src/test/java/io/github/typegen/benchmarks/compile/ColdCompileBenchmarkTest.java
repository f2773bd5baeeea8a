package io.github.typegen.benchmarks.compile;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Checks how {@link ColdCompileBenchmark} hands its arguments to a {@code javac} process. */
class ColdCompileBenchmarkTest {

    /** javac reads back, from the argument files, paths with a space, a quote and a backslash. */
    @Test
    void javacReadsTheArgumentFilesAsWritten(@TempDir Path scratch) throws Exception {
        Path sources = Files.createDirectories(scratch.resolve("src with \"odd\\\" name"));
        Path source = Files.writeString(sources.resolve("Hello.java"), "public class Hello {}\n");
        Path classes = Files.createDirectories(scratch.resolve("out \"classes\""));
        Path options = Files.writeString(scratch.resolve("options.txt"),
                ColdCompileBenchmark.argumentFile(List.of("-proc:none", "-d", classes.toString())),
                StandardCharsets.UTF_8);
        Path files = Files.writeString(scratch.resolve("sources.txt"),
                ColdCompileBenchmark.argumentFile(List.of(source.toString())), StandardCharsets.UTF_8);

        Process javac = new ProcessBuilder(ColdCompileBenchmark.javacOfThisJdk().toString(), "@" + options,
                "@" + files).redirectErrorStream(true).start();
        String said = new String(javac.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(javac.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(javac.exitValue()).as(said).isZero();
        assertThat(classes.resolve("Hello.class")).isRegularFile();
    }
}
