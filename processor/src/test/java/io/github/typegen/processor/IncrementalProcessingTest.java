package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.testDomainSources;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import javax.annotation.processing.Completion;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.FileObject;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;

/**
 * The processor is declared to Gradle as an isolating incremental processor
 * ({@code META-INF/gradle/incremental.annotation.processors}). Gradle's rule for that category, checked here on
 * every kind of file the processor writes: each file is created with exactly one originating element, and it is
 * the class the file is generated for (the {@code @FlinkType} or {@code @Pipeline} class whose generated-name
 * prefix it carries). The other rule, that every decision for a class uses only what its declaration reaches,
 * is argued in "Gradle" of docs/processor.md.
 */
class IncrementalProcessingTest {

    @Test
    void declaresTheProcessorIsolatingToGradle() throws IOException {
        List<String> lines;
        try (InputStream in = TypegenProcessor.class.getClassLoader()
                .getResourceAsStream("META-INF/gradle/incremental.annotation.processors")) {
            assertThat(in).as("META-INF/gradle/incremental.annotation.processors").isNotNull();
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(line -> line.replaceAll("#.*", "").strip())
                    .filter(line -> !line.isEmpty())
                    .collect(Collectors.toList());
        }

        assertThat(lines).containsExactly(TypegenProcessor.class.getName() + ",isolating");
    }

    private static final String SUFFIX = "(Serializer|SerializerSnapshot|TypeInfo|TypeInfoFactory|Schema|Fused)";

    @Test
    void everyGeneratedFileHasExactlyOneOriginatingElementItsOwnClass() {
        List<Created> created = new ArrayList<>();
        List<JavaFileObject> sources = new ArrayList<>(testDomainSources());
        sources.add(resource("goldens/schema/Trade.java"));
        sources.add(resource("goldens/sealed/Event.java"));
        sources.add(resource("goldens/pipeline/Sessions.java"));

        Compilation compilation = javac().withProcessors(new Recording(created)).withOptions(TestCompilations.TABLES)
                .compile(sources);

        assertThat(compilation).succeeded();
        Set<String> suffixes = created.stream().map(Created::name)
                .map(name -> name.replaceAll(".*" + SUFFIX + "$", "$1"))
                .collect(Collectors.toSet());
        assertThat(suffixes).as("every kind of generated file is among those checked")
                .contains("Serializer", "SerializerSnapshot", "TypeInfo", "TypeInfoFactory", "Schema", "Fused");
        for (Created file : created) {
            assertThat(file.originatingElements()).as("the originating elements of %s", file.name()).hasSize(1);
            Element origin = file.originatingElements().get(0);
            assertThat(origin).as("the originating element of %s", file.name()).isInstanceOf(TypeElement.class);
            assertThat(file.name()).as("the originating element of %s", file.name())
                    .matches(Pattern.quote(generatedPrefix((TypeElement) origin)) + SUFFIX);
        }
    }

    /** {@code p.Outer_Foo} for {@code p.Outer.Foo}: the name rule of DESIGN.md, before the suffix. */
    private static String generatedPrefix(TypeElement type) {
        StringBuilder name = new StringBuilder(type.getSimpleName());
        Element enclosing = type.getEnclosingElement();
        while (enclosing instanceof TypeElement outer) {
            name.insert(0, outer.getSimpleName() + "_");
            enclosing = outer.getEnclosingElement();
        }
        String packageName = ((PackageElement) enclosing).getQualifiedName().toString();
        return packageName.isEmpty() ? name.toString() : packageName + "." + name;
    }

    /** A file created through the {@link Filer}, with the originating elements it was created with. */
    private record Created(String name, List<Element> originatingElements) {}

    /** The Typegen processor, seeing a {@link Filer} that records every file created. */
    private static final class Recording implements Processor {

        private final Processor delegate = new TypegenProcessor();
        private final List<Created> created;

        Recording(List<Created> created) {
            this.created = created;
        }

        @Override
        public Set<String> getSupportedOptions() {
            return delegate.getSupportedOptions();
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return delegate.getSupportedAnnotationTypes();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return delegate.getSupportedSourceVersion();
        }

        @Override
        public void init(ProcessingEnvironment environment) {
            delegate.init(new RecordingEnvironment(environment, new RecordingFiler(environment.getFiler(), created)));
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            return delegate.process(annotations, round);
        }

        @Override
        public Iterable<? extends Completion> getCompletions(Element element, AnnotationMirror annotation,
                ExecutableElement member, String userText) {
            return delegate.getCompletions(element, annotation, member, userText);
        }
    }

    private record RecordingEnvironment(ProcessingEnvironment delegate, Filer filer) implements ProcessingEnvironment {

        @Override
        public Map<String, String> getOptions() {
            return delegate.getOptions();
        }

        @Override
        public Messager getMessager() {
            return delegate.getMessager();
        }

        @Override
        public Filer getFiler() {
            return filer;
        }

        @Override
        public Elements getElementUtils() {
            return delegate.getElementUtils();
        }

        @Override
        public Types getTypeUtils() {
            return delegate.getTypeUtils();
        }

        @Override
        public SourceVersion getSourceVersion() {
            return delegate.getSourceVersion();
        }

        @Override
        public Locale getLocale() {
            return delegate.getLocale();
        }
    }

    private record RecordingFiler(Filer delegate, List<Created> created) implements Filer {

        @Override
        public JavaFileObject createSourceFile(CharSequence name, Element... originatingElements) throws IOException {
            created.add(new Created(name.toString(), List.of(originatingElements)));
            return delegate.createSourceFile(name, originatingElements);
        }

        @Override
        public JavaFileObject createClassFile(CharSequence name, Element... originatingElements) throws IOException {
            created.add(new Created(name.toString(), List.of(originatingElements)));
            return delegate.createClassFile(name, originatingElements);
        }

        @Override
        public FileObject createResource(JavaFileManager.Location location, CharSequence moduleAndPackage,
                CharSequence relativeName, Element... originatingElements) throws IOException {
            created.add(new Created(moduleAndPackage + "/" + relativeName, List.of(originatingElements)));
            return delegate.createResource(location, moduleAndPackage, relativeName, originatingElements);
        }

        @Override
        public FileObject getResource(JavaFileManager.Location location, CharSequence moduleAndPackage,
                CharSequence relativeName) throws IOException {
            return delegate.getResource(location, moduleAndPackage, relativeName);
        }
    }
}
