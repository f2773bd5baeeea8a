package io.github.typegen.it.adoption;

import java.io.IOException;
import java.nio.file.Path;

import io.github.typegen.it.versions.SourceVersions;
import io.github.typegen.maven.weave.ClassesWeaver;

/**
 * The two versions of the adoption jobs, each compiled at test time into a jar of its own from {@code
 * src/test/resources/adoption/common} plus {@code before} (the fixture classes as a team has them, no Typegen
 * annotation) or {@code after} (the same classes annotated {@code @FlinkType}), with javac and the Typegen
 * processor, then woven as the Typegen Maven plugin's {@code weave} goal weaves a build's classes. The classes
 * are not on the test class path: the client builds the job graph through a class loader over the jar, and the
 * cluster loads them from the jar, as it loads any user jar.
 */
enum JobVersions {
    BEFORE("before"),
    AFTER("after");

    private final String directory;

    JobVersions(String directory) {
        this.directory = directory;
    }

    /** Compiles this version into {@code job-<version>.jar} under {@code temp}. */
    Path compile(Path temp) throws IOException {
        Path classes = SourceVersions.compile(temp.resolve("classes-" + directory), true, "adoption/common",
                "adoption/" + directory);
        try {
            ClassesWeaver.weave(classes);
        } catch (io.github.typegen.maven.weave.WeaveException e) {
            throw new AssertionError("weaving the " + directory + " job: " + e.getMessage(), e);
        }
        return SourceVersions.jar(classes, temp.resolve("job-" + directory + ".jar"));
    }
}
