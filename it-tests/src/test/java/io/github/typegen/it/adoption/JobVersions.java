package io.github.typegen.it.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

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
        Path classes = Files.createDirectories(temp.resolve("classes-" + directory));
        List<Path> sources = new ArrayList<>(javaFiles(resource("adoption/common")));
        sources.addAll(javaFiles(resource("adoption/" + directory)));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        String classPath = System.getProperty("java.class.path");
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            StringWriter out = new StringWriter();
            boolean compiled = javac.getTask(out, files, diagnostics,
                    List.of("-classpath", classPath, "-processorpath", classPath,
                            "-processor", "io.github.typegen.processor.TypegenProcessor",
                            "-d", classes.toString(), "-Xlint:all,-processing,-deprecation", "-Werror"),
                    null, files.getJavaFileObjectsFromPaths(sources)).call();
            assertThat(compiled).as("compiling the %s job: %s %s", directory, out, diagnostics.getDiagnostics())
                    .isTrue();
        }
        try {
            ClassesWeaver.weave(classes);
        } catch (io.github.typegen.maven.weave.WeaveException e) {
            throw new AssertionError("weaving the " + directory + " job: " + e.getMessage(), e);
        }
        Path jar = temp.resolve("job-" + directory + ".jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
                Stream<Path> entries = Files.walk(classes)) {
            for (Path entry : entries.filter(Files::isRegularFile).sorted().collect(Collectors.toList())) {
                out.putNextEntry(new JarEntry(classes.relativize(entry).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(entry));
                out.closeEntry();
            }
        }
        return jar;
    }

    private static Path resource(String name) {
        try {
            return Path.of(JobVersions.class.getClassLoader().getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Path> javaFiles(Path directory) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().collect(Collectors.toList());
        }
    }
}
