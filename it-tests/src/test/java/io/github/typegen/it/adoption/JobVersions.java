package io.github.typegen.it.adoption;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.typegen.it.versions.SourceVersions;
import io.github.typegen.maven.weave.ClassesWeaver;

/**
 * The versions of the adoption jobs, each compiled at test time into a jar of its own from {@code
 * src/test/resources/adoption/common} plus {@code before} (the fixture classes as a team has them, no Typegen
 * annotation) or {@code after} (the same classes annotated {@code @FlinkType}), with javac and the Typegen
 * processor, then woven as the Typegen Maven plugin's {@code weave} goal weaves a build's classes. The classes
 * are not on the test class path: the client builds the job graph through a class loader over the jar, and the
 * cluster loads them from the jar, as it loads any user jar.
 *
 * <p>The {@code UPGRADE_} versions are those of the upgrade from Flink 1.20 ({@link UpgradeFromFlink120Test}):
 * the same, but for the classes of {@code src/test/resources/upgrade/before} or {@code after}, which replace
 * their namesakes ({@code Circle} and {@code Square} are final classes there, not records: Flink 1.20's Kryo
 * cannot write a record). The {@code ACCOUNTS_} versions are the accounts job of {@code
 * src/test/resources/upgrade/accounts} ({@link AccountsUpgradeTest}).
 */
enum JobVersions {
    BEFORE("adoption", "before"),
    AFTER("adoption", "after"),
    UPGRADE_BEFORE("adoption", "before", "upgrade/before"),
    UPGRADE_AFTER("adoption", "after", "upgrade/after"),
    ACCOUNTS_BEFORE("upgrade/accounts", "before"),
    ACCOUNTS_AFTER("upgrade/accounts", "after");

    private final String job;
    private final String directory;
    private final String[] overlays;

    /**
     * @param job the folder of the job's sources: {@code common}, {@code before} and {@code after} in it
     * @param directory the version of the classes: {@code before} or {@code after}
     * @param overlays folders whose classes replace their namesakes
     */
    JobVersions(String job, String directory, String... overlays) {
        this.job = job;
        this.directory = directory;
        this.overlays = overlays;
    }

    /** Whether this version's classes are the unannotated ones, whose state Flink's own serializers keep. */
    boolean stock() {
        return directory.equals("before");
    }

    /** Compiles this version into {@code job-<version>.jar} under {@code temp}. */
    Path compile(Path temp) throws IOException {
        String name = name().toLowerCase(Locale.ROOT);
        List<String> sources = new ArrayList<>(List.of(job + "/common", job + "/" + directory));
        sources.addAll(List.of(overlays));
        Path classes = SourceVersions.compile(temp.resolve("classes-" + name), true, sources.toArray(String[]::new));
        try {
            ClassesWeaver.weave(classes);
        } catch (io.github.typegen.maven.weave.WeaveException e) {
            throw new AssertionError("weaving the " + name + " job: " + e.getMessage(), e);
        }
        return SourceVersions.jar(classes, temp.resolve("job-" + name + ".jar"));
    }
}
