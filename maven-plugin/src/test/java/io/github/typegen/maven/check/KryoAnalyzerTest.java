package io.github.typegen.maven.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.github.typegen.maven.check.JavaType.ClassType;
import io.github.typegen.maven.testing.TestClasses;

/** The check's own departures from Flink's extraction: allowed types, @FlinkType classes, missing classes. */
class KryoAnalyzerTest {

    private static final String TYPES = "io/github/typegen/maven/fixtures/types/";

    private static ClassRepository classes;

    @BeforeAll
    static void open() {
        classes = new ClassRepository(TestClasses.classpath());
    }

    @AfterAll
    static void close() throws Exception {
        classes.close();
    }

    @Test
    void anAllowedTypeCountsAsHavingASerializerWhereverItIs() {
        KryoAnalyzer strict = new KryoAnalyzer(classes, Allowlist.none());
        KryoAnalyzer allowing = new KryoAnalyzer(classes, new Allowlist(List.of("java.time.LocalDate",
                "io.github.typegen.maven.fixtures.types.Immutable")));

        assertThat(strict.analyze(ClassType.of(TYPES + "RecordWithLocalDate"))).isPresent();
        assertThat(allowing.analyze(ClassType.of(TYPES + "RecordWithLocalDate"))).isEmpty();
        assertThat(allowing.analyze(new ClassType("java/util/Map",
                List.of(ClassType.of("java/lang/String"), ClassType.of(TYPES + "Immutable"))))).isEmpty();
        assertThat(allowing.analyze(ClassType.of(TYPES + "RecordWithObject"))).isPresent();
    }

    @Test
    void aFlinkTypeClassCountsAsHavingItsGeneratedFactoryBeforeItIsWoven() {
        KryoAnalyzer analyzer = new KryoAnalyzer(classes, Allowlist.none());

        // Immutable and holding a UUID and nested lists: Flink alone would use Kryo.
        assertThat(analyzer.analyze(ClassType.of("io/github/typegen/maven/fixtures/clean/Order"))).isEmpty();
        assertThat(analyzer.analyze(ClassType.of("io/github/typegen/maven/fixtures/weave/Shape"))).isEmpty();
    }

    @Test
    void aGenericFlinkTypeIsJudgedByItsTypeArguments() {
        KryoAnalyzer analyzer = new KryoAnalyzer(classes, Allowlist.none());
        String envelope = "io/github/typegen/maven/fixtures/clean/Envelope";

        assertThat(analyzer.analyze(new ClassType(envelope,
                List.of(ClassType.of("io/github/typegen/maven/fixtures/clean/Order"))))).isEmpty();
        assertThat(analyzer.analyze(new ClassType(envelope, List.of(new ClassType(envelope,
                List.of(ClassType.of("java/lang/String"))))))).isEmpty();
        assertThat(analyzer.analyze(ClassType.of("io/github/typegen/maven/fixtures/clean/Route"))).isEmpty();
        // a field handed to a TypeInfoFactory by @TypeInfo is the factory's, not a Kryo fallback
        assertThat(analyzer.analyze(ClassType.of("io/github/typegen/maven/fixtures/clean/Stamped"))).isEmpty();
        assertThat(analyzer.analyze(new ClassType(envelope, List.of(ClassType.of(TYPES + "RecordWithObject")))))
                .hasValueSatisfying(path -> assertThat(path.explanation()).contains("type argument"));
    }

    @Test
    void aClassMissingFromTheClassPathIsNotReported() {
        KryoAnalyzer analyzer = new KryoAnalyzer(classes, Allowlist.none());

        KryoAnalyzer.Result result = analyzer.result(ClassType.of("com/example/NotOnTheClassPath"));

        assertThat(result.kind()).isEqualTo(KryoAnalyzer.Kind.UNKNOWN);
        assertThat(analyzer.analyze(ClassType.of("com/example/NotOnTheClassPath"))).isEmpty();
    }

    @Test
    void flinksOwnTypesAreTrusted() {
        KryoAnalyzer analyzer = new KryoAnalyzer(classes, Allowlist.none());

        assertThat(analyzer.analyze(ClassType.of("org/apache/flink/types/Row"))).isEmpty();
        assertThat(analyzer.analyze(
                ClassType.of("org/apache/flink/streaming/api/windowing/windows/TimeWindow"))).isEmpty();
    }
}
