package io.github.typegen.maven.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.GlobalConfiguration;
import org.apache.flink.configuration.PipelineOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.typegen.maven.testing.ChildFirstClassLoader;
import io.github.typegen.maven.testing.TestClasses;

/** The serialization-config goal's file, read back by Flink's own configuration loader. */
class SerializationConfigWriterTest {

    private static final String WEAVE = "io.github.typegen.maven.fixtures.weave";

    @TempDir
    Path classes;

    @TempDir
    Path flinkConf;

    @Test
    void writesOneEntryPerFlinkTypeClassInNameOrder() throws Exception {
        TestClasses.copyPackage(WEAVE, classes);
        Path file = flinkConf.resolve("config.yaml");

        int entries = SerializationConfigWriter.write(classes, file);

        assertThat(entries).isEqualTo(6);
        List<String> lines = Files.readAllLines(file);
        assertThat(lines.stream().filter(line -> !line.startsWith("#"))).containsExactly(
                "pipeline.serialization-config:",
                "  - " + WEAVE + ".Circle: {type: typeinfo, class: " + WEAVE + ".CircleTypeInfoFactory}",
                "  - " + WEAVE + ".HandWoven: {type: typeinfo, class: " + WEAVE + ".HandWovenTypeInfoFactory}",
                "  - " + WEAVE + ".Money: {type: typeinfo, class: " + WEAVE + ".MoneyTypeInfoFactory}",
                "  - " + WEAVE + ".Outer$Inner: {type: typeinfo, class: " + WEAVE + ".Outer_InnerTypeInfoFactory}",
                "  - " + WEAVE + ".Shape: {type: typeinfo, class: " + WEAVE + ".ShapeTypeInfoFactory}",
                "  - " + WEAVE + ".Square: {type: typeinfo, class: " + WEAVE + ".SquareTypeInfoFactory}");
        assertThat(SerializationConfigWriter.write(classes, file)).isEqualTo(6);
        assertThat(Files.readAllLines(file)).isEqualTo(lines);
    }

    @Test
    void flinkLoadsTheFileAndRegistersTheGeneratedFactories() throws Exception {
        TestClasses.copyPackage(WEAVE, classes);
        SerializationConfigWriter.write(classes, flinkConf.resolve("config.yaml"));
        // Unwoven classes of their own loader: Flink's registry is JVM-wide and keyed by class.
        ClassLoader loader = new ChildFirstClassLoader(classes, WEAVE);

        Configuration configuration = GlobalConfiguration.loadConfiguration(flinkConf.toString());
        new SerializerConfigImpl().configure(configuration, loader);

        assertThat(configuration.get(PipelineOptions.SERIALIZATION_CONFIG)).hasSize(6);
        assertThat(TypeInformation.of(loader.loadClass(WEAVE + ".Money")).getClass().getName())
                .isEqualTo(WEAVE + ".MoneyTypeInfo");
        assertThat(TypeInformation.of(loader.loadClass(WEAVE + ".Outer$Inner")).getClass().getName())
                .isEqualTo(WEAVE + ".Outer_InnerTypeInfo");
    }

    @Test
    void aProjectWithoutFlinkTypeClassesGetsAnEmptyList() throws Exception {
        Path file = flinkConf.resolve("config.yaml");

        assertThat(SerializationConfigWriter.write(classes, file)).isZero();

        assertThat(Files.readAllLines(file)).contains("pipeline.serialization-config: []");
        assertThat(GlobalConfiguration.loadConfiguration(flinkConf.toString())
                .get(PipelineOptions.SERIALIZATION_CONFIG)).isEmpty();
    }

    @Test
    void aMissingFactoryFailsNamingTheClass() throws Exception {
        TestClasses.copyPackage(WEAVE, classes);
        Files.delete(classes.resolve(WEAVE.replace('.', '/')).resolve("ShapeTypeInfoFactory.class"));

        assertThatThrownBy(() -> SerializationConfigWriter.write(classes, flinkConf.resolve("config.yaml")))
                .hasMessageContaining(WEAVE + ".Shape is annotated @FlinkType, but its generated factory");
    }
}
