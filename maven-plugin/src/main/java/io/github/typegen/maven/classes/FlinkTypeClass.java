package io.github.typegen.maven.classes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.github.typegen.weave.ClassAnnotations;

/**
 * A compiled {@code @FlinkType} class and the factory Typegen generates for it.
 *
 * @param internalName the class, e.g. {@code com/example/Outer$Foo}
 * @param classFile its class file
 * @param factoryInternalName the generated factory, e.g. {@code com/example/Outer_FooTypeInfoFactory}
 * @param factoryFile where the factory's class file must be: beside the class's own
 */
public record FlinkTypeClass(String internalName, Path classFile, String factoryInternalName, Path factoryFile) {

    /** Every {@code @FlinkType} class under a classes directory, sorted by name. */
    public static List<FlinkTypeClass> findAll(Path classesDirectory) throws IOException {
        List<FlinkTypeClass> found = new ArrayList<>();
        for (Path classFile : ClassFiles.list(classesDirectory)) {
            ClassAnnotations annotations = ClassAnnotations.read(Files.readAllBytes(classFile));
            if (annotations.flinkType()) {
                String factory = ClassNames.factoryOf(annotations);
                Path factoryFile = classFile.resolveSibling(ClassNames.simpleBinaryName(factory) + ".class");
                found.add(new FlinkTypeClass(annotations.internalName(), classFile, factory, factoryFile));
            }
        }
        found.sort(Comparator.comparing(FlinkTypeClass::internalName));
        return found;
    }

    /** Whether the generated factory's class file is there. */
    public boolean factoryPresent() {
        return Files.isRegularFile(factoryFile);
    }

    /** The error for a class whose factory is missing: names both and says how to fix it. */
    public String missingFactoryMessage() {
        return ClassNames.binaryName(internalName) + " is annotated @FlinkType, but its generated factory "
                + ClassNames.binaryName(factoryInternalName) + " is not in " + factoryFile.getParent()
                + ". Add io.github.typegen:typegen-processor to the annotationProcessorPaths of"
                + " maven-compiler-plugin (see the README), and rebuild with mvn clean if the class was compiled"
                + " without it.";
    }
}
