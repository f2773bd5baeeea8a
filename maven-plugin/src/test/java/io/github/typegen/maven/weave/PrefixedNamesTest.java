package io.github.typegen.maven.weave;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.flink.api.common.typeinfo.TypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.typegen.weave.ClassAnnotations;
import io.github.typegen.maven.classes.ClassNames;
import io.github.typegen.maven.config.SerializationConfigWriter;
import io.github.typegen.maven.testing.ChildFirstClassLoader;
import io.github.typegen.maven.testing.TestClasses;
import io.github.typegen.runtime.Typegen;

/**
 * A class whose {@code @FlinkType(prefix = ...)} chooses the names of its generated classes: the goals read the
 * prefix from the class file and find {@code TicketEventTypeInfoFactory}; the user's {@code TicketSerializer},
 * which has the default name of the generated serializer, stays as it is.
 */
class PrefixedNamesTest {

    private static final String PREFIX = "io.github.typegen.maven.fixtures.prefix";

    @TempDir
    Path classes;

    @TempDir
    Path flinkConf;

    @Test
    void theClassFileTellsThePrefix() throws Exception {
        ClassAnnotations ticket = ClassAnnotations.read(Files.readAllBytes(
                classes(PREFIX).resolve(PREFIX.replace('.', '/')).resolve("Ticket.class")));

        assertThat(ticket.flinkType()).isTrue();
        assertThat(ticket.generatedPrefix()).isEqualTo("TicketEvent");
        assertThat(ClassNames.factoryOf(ticket))
                .isEqualTo("io/github/typegen/maven/fixtures/prefix/TicketEventTypeInfoFactory");
        assertThat(ClassNames.factoryOf("p/Outer$Foo", "")).isEqualTo("p/Outer_FooTypeInfoFactory");
    }

    @Test
    void weavesTheFactoryOfTheChosenNameAndFlinkUsesIt() throws Exception {
        ClassesWeaver.Report report = ClassesWeaver.weave(classes(PREFIX));

        assertThat(report.woven()).containsExactly(PREFIX + ".Ticket");
        ClassLoader woven = new ChildFirstClassLoader(classes, PREFIX);
        Class<?> ticket = woven.loadClass(PREFIX + ".Ticket");
        assertThat(ticket.getAnnotation(TypeInfo.class).value().getName())
                .isEqualTo(PREFIX + ".TicketEventTypeInfoFactory");
        assertThat(TypeInformation.of(ticket).getClass().getName()).isEqualTo(PREFIX + ".TicketEventTypeInfo");
        assertThat(Typegen.typeInfo(ticket).getClass().getName()).isEqualTo(PREFIX + ".TicketEventTypeInfo");
    }

    @Test
    void theSerializationConfigNamesTheFactoryOfTheChosenName() throws Exception {
        Path file = flinkConf.resolve("config.yaml");

        assertThat(SerializationConfigWriter.write(classes(PREFIX), file)).isEqualTo(1);

        List<String> lines = Files.readAllLines(file);
        assertThat(lines).contains("  - " + PREFIX + ".Ticket: {type: typeinfo, class: " + PREFIX
                + ".TicketEventTypeInfoFactory}");
    }

    private Path classes(String packageName) throws Exception {
        TestClasses.copyPackage(packageName, classes);
        return classes;
    }
}
