package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.CompiledDomain.deserializeAll;
import static io.github.typegen.processor.CompiledDomain.serialize;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import javax.tools.JavaFileObject;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

/**
 * Layer 3, for classes the test class path cannot hold: sources written by the test (records with many
 * nullable fields, for every width of the null mask) and package-private classes (which generated code may
 * only use from their own runtime package, so they must come from the same class loader). Both are compiled
 * under {@code -Xlint:all -Werror}, loaded from the compilation and used through reflection.
 */
class CompiledSourcesTest {

    /** Counts of nullable fields around each width of the null mask: 8, 16, 32 and 64 bits, and more masks. */
    private static final int[] NULLABLE_COUNTS = {1, 8, 9, 16, 17, 32, 33, 63, 64, 65, 70, 128, 129};

    private static Compilation compilation;
    private static GeneratedClassLoader loader;

    @BeforeAll
    static void compile() {
        List<JavaFileObject> sources = new ArrayList<>();
        for (int count : NULLABLE_COUNTS) {
            sources.add(wideRecord(count));
        }
        sources.add(resource("access/Ledger.java"));
        sources.add(resource("access/Stamp.java"));
        sources.add(resource("access/Note.java"));
        compilation = typegen().withOptions(STRICT_OPTIONS).compile(sources);
        if (compilation.status() == Compilation.Status.SUCCESS) {
            loader = new GeneratedClassLoader(compilation);
        }
    }

    /** {@code record WideN(int id, Integer f0, ..., Integer f<N-1>)}. */
    private static JavaFileObject wideRecord(int count) {
        String fields = IntStream.range(0, count).mapToObj(i -> "Integer f" + i).collect(Collectors.joining(", "));
        return JavaFileObjects.forSourceLines("widths.Wide" + count,
                "package widths;",
                "",
                "@io.github.typegen.annotations.FlinkType",
                "public record Wide" + count + "(int id, " + fields + ") {}");
    }

    @Test
    void compilesWithoutWarningsUnderXlintAllAndWerror() {
        assertThat(compilation).succeededWithoutWarnings();
    }

    @ParameterizedTest(name = "{0} nullable fields")
    @ValueSource(ints = {1, 8, 9, 16, 17, 32, 33, 63, 64, 65, 70, 128, 129})
    void everyPatternOfNullsRoundTrips(int count) throws Exception {
        Class<?> type = loader.loadClass("widths.Wide" + count);
        Class<?>[] parameters = new Class<?>[count + 1];
        Arrays.fill(parameters, Integer.class);
        parameters[0] = int.class;
        Constructor<?> constructor = type.getConstructor(parameters);
        TypeSerializer<Object> serializer = serializer(type);

        for (boolean[] nulls : nullPatterns(count)) {
            Object[] arguments = new Object[count + 1];
            arguments[0] = count;
            for (int i = 0; i < count; i++) {
                arguments[i + 1] = nulls[i] ? null : -i - 1;
            }
            Object value = constructor.newInstance(arguments);

            assertThat(deserializeAll(serializer, serialize(serializer, value)))
                    .as("nulls at %s", Arrays.toString(nulls))
                    .isEqualTo(value);
        }
    }

    /** None and all null, each field alone null, each field alone non-null, every other field null. */
    private static List<boolean[]> nullPatterns(int count) {
        List<boolean[]> patterns = new ArrayList<>();
        patterns.add(new boolean[count]);
        boolean[] all = new boolean[count];
        Arrays.fill(all, true);
        patterns.add(all);
        for (int i = 0; i < count; i++) {
            boolean[] one = new boolean[count];
            one[i] = true;
            patterns.add(one);
            boolean[] allButOne = all.clone();
            allButOne[i] = false;
            patterns.add(allButOne);
        }
        boolean[] alternate = new boolean[count];
        for (int i = 0; i < count; i += 2) {
            alternate[i] = true;
        }
        patterns.add(alternate);
        return patterns;
    }

    @Test
    void packagePrivateClassesAndMembersRoundTripAndCopy() throws Exception {
        for (String name : List.of("access.Ledger", "access.Note")) {
            Class<?> type = loader.loadClass(name);
            Method sample = type.getDeclaredMethod("sample");
            sample.setAccessible(true);
            Object value = sample.invoke(null);
            TypeSerializer<Object> serializer = serializer(type);

            assertThat(deserializeAll(serializer, serialize(serializer, value))).isEqualTo(value);
            Object copy = serializer.copy(value);
            assertThat(copy).isEqualTo(value);
            DeepCopies.assertSharesNoMutableState(value, copy);
        }
    }

    @Test
    void theLoadedClassesComeFromTheCompilation() throws Exception {
        assertThat(loader.loadClass("access.Ledger").getClassLoader()).isSameAs(loader);
        assertThat(loader.loadClass("access.LedgerSerializer").getClassLoader()).isSameAs(loader);
    }

    @SuppressWarnings("unchecked")
    private static TypeSerializer<Object> serializer(Class<?> type) {
        return (TypeSerializer<Object>) loader.instantiate(TestCompilations.generatedName(type, "Serializer"));
    }
}
