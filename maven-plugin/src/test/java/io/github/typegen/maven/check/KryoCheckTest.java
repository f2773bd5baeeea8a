package io.github.typegen.maven.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.typegen.maven.testing.TestClasses;

/** The check goal's work on compiled fixture jobs: what it reports, where, and what it leaves alone. */
class KryoCheckTest {

    private static final String BAD = "io.github.typegen.maven.fixtures.bad";
    private static final String CLEAN = "io.github.typegen.maven.fixtures.clean";
    private static final String FIXES = "io.github.typegen.maven.fixtures.fixes";

    @TempDir
    Path classes;

    private KryoCheck.Report check(String packageName, List<String> allow) throws Exception {
        TestClasses.copyPackage(packageName, classes);
        return KryoCheck.run(classes, TestClasses.classpath(), allow);
    }

    private static Map<String, KryoCheck.Violation> byType(KryoCheck.Report report) {
        return report.violations().stream().collect(Collectors.toMap(
                violation -> violation.type() + (violation.explanation().contains("Types.GENERIC") ? " (GENERIC)" : ""),
                violation -> violation));
    }

    @Test
    void reportsEachTypeReachingKryoWithEveryClassAndMemberUsingIt() throws Exception {
        Map<String, KryoCheck.Violation> violations = byType(check(BAD, List.of()));

        assertThat(violations).containsOnlyKeys(BAD + ".Reading", BAD + ".Envelope", "java.time.LocalDate",
                BAD + ".Reading (GENERIC)");
        KryoCheck.Violation reading = violations.get(BAD + ".Reading");
        // an immutable class, as Lombok's @Value compiles: no setter can make it a POJO, so none is advised
        assertThat(reading.explanation()).isEqualTo(BAD + ".Reading is not a Flink POJO: field 'sensor' is final and"
                + " not public, and Flink's POJOs are built by setting each field after a no-argument constructor");
        assertThat(reading.fix()).isEqualTo("Annotate " + BAD + ".Reading with @FlinkType, so that Typegen generates"
                + " its serializer and the weave goal attaches it. Typegen serializes immutable classes as they are:"
                + " final fields, read by their getters and set by the constructor that takes them all (as Lombok's"
                + " @Value and records write them). To accept it as it is (a serializer registered by configuration,"
                + " say), add " + BAD + ".Reading to <allow> of the check goal.");
        assertThat(reading.sites()).anySatisfy(site -> assertThat(site)
                        .startsWith(BAD + ".BadJob.main(String[]) (BadJob.java:")
                        .endsWith(": type argument T of local variable 'readings' of type DataStream<" + BAD
                                + ".Reading>"))
                .anySatisfy(site -> assertThat(site).isEqualTo(BAD + ".Summarize (Summarize.java): type argument I of"
                        + " its supertype KeyedProcessFunction<String, " + BAD + ".Reading, " + BAD + ".Summary>"))
                .anySatisfy(site -> assertThat(site).startsWith(BAD + ".BadJob.main(String[]) (BadJob.java:")
                        .endsWith(": method reference implementing KeySelector, type argument IN = " + BAD
                                + ".Reading"))
                .anySatisfy(site -> assertThat(site).startsWith(BAD + ".Summarize.open(OpenContext) (Summarize.java:")
                        .endsWith(": new ListStateDescriptor(..., " + BAD + ".Reading.class)"))
                .anySatisfy(site -> assertThat(site).startsWith(BAD + ".BadJob.wrap(DataStream) (BadJob.java:")
                        .endsWith(": type argument T of parameter 'in' of type DataStream<" + BAD + ".Reading>"))
                .anySatisfy(site -> assertThat(site).isEqualTo(BAD + ".ReadingMapper (ReadingMapper.java): type"
                        + " argument IN of its supertype RichMapFunction<" + BAD + ".Reading, String>"))
                .anySatisfy(site -> assertThat(site).isEqualTo(BAD + ".BadJob$1 (declared in method main)"
                        + " (BadJob.java): type argument T of its supertype OutputTag<" + BAD + ".Reading>"))
                // javac's $deserializeLambda$ repeats every lambda, and parameters are local variables too:
                // neither is reported twice.
                .noneSatisfy(site -> assertThat(site).contains("$deserializeLambda$"))
                .noneSatisfy(site -> assertThat(site).contains("local variable 'in'"));
        assertThat(reading.sites()).filteredOn(site -> site.contains("BaseMapper")).isEmpty();
        assertThat(reading.sites()).filteredOn(site -> site.startsWith(BAD + ".ReadingMapper ")).hasSize(1);
        KryoCheck.Violation envelope = violations.get(BAD + ".Envelope");
        assertThat(envelope.explanation()).isEqualTo("through field 'payload' (Object) of " + BAD
                + ".Envelope: Object is always serialized with Kryo by Flink");
        assertThat(envelope.fix()).startsWith("Declare field 'payload' of " + BAD + ".Envelope with a concrete type.");
        assertThat(envelope.sites()).anySatisfy(site -> assertThat(site)
                        .isEqualTo(BAD + ".Summarize.field 'history': type argument UV of its type MapState<String, "
                                + BAD + ".Envelope>"))
                .anySatisfy(site -> assertThat(site).startsWith(BAD + ".BadJob.main(String[]) (BadJob.java:")
                        .endsWith(": lambda implementing MapFunction, type argument O = " + BAD + ".Envelope"))
                .anySatisfy(site -> assertThat(site).startsWith(BAD + ".BadJob.wrap(DataStream) (BadJob.java:")
                        .endsWith(": type argument T of its return type DataStream<" + BAD + ".Envelope>"));
        assertThat(violations.get("java.time.LocalDate").sites()).singleElement().satisfies(site -> assertThat(site)
                .startsWith(BAD + ".BadJob.main(String[]) (BadJob.java:")
                .endsWith(": TypeInformation.of(java.time.LocalDate.class)"));
        assertThat(violations.get(BAD + ".Reading (GENERIC)").explanation())
                .isEqualTo(BAD + ".Reading is handed to Kryo explicitly by Types.GENERIC");
    }

