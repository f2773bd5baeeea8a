package io.github.typegen.maven.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;

import io.github.typegen.maven.classes.ClassFiles;

/**
 * The check goal's work: scans compiled classes for the types they use with Flink ({@link UsageScanner}) and
 * reports those Flink's type extraction would hand to Kryo ({@link KryoAnalyzer}), one violation per type with
 * every place it is used.
 */
public final class KryoCheck {

    /** The message id every violation starts with. */
    public static final String MESSAGE_ID = "[TypegenKryoFallback]";

    private KryoCheck() {}

    /**
     * A type that would be serialized with Kryo, and where it is used.
     *
     * @param type the type as used with Flink
     * @param explanation how it reaches Kryo
     * @param fix what to do
     * @param sites every place it is used: class, member, source position and kind of use
     */
    public record Violation(String type, String explanation, String fix, List<String> sites) {
        /** The full message: id, type, explanation, fix and sites, one per line. */
        public String message() {
            StringBuilder message = new StringBuilder();
            message.append(MESSAGE_ID).append(' ').append(type)
                    .append(" would be serialized with Kryo (GenericTypeInfo): ").append(explanation).append('.');
            message.append(System.lineSeparator()).append("    Fix: ").append(fix);
            message.append(System.lineSeparator()).append("    Used at:");
            for (String site : sites) {
                message.append(System.lineSeparator()).append("      - ").append(site);
            }
            return message.toString();
        }
    }

    /**
     * What a check found.
     *
     * @param classesScanned how many class files were scanned
     * @param usagesChecked how many uses of data types with Flink were checked
     * @param violations the types that would reach Kryo
     */
    public record Report(int classesScanned, int usagesChecked, List<Violation> violations) {}

    /**
     * Checks the classes of a directory by the rules of the Flink line on the class path (the version of its
     * {@code flink-core} jar), or of the newest line when the class path holds no Flink.
     *
     * @param classesDirectory the compiled classes to scan
     * @param classpath the class path they were compiled against (jars and directories), to read the types they
     *     use; the JDK's own classes are always found
     * @param allow qualified class names or {@code package.*} patterns treated as having a serializer
     */
    public static Report run(Path classesDirectory, List<Path> classpath, List<String> allow) throws IOException {
        return run(classesDirectory, classpath, allow,
                FlinkLine.versionOn(classpath).map(FlinkLine::of).orElse(FlinkLine.NEWEST));
    }

    /**
     * Checks the classes of a directory by the rules of one Flink line.
     *
     * @param flink the Flink line whose type extraction to follow
     * @see #run(Path, List, List)
     */
    public static Report run(Path classesDirectory, List<Path> classpath, List<String> allow, FlinkLine flink)
            throws IOException {
        Allowlist allowlist = new Allowlist(allow);
        List<Path> searchPath = new ArrayList<>();
        searchPath.add(classesDirectory);
        searchPath.addAll(classpath);
        try (ClassRepository classes = new ClassRepository(searchPath)) {
            UsageScanner scanner = new UsageScanner(classes, new FlinkApi(classes));
            KryoAnalyzer analyzer = new KryoAnalyzer(classes, allowlist, flink);
            Map<String, Group> groups = new LinkedHashMap<>();
            int scanned = 0;
            int checked = 0;
            for (Path classFile : ClassFiles.list(classesDirectory)) {
                String fileName = classFile.getFileName().toString();
                if (fileName.equals("module-info.class") || fileName.equals("package-info.class")) {
                    continue;
                }
                ClassNode node = new ClassNode();
                new ClassReader(Files.readAllBytes(classFile)).accept(node, ClassReader.SKIP_FRAMES);
                scanned++;
                for (Usage usage : scanner.scan(node)) {
                    checked++;
                    Optional<KryoPath> path = usage.explicitKryo()
                            ? explicitKryo(usage, allowlist)
                            : analyzer.analyze(usage.type());
                    path.ifPresent(kryo -> groups
                            .computeIfAbsent(Display.of(usage.type()) + "|" + kryo.explanation(),
                                    key -> new Group(Display.of(usage.type()), kryo))
                            .sites.add(usage.site()));
                }
            }
            List<Violation> violations = new ArrayList<>();
            Fixes fixes = new Fixes(classes);
            for (Group group : groups.values()) {
                String fix = fixes.fix(group.path);
                violations.add(new Violation(group.type, group.path.explanation(), fix, List.copyOf(group.sites)));
            }
            return new Report(scanned, checked, List.copyOf(violations));
        }
    }

    private static Optional<KryoPath> explicitKryo(Usage usage, Allowlist allowlist) {
        String culprit = usage.type() instanceof JavaType.ClassType c ? c.internalName() : null;
        if (culprit != null && allowlist.allows(culprit)) {
            return Optional.empty();
        }
        return Optional.of(KryoPath.of(usage.type(), culprit, Reason.EXPLICIT_GENERIC, null));
    }

    private static final class Group {
        final String type;
        final KryoPath path;
        final Set<String> sites = new LinkedHashSet<>();

        Group(String type, KryoPath path) {
            this.type = type;
            this.path = path;
        }
    }
}
