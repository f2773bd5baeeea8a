package io.github.typegen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The processor jar and pom as users get them, after the shade plugin: JavaPoet, ASM and typegen-weave inside,
 * relocated, and not dependencies; the processor still registered for javac and declared to Gradle. Run by the {@code packaged-jar}
 * execution of the surefire plugin in the {@code verify} phase, which passes the paths of the jar and the
 * dependency-reduced pom (the pom that is installed) as system properties.
 */
class PackagedJarTest {

    private static final String JAVAPOET = "com/squareup/javapoet/";
    private static final String RELOCATED = "io/github/typegen/processor/shaded/javapoet/";

    /** The packages bundled into the jar, each under io/github/typegen/processor/shaded/. */
    private static final List<String> BUNDLED = List.of(JAVAPOET, "org/objectweb/asm/", "io/github/typegen/weave/");

    private static Path jar;
    private static Path pom;

    @BeforeAll
    static void locate() {
        jar = Path.of(System.getProperty("typegen.processor.jar", "(typegen.processor.jar is not set)"));
        pom = Path.of(System.getProperty("typegen.processor.pom", "(typegen.processor.pom is not set)"));
        assertThat(jar).as("the processor jar; run mvn verify, which packages it first").isRegularFile();
        assertThat(pom).as("the dependency-reduced pom the shade plugin writes").isRegularFile();
    }

    @Test
    void bundlesJavaPoetAsmAndTheWeaverRelocatedOnly() throws IOException {
        List<String> classes = new ArrayList<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            for (ZipEntry entry : Collections.list(file.entries())) {
                if (entry.getName().endsWith(".class")) {
                    classes.add(entry.getName());
                }
            }
        }

        assertThat(classes).noneMatch(name -> BUNDLED.stream().anyMatch(name::startsWith));
        assertThat(classes).contains(RELOCATED + "JavaFile.class", TypegenProcessor.class.getName().replace('.', '/')
                + ".class", "io/github/typegen/processor/shaded/asm/ClassReader.class",
                "io/github/typegen/processor/shaded/weave/TypeInfoWeaver.class");
        // nothing else is bundled: the annotations, and any other dependency, stay ordinary dependencies
        assertThat(classes).allMatch(name -> name.startsWith("io/github/typegen/processor/"));
    }

    @Test
    void noClassStillRefersToTheBundledPackagesThemselves() throws IOException {
        List<String> unrelocated = new ArrayList<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            for (ZipEntry entry : Collections.list(file.entries())) {
                if (entry.getName().endsWith(".class")) {
                    // class names in the constant pool are stored as they are written here
                    String constants = new String(read(file, entry), StandardCharsets.ISO_8859_1);
                    if (BUNDLED.stream().anyMatch(bundled -> constants.contains(bundled)
                            || constants.contains(bundled.replace('/', '.')))) {
                        unrelocated.add(entry.getName());
                    }
                }
            }
        }

        assertThat(unrelocated).isEmpty();
    }

    @Test
    void registersTheProcessorForJavacAndGradle() throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            assertThat(text(file, "META-INF/services/javax.annotation.processing.Processor").strip())
                    .isEqualTo(TypegenProcessor.class.getName());
            assertThat(text(file, "META-INF/gradle/incremental.annotation.processors"))
                    .contains(TypegenProcessor.class.getName() + ",isolating");
        }
    }

    @Test
    void theInstalledPomBringsNoJavaPoetNorAsm() throws Exception {
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
        List<String> dependencies = new ArrayList<>();
        NodeList nodes = document.getElementsByTagName("dependency");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element dependency = (Element) nodes.item(i);
            dependencies.add(child(dependency, "groupId") + ":" + child(dependency, "artifactId"));
        }

        assertThat(dependencies).contains("io.github.typegen:typegen-annotations")
                .noneMatch(dependency -> dependency.contains("javapoet") || dependency.contains("asm")
                        || dependency.contains("typegen-weave"));
    }

    private static String child(Element element, String name) {
        return element.getElementsByTagName(name).item(0).getTextContent().strip();
    }

    private static String text(JarFile file, String name) throws IOException {
        ZipEntry entry = file.getEntry(name);
        assertThat(entry).as(name).isNotNull();
        return new String(read(file, entry), StandardCharsets.UTF_8);
    }

    private static byte[] read(JarFile file, ZipEntry entry) throws IOException {
        try (InputStream in = file.getInputStream(entry)) {
            return in.readAllBytes();
        }
    }
}
