package io.github.typegen.maven.weave;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.apache.flink.api.java.typeutils.TypeExtractor;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.typegen.maven.check.KryoCheck;
import io.github.typegen.maven.classes.ClassFiles;
import io.github.typegen.maven.classes.FlinkTypeClass;
import io.github.typegen.maven.testing.TestClasses;
import io.github.typegen.weave.ClassAnnotations;

/**
 * The weave the processor does inside javac against the weave goal's, on the same sources (a record, a sealed
 * interface and its records, a generic class, a nested class, a Lombok class): compiled once as a plain javac build
 * (the processor weaves) and once with {@code -Atypegen.weave=false} then woven by {@link ClassesWeaver}, as the
 * goal weaves. Each {@code @FlinkType} class carries the same {@code @TypeInfo} both ways and gives Flink's {@code
 * TypeExtractor} the same generated type information; the goal finds the javac-woven classes woven and rewrites
 * none; the check goal passes on them.
 */
class WeaveInJavacTest {

    private static final String PACKAGE = "com.example.market";

    @TempDir
    static Path temp;

    private static Path inJavac;
    private static Path byTheGoal;
    private static ClassesWeaver.Report goalReport;

    @BeforeAll
    static void compileBothWays() throws Exception {
        Map<String, String> sources = sources();
        inJavac = compile(temp.resolve("in-javac"), sources, List.of());
        byTheGoal = compile(temp.resolve("by-the-goal"), sources, List.of("-Atypegen.weave=false"));
        goalReport = ClassesWeaver.weave(byTheGoal);
    }

    private static Map<String, String> sources() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("Merchant", "@FlinkType public record Merchant(String id, String name, int rating) {}");
        sources.put("Payment", """
                @FlinkType
                public sealed interface Payment permits Payment.Card, Payment.Cash {
                    @FlinkType record Card(String number, long cents) implements Payment {}
                    @FlinkType record Cash(long cents) implements Payment {}
                }
                """);
        sources.put("Envelope", """
                @FlinkType
                public final class Envelope<T> {
                    public String route;
                    public T payload;
                    public Envelope() {}
                }
                """);
        sources.put("Outer", """
                public final class Outer {
                    private Outer() {}
                    @FlinkType
                    public static final class Inner {
                        public String label;
                        public Inner() {}
                    }
                }
                """);
        sources.put("Voucher", """
                @FlinkType
                @lombok.Value
                public class Voucher {
                    String code;
                    long cents;
                }
                """);
        sources.put("Pay", """
                public final class Pay implements org.apache.flink.api.common.functions.MapFunction<Merchant, Payment> {
                    @Override
                    public Payment map(Merchant merchant) {
                        return new Payment.Cash(merchant.rating());
                    }
                }
                """);
        return sources;
    }

    @Test
    void bothWaysEveryFlinkTypeClassNamesItsGeneratedFactory() throws Exception {
        Map<String, String> javac = factories(inJavac);
        Map<String, String> goal = factories(byTheGoal);

        assertThat(javac).containsOnlyKeys("com/example/market/Merchant", "com/example/market/Payment",
                "com/example/market/Payment$Card", "com/example/market/Payment$Cash", "com/example/market/Envelope",
                "com/example/market/Outer$Inner", "com/example/market/Voucher");
        assertThat(javac).isEqualTo(goal);
        assertThat(goal.values()).doesNotContainNull();
        assertThat(goalReport.woven()).hasSize(7);
    }

    @Test
    void theGoalFindsTheJavacWovenClassesWovenAndRewritesNone() throws Exception {
        Map<Path, byte[]> before = new HashMap<>();
        for (Path file : ClassFiles.list(inJavac)) {
            before.put(file, Files.readAllBytes(file));
        }

        ClassesWeaver.Report report = ClassesWeaver.weave(inJavac);

        assertThat(report.woven()).isEmpty();
        assertThat(report.alreadyWoven()).hasSize(7);
        for (Path file : ClassFiles.list(inJavac)) {
            assertThat(Files.readAllBytes(file)).as(file.toString()).isEqualTo(before.get(file));
        }
    }

    @Test
    void bothWaysFlinksTypeExtractionGivesTheGeneratedTypeInfo() throws Exception {
        try (URLClassLoader javac = loader(inJavac); URLClassLoader goal = loader(byTheGoal)) {
            for (String name : List.of("Merchant", "Payment", "Payment$Card", "Outer$Inner", "Voucher")) {
                String expected = PACKAGE + "." + name.replace('$', '_') + "TypeInfo";
                assertThat(TypeExtractor.createTypeInfo(javac.loadClass(PACKAGE + "." + name)).getClass().getName())
                        .as(name).isEqualTo(expected);
                assertThat(TypeExtractor.createTypeInfo(goal.loadClass(PACKAGE + "." + name)).getClass().getName())
                        .as(name).isEqualTo(expected);
            }
        }
    }

    @Test
    void theCheckGoalPassesOnTheJavacWovenClasses() throws Exception {
        List<Path> classpath = new ArrayList<>(List.of(inJavac));
        classpath.addAll(TestClasses.classpath());

        KryoCheck.Report report = KryoCheck.run(inJavac, classpath, List.of());

        assertThat(report.usagesChecked()).isPositive();
        assertThat(report.violations()).isEmpty();
    }

    private static Map<String, String> factories(Path classes) throws IOException {
        Map<String, String> factories = new HashMap<>();
        for (FlinkTypeClass type : FlinkTypeClass.findAll(classes)) {
            factories.put(type.internalName(),
                    ClassAnnotations.read(Files.readAllBytes(type.classFile())).typeInfoFactory());
        }
        return factories;
    }

    private static URLClassLoader loader(Path classes) throws IOException {
        return new URLClassLoader(new URL[] {classes.toUri().toURL()}, WeaveInJavacTest.class.getClassLoader());
    }

    /** javac with the Typegen and Lombok processors found on the test class path, as a Maven build runs them. */
    private static Path compile(Path classes, Map<String, String> sources, List<String> options) throws IOException {
        Path sourceDirectory = classes.resolveSibling(classes.getFileName() + "-src");
        Files.createDirectories(classes);
        List<File> files = new ArrayList<>();
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = sourceDirectory.resolve(PACKAGE.replace('.', '/')).resolve(source.getKey() + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, "package " + PACKAGE + ";\n\nimport io.github.typegen.annotations.FlinkType;\n\n"
                    + source.getValue(), StandardCharsets.UTF_8);
            files.add(file.toFile());
        }
        List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "-classpath",
                System.getProperty("java.class.path"), "-parameters"));
        arguments.addAll(options);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager fileManager =
                javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            boolean success = javac.getTask(null, fileManager, diagnostics, arguments, null,
                    fileManager.getJavaFileObjectsFromFiles(files)).call();
            assertThat(success).as("the compilation: %s", diagnostics.getDiagnostics()).isTrue();
            assertThat(diagnostics.getDiagnostics().stream()
                    .map(diagnostic -> diagnostic.getMessage(Locale.ROOT))
                    .filter(message -> message.contains("[Typegen"))
                    .collect(Collectors.toList())).isEmpty();
        }
        return classes;
    }
}
