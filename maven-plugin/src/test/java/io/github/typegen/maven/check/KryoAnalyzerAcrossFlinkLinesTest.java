package io.github.typegen.maven.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Type;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.typegen.maven.check.KryoAnalyzer.Kind;
import io.github.typegen.maven.testing.TestClasses;

/**
 * The check's analysis set to an older Flink line, against that line's own {@code TypeExtractor}: flink-core 1.20.3,
 * 2.0.1, 2.1.1 and 2.2.0 with what their type extraction needs (copied to {@code target/flink-lines} by the build) and the
 * compiled samples, in a class loader that sees nothing of the Flink this module is built with. The analyzer reads
 * the same jars. {@link KryoAnalyzerAgainstFlinkTest} does the same for the Flink on the test class path.
 */
class KryoAnalyzerAcrossFlinkLinesTest {

    private static final String SAMPLES = "io.github.typegen.maven.fixtures.types.Samples";

    /** The lines tested here, by the directory under {@code target/flink-lines} that holds their jars. */
    private static final Map<String, FlinkLine> LINES = Map.of("1.20", FlinkLine.FLINK_1_20, "2.0", FlinkLine.FLINK_2_0,
            "2.1", FlinkLine.FLINK_2_1, "2.2", FlinkLine.FLINK_2_2);

    private static final Map<String, LineUnderTest> loaded = new LinkedHashMap<>();

    /** One Flink line: its class loader, with the samples loaded in it, and the analyzer reading its jars. */
    private static final class LineUnderTest implements AutoCloseable {
        final URLClassLoader loader;
        final Class<?> samples;
        final ClassRepository classes;
        final KryoAnalyzer analyzer;
        final Map<String, JavaType> fieldTypes;

        LineUnderTest(String directory) throws Exception {
            Path jars = TestClasses.directory().getParent().resolve("flink-lines").resolve(directory);
            List<Path> classpath = new ArrayList<>();
            classpath.add(TestClasses.directory());
            try (Stream<Path> files = Files.list(jars)) {
                files.filter(file -> file.toString().endsWith(".jar")).sorted().forEach(classpath::add);
            }
            assertThat(classpath).as("the jars of Flink %s in %s", directory, jars).hasSizeGreaterThan(5);
            URL[] urls = classpath.stream().map(KryoAnalyzerAcrossFlinkLinesTest::url).toArray(URL[]::new);
            loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
            samples = loader.loadClass(SAMPLES);
            classes = new ClassRepository(classpath);
            FlinkLine line = FlinkLine.of(FlinkLine.versionOn(classpath).orElseThrow());
            assertThat(line).isEqualTo(LINES.get(directory));
            analyzer = new KryoAnalyzer(classes, Allowlist.none(), line);
            fieldTypes = classes.find(SAMPLES.replace('.', '/')).orElseThrow().fields.stream()
                    .collect(Collectors.toMap(ClassInfo.FieldInfo::name, ClassInfo.FieldInfo::type));
        }

        /** What this line's Flink does with a field's type: OK, KRYO or INVALID. */
        Kind flink(String field) throws Exception {
            Type type = samples.getField(field).getGenericType();
            Class<?> extractor = loader.loadClass("org.apache.flink.api.java.typeutils.TypeExtractor");
            Class<?> configType = loader.loadClass("org.apache.flink.api.common.serialization.SerializerConfig");
            Class<?> configImpl = loader.loadClass("org.apache.flink.api.common.serialization.SerializerConfigImpl");
            Object genericTypesDisabled = configImpl.getConstructor().newInstance();
            configImpl.getMethod("setGenericTypes", boolean.class).invoke(genericTypesDisabled, false);
            try {
                Object info = extractor.getMethod("createTypeInfo", Type.class).invoke(null, type);
                info.getClass().getMethod("createSerializer", configType).invoke(info, genericTypesDisabled);
                return Kind.OK;
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                if (cause.getClass().getName().equals("org.apache.flink.api.common.functions.InvalidTypesException")) {
                    return Kind.INVALID;
                }
                if (cause instanceof UnsupportedOperationException
                        && cause.getMessage().contains("Generic types have been disabled")) {
                    return Kind.KRYO;
                }
                throw e;
            }
        }

        @Override
        public void close() throws IOException {
            loader.close();
            classes.close();
        }
    }

    private static URL url(Path path) {
        try {
            return path.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static synchronized LineUnderTest line(String directory) throws Exception {
        LineUnderTest line = loaded.get(directory);
        if (line == null) {
            line = new LineUnderTest(directory);
            loaded.put(directory, line);
        }
        return line;
    }

    @AfterAll
    static void close() throws Exception {
        for (LineUnderTest line : loaded.values()) {
            line.close();
        }
        loaded.clear();
    }

    static Stream<Arguments> samples() {
        return LINES.keySet().stream().sorted().flatMap(line -> KryoAnalyzerAgainstFlinkTest.samples()
                .map(field -> Arguments.of(line, field)));
    }

    @ParameterizedTest(name = "Flink {0}: {1}")
    @MethodSource("samples")
    void agreesWithThatLinesFlink(String directory, String field) throws Exception {
        LineUnderTest line = line(directory);
        Kind flink = line.flink(field);

        KryoAnalyzer.Result ours = line.analyzer.result(line.fieldTypes.get(field));

        assertThat(ours.kind()).as("Flink %s, %s: Flink says %s; the check's path: %s", directory, field, flink,
                ours.path() == null ? ours.invalidReason() : ours.path().explanation()).isEqualTo(flink);
    }

    /** The samples hold the cases where 1.20's rules differ from 2.x's, so one rule set could not pass for both. */
    @Test
    void theSamplesTellTheLinesApart() throws Exception {
        LineUnderTest flink120 = line("1.20");
        LineUnderTest flink20 = line("2.0");
        Set<String> differing = new TreeSet<>();
        for (String field : KryoAnalyzerAgainstFlinkTest.samples().collect(Collectors.toList())) {
            Kind old = flink120.flink(field);
            Kind current = flink20.flink(field);
            if (old != current) {
                assertThat(old).as("%s: Flink 1.20 says %s, Flink 2.0 %s", field, old, current).isEqualTo(Kind.KRYO);
                differing.add(field);
            }
        }

        assertThat(differing).contains("list", "collection", "iterable", "set", "map", "listOfPojos",
                "pojoWithList", "pojoWithIsField");
    }
}
