package io.github.typegen.maven.weave;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.typegen.maven.classes.ClassNames;
import io.github.typegen.maven.classes.FlinkTypeClass;
import io.github.typegen.weave.TypeInfoConflict;
import io.github.typegen.weave.TypeInfoWeaver;
import io.github.typegen.weave.WeaveResult;

/**
 * Weaves every {@code @FlinkType} class of a classes directory. A class file is rewritten only when it changes,
 * so a second run (an incremental build) touches nothing.
 */
public final class ClassesWeaver {

    private ClassesWeaver() {}

    /**
     * What a run did.
     *
     * @param woven the classes that received {@code @TypeInfo}, by binary name
     * @param alreadyWoven the classes that already named their generated factory
     */
    public record Report(List<String> woven, List<String> alreadyWoven) {}

    /**
     * Weaves the directory. Every problem is collected first and reported together; when there is one, no class
     * file is written.
     *
     * @throws WeaveException naming each class whose factory is missing or whose {@code @TypeInfo} conflicts
     */
    public static Report weave(Path classesDirectory) throws IOException, WeaveException {
        List<FlinkTypeClass> classes = FlinkTypeClass.findAll(classesDirectory);
        List<String> problems = new ArrayList<>();
        List<FlinkTypeClass> toWrite = new ArrayList<>();
        List<byte[]> wovenBytes = new ArrayList<>();
        List<String> alreadyWoven = new ArrayList<>();
        for (FlinkTypeClass flinkType : classes) {
            if (!flinkType.factoryPresent()) {
                problems.add(flinkType.missingFactoryMessage());
                continue;
            }
            WeaveResult result;
            try {
                result = TypeInfoWeaver.weave(Files.readAllBytes(flinkType.classFile()),
                        flinkType.factoryInternalName());
            } catch (TypeInfoConflict e) {
                problems.add(e.getMessage());
                continue;
            }
            if (result.outcome() == WeaveResult.Outcome.WOVEN) {
                toWrite.add(flinkType);
                wovenBytes.add(result.classFile());
            } else {
                alreadyWoven.add(ClassNames.binaryName(flinkType.internalName()));
            }
        }
        if (!problems.isEmpty()) {
            throw new WeaveException(String.join(System.lineSeparator(), problems));
        }
        List<String> woven = new ArrayList<>();
        for (int i = 0; i < toWrite.size(); i++) {
            Files.write(toWrite.get(i).classFile(), wovenBytes.get(i));
            woven.add(ClassNames.binaryName(toWrite.get(i).internalName()));
        }
        return new Report(List.copyOf(woven), List.copyOf(alreadyWoven));
    }
}
