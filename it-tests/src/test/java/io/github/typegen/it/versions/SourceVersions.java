package io.github.typegen.it.versions;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Versions of the same classes, compiled at test time from source folders under {@code src/test/resources}, so
 * that a test can run one version after another (a job before and after a change, a class before and after
 * {@code @FlinkType}); and the digests that show a test left a savepoint's files as they were.
 */
public final class SourceVersions {

    private SourceVersions() {
    }

    /**
     * Compiles the {@code .java} files under the resource folders {@code sources} (e.g. {@code "evolution/common"},
     * {@code "evolution/v1"}) into {@code classes}, with the test class path, every warning an error, and the
     * Typegen processor when {@code typegen} is set (else no annotation processing), without its {@code @TypeInfo}
     * (as this module's own classes: a test that wants it weaves, as {@code JobVersions} does). A file of a later
     * folder replaces the one at the same relative path in an earlier folder.
     */
    public static Path compile(Path classes, boolean typegen, String... sources) throws IOException {
        Files.createDirectories(classes);
        Map<Path, Path> byRelativePath = new TreeMap<>();
        for (String source : sources) {
            Path folder = resource(source);
            for (Path file : javaFiles(folder)) {
                byRelativePath.put(folder.relativize(file), file);
            }
        }
        List<Path> files = new ArrayList<>(byRelativePath.values());
        String classPath = System.getProperty("java.class.path");
        List<String> options = new ArrayList<>(List.of("-classpath", classPath, "-d", classes.toString(),
                "-Xlint:all,-processing,-deprecation", "-Werror"));
        if (typegen) {
            options.addAll(List.of("-processorpath", classPath, "-processor",
                    "io.github.typegen.processor.TypegenProcessor"));
            // javac warns of an option no processor recognised when no source has an annotation of Typegen's
            if (usesTypegenAnnotations(files)) {
                options.add("-Atypegen.weave=false");
            }
        } else {
            options.add("-proc:none");
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager fileManager =
                javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            StringWriter out = new StringWriter();
            boolean compiled = javac.getTask(out, fileManager, diagnostics, options, null,
                    fileManager.getJavaFileObjectsFromPaths(files)).call();
            assertThat(compiled).as("compiling %s: %s %s", List.of(sources), out, diagnostics.getDiagnostics())
                    .isTrue();
        }
        return classes;
    }

    private static boolean usesTypegenAnnotations(List<Path> files) throws IOException {
        for (Path file : files) {
            if (Files.readString(file).contains("io.github.typegen.annotations.")) {
                return true;
            }
        }
        return false;
    }

    /** Packs every file under {@code classes} into {@code jar}, in a fixed order. */
    public static Path jar(Path classes, Path jar) throws IOException {
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
                Stream<Path> entries = Files.walk(classes)) {
            for (Path entry : entries.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(entry).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(entry));
                out.closeEntry();
            }
        }
        return jar;
    }

    /** The SHA-256 of every file under {@code directory}, by relative path; there must be files. */
    public static Map<String, String> digests(Path directory) throws IOException {
        Map<String, String> digests = new TreeMap<>();
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                digests.put(directory.relativize(file).toString(),
                        HexFormat.of().formatHex(sha256().digest(Files.readAllBytes(file))));
            }
        }
        assertThat(digests).as("the files under %s", directory).isNotEmpty();
        return digests;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java platform has SHA-256", e);
        }
    }

    private static Path resource(String name) {
        URL url = SourceVersions.class.getClassLoader().getResource(name);
        assertThat(url).as("the test resource folder %s", name).isNotNull();
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Path> javaFiles(Path directory) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
    }
}
