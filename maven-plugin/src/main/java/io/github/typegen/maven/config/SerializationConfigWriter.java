package io.github.typegen.maven.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.typegen.maven.classes.ClassNames;
import io.github.typegen.maven.classes.FlinkTypeClass;

/**
 * Writes the {@code pipeline.serialization-config} entries of every {@code @FlinkType} class of a classes
 * directory, as a Flink {@code config.yaml} fragment:
 *
 * <pre>
 * pipeline.serialization-config:
 *   - com.example.Order: {type: typeinfo, class: com.example.OrderTypeInfoFactory}
 * </pre>
 *
 * Classes are named by binary name ({@code com.example.Outer$Inner}), as Flink loads them. The file has no
 * timestamp and lists classes in name order, so an unchanged project writes the same bytes.
 */
public final class SerializationConfigWriter {

    private SerializationConfigWriter() {}

    /**
     * Writes the file, creating its directory.
     *
     * @return the number of entries written
     * @throws IllegalStateException naming each {@code @FlinkType} class whose generated factory is missing
     */
    public static int write(Path classesDirectory, Path outputFile) throws IOException {
        List<FlinkTypeClass> classes = FlinkTypeClass.findAll(classesDirectory);
        List<String> problems = new ArrayList<>();
        for (FlinkTypeClass flinkType : classes) {
            if (!flinkType.factoryPresent()) {
                problems.add(flinkType.missingFactoryMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException(String.join(System.lineSeparator(), problems));
        }
        Files.createDirectories(outputFile.toAbsolutePath().getParent());
        Files.writeString(outputFile, render(classes), StandardCharsets.UTF_8);
        return classes.size();
    }

    /** The file's content. */
    static String render(List<FlinkTypeClass> classes) {
        StringBuilder yaml = new StringBuilder();
        yaml.append("# Written by typegen-maven-plugin (goal serialization-config): the TypeInfoFactory Typegen\n");
        yaml.append("# generated for each @FlinkType class. Merge into the Flink configuration (config.yaml) of a\n");
        yaml.append("# cluster that registers serializers by configuration. Flink 2.3 keeps these registrations in\n");
        yaml.append("# one JVM-wide map and refuses to register a class twice; classes woven by the weave goal\n");
        yaml.append("# need no registration at all.\n");
        if (classes.isEmpty()) {
            yaml.append("pipeline.serialization-config: []\n");
            return yaml.toString();
        }
        yaml.append("pipeline.serialization-config:\n");
        for (FlinkTypeClass flinkType : classes) {
            yaml.append("  - ").append(ClassNames.binaryName(flinkType.internalName()))
                    .append(": {type: typeinfo, class: ")
                    .append(ClassNames.binaryName(flinkType.factoryInternalName())).append("}\n");
        }
        return yaml.toString();
    }
}
