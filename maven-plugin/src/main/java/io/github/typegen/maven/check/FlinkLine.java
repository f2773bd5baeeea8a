package io.github.typegen.maven.check;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Flink release lines whose {@code TypeExtractor} rules the check knows, and which one a class path holds.
 *
 * <p>The rules that decide what reaches Kryo differ in two places, both added in Flink 2.0 and unchanged up to 2.3
 * (2.1 and 2.3 only added Flink's own {@code Variant} and {@code Bitmap} types, which the check trusts on every
 * line):
 * <ul>
 *   <li>{@link #analysesCollections()}: a {@code List}, {@code Set} or {@code Map} (or {@code Collection},
 *       {@code Iterable}) with plain-class type arguments gets Flink's collection type information. On 1.20 every
 *       one of them is an interface, handed to Kryo, also as a POJO field.</li>
 *   <li>{@link #acceptsIsFieldSetter()}: a POJO field {@code isActive} may have its setter named
 *       {@code setActive} (as Lombok writes it). On 1.20 only {@code setIsActive} counts, and without it the class
 *       is not a POJO.</li>
 * </ul>
 */
public enum FlinkLine {
    FLINK_1_20("1.20", false, false),
    FLINK_2_0("2.0", true, true),
    FLINK_2_1("2.1", true, true),
    FLINK_2_2("2.2", true, true),
    FLINK_2_3("2.3", true, true);

    /** The line used when the class path holds no Flink and nothing is configured. */
    public static final FlinkLine NEWEST = FLINK_2_3;

    private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)(?:[.-].*)?");
    private static final String TYPE_EXTRACTOR = "org/apache/flink/api/java/typeutils/TypeExtractor.class";

    private final String line;
    private final boolean analysesCollections;
    private final boolean acceptsIsFieldSetter;

    FlinkLine(String line, boolean analysesCollections, boolean acceptsIsFieldSetter) {
        this.line = line;
        this.analysesCollections = analysesCollections;
        this.acceptsIsFieldSetter = acceptsIsFieldSetter;
    }

    /** The line as Flink writes it: {@code 1.20}, {@code 2.3}. */
    public String line() {
        return line;
    }

    /** Whether {@code List}, {@code Set} and {@code Map} with plain-class arguments get Flink's own serializers. */
    boolean analysesCollections() {
        return analysesCollections;
    }

    /** Whether {@code setActive} is a setter of a POJO field named {@code isActive}. */
    boolean acceptsIsFieldSetter() {
        return acceptsIsFieldSetter;
    }

    /**
     * The line of a Flink version ({@code 1.20.3}, {@code 2.1-SNAPSHOT}, or a line such as {@code 2.0}). A
     * version newer than every known line gets the newest line's rules: see {@link #isKnown}.
     *
     * @throws IllegalArgumentException for a version before 1.20 or one that is not a version at all
     */
    public static FlinkLine of(String version) {
        Matcher matcher = VERSION.matcher(version.trim());
        if (!matcher.matches()) {
            throw new IllegalArgumentException("'" + version + "' is not a Flink version (e.g. 1.20.3 or 2.3.0)");
        }
        String line = Integer.parseInt(matcher.group(1)) + "." + Integer.parseInt(matcher.group(2));
        for (FlinkLine known : values()) {
            if (known.line.equals(line)) {
                return known;
            }
        }
        if (compare(line, FLINK_1_20.line) < 0) {
            throw new IllegalArgumentException("Typegen's check knows the type extraction of Flink 1.20 and 2.x;"
                    + " Flink " + version + " is older. Use Flink 1.20 or later.");
        }
        return NEWEST;
    }

    /**
     * Whether the version belongs to one of the lines the check knows (rather than a newer one).
     *
     * @throws IllegalArgumentException as {@link #of} does
     */
    public static boolean isKnown(String version) {
        FlinkLine line = of(version);
        Matcher matcher = VERSION.matcher(version.trim());
        return matcher.matches()
                && line.line.equals(Integer.parseInt(matcher.group(1)) + "." + Integer.parseInt(matcher.group(2)));
    }

    /**
     * The version of the Flink on a class path: the {@code Implementation-Version} of the jar that holds
     * {@code TypeExtractor} ({@code flink-core}); empty when no jar on the path holds it.
     *
     * @throws UncheckedIOException when a jar on the path cannot be read
     */
    public static Optional<String> versionOn(List<Path> classpath) {
        for (Path element : classpath) {
            if (!Files.isRegularFile(element)) {
                continue;
            }
            try (JarFile jar = new JarFile(element.toFile())) {
                if (jar.getEntry(TYPE_EXTRACTOR) == null) {
                    continue;
                }
                Manifest manifest = jar.getManifest();
                String version = manifest == null ? null
                        : manifest.getMainAttributes().getValue(Attributes.Name.IMPLEMENTATION_VERSION);
                if (version != null) {
                    return Optional.of(version);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read " + element, e);
            }
        }
        return Optional.empty();
    }

    private static int compare(String line, String other) {
        String[] a = line.split("\\.");
        String[] b = other.split("\\.");
        int major = Integer.compare(Integer.parseInt(a[0]), Integer.parseInt(b[0]));
        return major != 0 ? major : Integer.compare(Integer.parseInt(a[1]), Integer.parseInt(b[1]));
    }
}
