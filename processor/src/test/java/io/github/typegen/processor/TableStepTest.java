package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

/**
 * The table step decides, before any file of a class is written, whether the class gets a {@code FooSchema}:
 * a class with a table error gets no files at all, and recursion and nested types are read from the model.
 */
class TableStepTest {

    private static List<String> generated(Compilation compilation) {
        return compilation.generatedSourceFiles().stream()
                .map(f -> f.getName().substring(f.getName().lastIndexOf('/') + 1))
                .sorted()
                .collect(Collectors.toList());
    }

    /**
     * The sources the processor writes for {@code sources}, also when the compilation fails (which
     * compile-testing does not show): the processor runs alone, writing into {@code directory}.
     */
    private static List<String> writtenEvenOnFailure(Path directory, JavaFileObject... sources) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, null)) {
            JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostic -> { },
                    List.of("-proc:only", TestCompilations.TABLES, "-s", directory.toString()), null,
                    List.of(sources));
            task.setProcessors(List.of(new TypegenProcessor()));
            task.call();
        }
        try (Stream<Path> written = Files.walk(directory)) {
            return written.filter(Files::isRegularFile).map(f -> f.getFileName().toString()).sorted()
                    .collect(Collectors.toList());
        }
    }

    @Test
    void aClassWithATableErrorGetsNoFiles(@TempDir Path directory) throws IOException {
        JavaFileObject valid = JavaFileObjects.forSourceLines("step.Valid",
                "package step;",
                "@io.github.typegen.annotations.FlinkType",
                "public record Valid(String name) {}");

        List<String> written = writtenEvenOnFailure(directory, valid,
                resource("erroneous-table/ErroneousTwoRowTimes.java"));

        assertThat(written).contains("ValidSerializer.java", "ValidSchema.java")
                .noneMatch(name -> name.startsWith("ErroneousTwoRowTimes"));
    }

    @Test
    void aRecursiveTypeAndTheTypesThatReachItGetSerializersButNoSchema() {
        JavaFileObject tree = JavaFileObjects.forSourceLines("step.Tree",
                "package step;",
                "import java.util.List;",
                "@io.github.typegen.annotations.FlinkType",
                "public record Tree(String name, List<Tree> children) {}");
        JavaFileObject forest = JavaFileObjects.forSourceLines("step.Forest",
                "package step;",
                "@io.github.typegen.annotations.FlinkType",
                "public record Forest(Tree root, Leaf leaf) {}");
        JavaFileObject leaf = JavaFileObjects.forSourceLines("step.Leaf",
                "package step;",
                "@io.github.typegen.annotations.FlinkType",
                "public record Leaf(String colour) {}");

        Compilation compilation = typegen().withOptions(STRICT_OPTIONS).compile(tree, forest, leaf);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generated(compilation))
                .contains("TreeSerializer.java", "ForestSerializer.java", "LeafSerializer.java", "LeafSchema.java")
                .doesNotContain("TreeSchema.java", "ForestSchema.java");
    }

    @Test
    void aTransientFieldDoesNotMakeATypeRecursive() {
        JavaFileObject node = JavaFileObjects.forSourceLines("step.Node",
                "package step;",
                "@io.github.typegen.annotations.FlinkType",
                "public class Node {",
                "    public String name;",
                "    public transient Node parent;",
                "    public Node() {}",
                "}");

        Compilation compilation = typegen().withOptions(STRICT_OPTIONS).compile(node);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generated(compilation)).contains("NodeSchema.java");
    }

    /** The JDK timestamps whose columns are TIMESTAMP or TIMESTAMP_LTZ can be rowtime attributes, at precision 3. */
    @Test
    void jdkTimestampsCanBeRowTimeAttributes() {
        JavaFileObject event = JavaFileObjects.forSourceLines("step.Event",
                "package step;",
                "@io.github.typegen.annotations.FlinkType",
                "public record Event(@io.github.typegen.annotations.RowTime java.sql.Timestamp at,",
                "        java.sql.Timestamp seen, java.time.ZonedDateTime zoned, java.util.Date date) {}");
        JavaFileObject zoned = JavaFileObjects.forSourceLines("step.Zoned",
                "package step;",
                "@io.github.typegen.annotations.FlinkType",
                "public record Zoned(@io.github.typegen.annotations.RowTime java.time.OffsetDateTime at) {}");

        Compilation compilation = typegen().withOptions(STRICT_OPTIONS).compile(event, zoned);

        assertThat(compilation).succeededWithoutWarnings();
        for (String column : List.of("\"at\", DataTypes.TIMESTAMP(3)", "\"seen\", DataTypes.TIMESTAMP(9)",
                "\"zoned\", DataTypes.TIMESTAMP_LTZ(9)", "\"date\", DataTypes.TIMESTAMP_LTZ(3)")) {
            assertThat(compilation).generatedSourceFile("step/EventSchema").contentsAsUtf8String()
                    .contains("DataTypes.FIELD(" + column + ")");
        }
        assertThat(compilation).generatedSourceFile("step/ZonedSchema").contentsAsUtf8String()
                .contains("DataTypes.FIELD(\"at\", DataTypes.TIMESTAMP_LTZ(3))");
    }

    @Test
    void aNestedTypeWithATableErrorIsReportedOnceAndLeavesItsHolderWithoutSchema(@TempDir Path directory)
            throws IOException {
        JavaFileObject inner = JavaFileObjects.forSourceLines("step.Inner",
                "package step;",
                "@io.github.typegen.annotations.FlinkType",
                "public record Inner(@io.github.typegen.annotations.Column(type = \"INT\") String name) {}");
        JavaFileObject outer = JavaFileObjects.forSourceLines("step.Outer",
                "package step;",
                "@io.github.typegen.annotations.FlinkType",
                "public record Outer(Inner inner) {}");

        Compilation compilation = typegen().compile(outer, inner);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[" + Message.SQL_TYPE_MISMATCH.id() + "]").inFile(inner);
        assertThat(writtenEvenOnFailure(directory, outer, inner)).contains("OuterSerializer.java")
                .noneMatch(name -> name.startsWith("Inner")).doesNotContain("OuterSchema.java");
    }
}
