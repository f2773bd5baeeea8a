package io.github.typegen.maven.weave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.typegen.weave.ClassAnnotations;
import io.github.typegen.maven.classes.ClassFiles;
import io.github.typegen.maven.testing.TestClasses;

/** Weaving a whole classes directory, as the weave goal does. */
class ClassesWeaverTest {

    private static final String WEAVE = "io.github.typegen.maven.fixtures.weave";
    private static final Path WEAVE_DIRECTORY = Path.of("io/github/typegen/maven/fixtures/weave");

    @TempDir
    Path classes;

    @Test
    void weavesEveryFlinkTypeClassAndLeavesTheOthers() throws Exception {
        TestClasses.copyPackage(WEAVE, classes);
        byte[] plain = Files.readAllBytes(classes.resolve(WEAVE_DIRECTORY).resolve("Plain.class"));

        ClassesWeaver.Report report = ClassesWeaver.weave(classes);

        assertThat(report.woven()).containsExactly(WEAVE + ".Circle", WEAVE + ".Money", WEAVE + ".Outer$Inner",
                WEAVE + ".Shape", WEAVE + ".Square");
        assertThat(report.alreadyWoven()).containsExactly(WEAVE + ".HandWoven");
        assertThat(Files.readAllBytes(classes.resolve(WEAVE_DIRECTORY).resolve("Plain.class"))).isEqualTo(plain);
        ClassAnnotations money =
                ClassAnnotations.read(Files.readAllBytes(classes.resolve(WEAVE_DIRECTORY).resolve("Money.class")));
        assertThat(money.typeInfoFactory()).isEqualTo("io/github/typegen/maven/fixtures/weave/MoneyTypeInfoFactory");
    }

    @Test
    void aSecondRunRewritesNoFile() throws Exception {
        TestClasses.copyPackage(WEAVE, classes);
        ClassesWeaver.weave(classes);
        Map<Path, byte[]> contents = new HashMap<>();
        FileTime past = FileTime.fromMillis(1_000_000L);
        for (Path file : ClassFiles.list(classes)) {
            contents.put(file, Files.readAllBytes(file));
            Files.setLastModifiedTime(file, past);
        }

        ClassesWeaver.Report second = ClassesWeaver.weave(classes);

        assertThat(second.woven()).isEmpty();
        assertThat(second.alreadyWoven()).hasSize(6);
        for (Path file : ClassFiles.list(classes)) {
            assertThat(Files.readAllBytes(file)).as(file.toString()).isEqualTo(contents.get(file));
            assertThat(Files.getLastModifiedTime(file)).as(file.toString()).isEqualTo(past);
        }
    }

    @Test
    void aMissingFactoryFailsNamingClassFactoryAndFixAndWritesNothing() throws Exception {
        TestClasses.copyPackage(WEAVE, classes);
        Files.delete(classes.resolve(WEAVE_DIRECTORY).resolve("MoneyTypeInfoFactory.class"));
        byte[] circle = Files.readAllBytes(classes.resolve(WEAVE_DIRECTORY).resolve("Circle.class"));

        assertThatThrownBy(() -> ClassesWeaver.weave(classes))
                .isInstanceOf(WeaveException.class)
                .hasMessageContaining(WEAVE + ".Money is annotated @FlinkType, but its generated factory " + WEAVE
                        + ".MoneyTypeInfoFactory is not in")
                .hasMessageContaining("annotationProcessorPaths");
        assertThat(Files.readAllBytes(classes.resolve(WEAVE_DIRECTORY).resolve("Circle.class"))).isEqualTo(circle);
    }

    @Test
    void aConflictingTypeInfoFailsTheRun() throws Exception {
        TestClasses.copyPackage("io.github.typegen.maven.fixtures.conflict", classes);

        assertThatThrownBy(() -> ClassesWeaver.weave(classes))
                .isInstanceOf(WeaveException.class)
                .hasMessageContaining("Conflicting is annotated @FlinkType and already carries @TypeInfo");
    }

    @Test
    void aMissingDirectoryHasNothingToWeave() throws Exception {
        ClassesWeaver.Report report = ClassesWeaver.weave(classes.resolve("absent"));

        assertThat(report.woven()).isEmpty();
        assertThat(report.alreadyWoven()).isEqualTo(List.of());
    }
}
