package io.github.typegen.maven.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.flink.api.common.functions.InvalidTypesException;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.java.typeutils.TypeExtractor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.typegen.maven.check.KryoAnalyzer.Kind;
import io.github.typegen.maven.fixtures.types.Samples;
import io.github.typegen.maven.testing.TestClasses;

/**
 * The check's analysis, read from class files and set to the Flink line on the test class path (2.3 in the
 * default build), against that Flink's own {@code TypeExtractor} run on the same types: for every field of {@link Samples}, both must agree whether the type reaches Kryo (the serializer cannot
 * be created with generic types disabled), is rejected ({@code InvalidTypesException}), or is fine.
 */
class KryoAnalyzerAgainstFlinkTest {

    private static ClassRepository classes;
    private static KryoAnalyzer analyzer;
    private static Map<String, JavaType> fieldTypes;

    @BeforeAll
    static void readSamples() {
        classes = new ClassRepository(TestClasses.classpath());
        analyzer = new KryoAnalyzer(classes, Allowlist.none(),
                FlinkLine.of(FlinkLine.versionOn(TestClasses.classpath()).orElseThrow()));
        fieldTypes = classes.find("io/github/typegen/maven/fixtures/types/Samples").orElseThrow().fields.stream()
                .collect(Collectors.toMap(ClassInfo.FieldInfo::name, ClassInfo.FieldInfo::type));
    }

    @AfterAll
    static void close() throws Exception {
        classes.close();
    }

    static Stream<String> samples() {
        return Arrays.stream(Samples.class.getDeclaredFields())
                .filter(field -> !Modifier.isStatic(field.getModifiers()))
                .map(Field::getName);
    }

    /** What Flink does with a type: OK, KRYO or INVALID. */
    static Kind flink(Type type) {
        SerializerConfigImpl genericTypesDisabled = new SerializerConfigImpl();
        genericTypesDisabled.setGenericTypes(false);
        try {
            TypeExtractor.createTypeInfo(type).createSerializer(genericTypesDisabled);
            return Kind.OK;
        } catch (InvalidTypesException e) {
            return Kind.INVALID;
        } catch (UnsupportedOperationException e) {
            assertThat(e).hasMessageContaining("Generic types have been disabled");
            return Kind.KRYO;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void agreesWithFlink(String field) throws Exception {
        Kind flink = flink(Samples.class.getField(field).getGenericType());

        KryoAnalyzer.Result ours = analyzer.result(fieldTypes.get(field));

        assertThat(ours.kind()).as("%s: Flink says %s; the check's path: %s", field, flink,
                ours.path() == null ? ours.invalidReason() : ours.path().explanation()).isEqualTo(flink);
    }

    @Test
    void theSamplesCoverEveryOutcome() throws Exception {
        Map<Kind, Long> outcomes = samples()
                .map(field -> {
                    try {
                        return flink(Samples.class.getField(field).getGenericType());
                    } catch (NoSuchFieldException e) {
                        throw new IllegalStateException(e);
                    }
                })
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));

        assertThat(outcomes.get(Kind.OK)).isGreaterThan(20);
        assertThat(outcomes.get(Kind.KRYO)).isGreaterThan(20);
    }
}