    @Test
    void aValidPojoUsedAlongsideIsNotReported() throws Exception {
        KryoCheck.Report report = check(BAD, List.of());

        assertThat(report.violations()).noneSatisfy(violation -> assertThat(violation.type()).contains("Summary"));
        assertThat(report.violations()).allSatisfy(violation ->
                assertThat(violation.sites()).noneSatisfy(site -> assertThat(site).contains("'total'")));
    }

    @Test
    void theMessageNamesTypeExplanationFixAndSites() throws Exception {
        KryoCheck.Violation envelope = byType(check(BAD, List.of())).get(BAD + ".Envelope");

        assertThat(envelope.message())
                .startsWith("[TypegenKryoFallback] " + BAD + ".Envelope would be serialized with Kryo (GenericTypeInfo):"
                        + " through field 'payload'")
                .contains(System.lineSeparator() + "    Fix: Declare field 'payload'")
                .contains(System.lineSeparator() + "    Used at:" + System.lineSeparator() + "      - " + BAD);
    }

    @Test
    void flinkBasicTypesTuplesRowPojosAndFlinkTypeClassesAreNotReported() throws Exception {
        KryoCheck.Report report = check(CLEAN, List.of(CLEAN + ".Legacy"));

        assertThat(report.violations()).isEmpty();
        assertThat(report.classesScanned()).isGreaterThan(8);
        assertThat(report.usagesChecked()).isGreaterThan(15);
    }

    @Test
    void theAllowListIsWhatKeepsLegacyOut() throws Exception {
        KryoCheck.Report report = check(CLEAN, List.of());

        assertThat(report.violations()).singleElement().satisfies(violation -> {
            assertThat(violation.type()).isEqualTo(CLEAN + ".Legacy");
            assertThat(violation.sites()).singleElement().satisfies(site -> assertThat(site)
                    .startsWith(CLEAN + ".CleanJob.legacy(StreamExecutionEnvironment) (CleanJob.java:")
                    .endsWith("type argument T of its return type DataStream<" + CLEAN + ".Legacy>"));
        });
    }

    @Test
    void allowEntriesMayNameAPackage() throws Exception {
        assertThat(check(BAD, List.of(BAD + ".*", "java.time.*")).violations()).isEmpty();
    }

    @Test
    void aMalformedAllowEntryIsRefused() {
        assertThatThrownBy(() -> check(BAD, List.of("com/example/Legacy")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'com/example/Legacy'");
    }

    @Test
    void theFixNamesTheFieldsTypegenDoesNotSerialize() throws Exception {
        Map<String, KryoCheck.Violation> violations = byType(check(FIXES, List.of()));

        assertThat(violations).containsOnlyKeys(FIXES + ".HoldsObject", FIXES + ".HoldsFiles", FIXES + ".Supported");
        assertThat(violations.get(FIXES + ".HoldsObject").fix()).startsWith("Annotate " + FIXES + ".HoldsObject with"
                + " @FlinkType, so that Typegen generates its serializer and the weave goal attaches it, and put"
                + " Flink's @TypeInfo(YourTypeInfoFactory.class) on its field 'payload' (Object), which Typegen does"
                + " not serialize; or make it a Flink POJO: give it a public no-argument constructor.");
        assertThat(violations.get(FIXES + ".Supported").fix()).startsWith("Annotate " + FIXES + ".Supported with"
                + " @FlinkType, so that Typegen generates its serializer and the weave goal attaches it, or make it a"
                + " Flink POJO: give it a public no-argument constructor.");
    }
}
