package io.github.typegen.benchmarks.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link SqlCompileTimeBenchmark}'s setup tells {@code typegen-sql} from the rest of the class path, and its
 * builds compile: without the front end always, with it once the module is on the class path (before, the
 * setup refuses to measure).
 */
class SqlCompileTimeBenchmarkTest {

    @Test
    void aClassPathEntryIsTheFrontEndWhenItDeclaresItsService(@TempDir Path scratch) throws IOException {
        Path directory = scratch.resolve("classes");
        Files.createDirectories(directory.resolve("META-INF/services"));
        assertThat(SqlCompileTimeBenchmark.isFrontEnd(directory.toString())).isFalse();
        Files.writeString(directory.resolve(SqlCompileTimeBenchmark.FRONT_END_SERVICE), "com.example.FrontEnd\n");
        assertThat(SqlCompileTimeBenchmark.isFrontEnd(directory.toString())).isTrue();

        assertThat(SqlCompileTimeBenchmark.isFrontEnd(jar(scratch.resolve("front-end.jar"),
                SqlCompileTimeBenchmark.FRONT_END_SERVICE).toString())).isTrue();
        assertThat(SqlCompileTimeBenchmark.isFrontEnd(jar(scratch.resolve("other.jar"),
                "META-INF/services/javax.annotation.processing.Processor").toString())).isFalse();
        assertThat(SqlCompileTimeBenchmark.isFrontEnd(scratch.resolve("missing.jar").toString())).isFalse();
    }

    @Test
    void withoutTheFrontEndOneQueryCompiles() throws IOException {
        SqlCompileTimeBenchmark benchmark = benchmark("without");
        benchmark.writeSources();
        try {
            Javac.Output output = (Javac.Output) benchmark.compile();
            assertThat(output.generatedSources().resolve(SqlQuerySources.PACKAGE.replace('.', '/'))
                    .resolve("Query0Fused.java")).exists();
            benchmark.deleteOutput();
            assertThat(output.classes()).doesNotExist();
        } finally {
            benchmark.deleteSources();
        }
    }

    @Test
    void withTheFrontEndOneQueryCompilesOnceTypegenSqlIsOnTheClassPath() throws IOException {
        boolean frontEnd = Arrays.stream(Javac.classPath().split(File.pathSeparator))
                .anyMatch(SqlCompileTimeBenchmark::isFrontEnd);
        SqlCompileTimeBenchmark benchmark = benchmark("with");
        if (!frontEnd) {
            assertThatThrownBy(benchmark::writeSources).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("typegen-sql is not on the class path");
            return;
        }
        benchmark.writeSources();
        try {
            Javac.Output output = (Javac.Output) benchmark.compile();
            assertThat(output.generatedSources().resolve(SqlQuerySources.PACKAGE.replace('.', '/'))
                    .resolve("Query0Fused.java")).exists();
            benchmark.deleteOutput();
        } finally {
            benchmark.deleteSources();
        }
    }

    private static SqlCompileTimeBenchmark benchmark(String sqlFrontEnd) {
        SqlCompileTimeBenchmark benchmark = new SqlCompileTimeBenchmark();
        benchmark.queries = 1;
        benchmark.sqlFrontEnd = sqlFrontEnd;
        return benchmark;
    }

    private static Path jar(Path file, String entry) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out)) {
            jar.putNextEntry(new JarEntry(entry));
            jar.write("com.example.Service\n".getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
        }
        return file;
    }
}
