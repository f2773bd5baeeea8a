package io.github.typegen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.lang.reflect.Type;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;

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
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.java.typeutils.TypeExtractor;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Flink's {@code @TypeInfo} added inside javac: a module compiled by javac with nothing but the processor (as
 * {@code mvn compile} or an IDE's javac build compiles it, no Maven plugin) gives Flink's own {@code TypeExtractor}
 * the generated type information for records, sealed hierarchies, generic and nested classes, and Lombok classes
 * in either order of the processors; through the wrappers Gradle and IntelliJ IDEA put around javac's processing
 * environment too. Where Typegen cannot reach javac, each class gets the note {@code TypegenNotWoven} and no
 * warning. Compiled with javac's own file manager into a directory, as build tools compile.
 */
class ClassFileWeavingTest {

    private static final String PACKAGE = "com.example.shop";

    /** The shop: one class of each shape the weave must handle. */
    private static final Map<String, String> SHOP = shop();

    private static Map<String, String> shop() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("Merchant", """
                @FlinkType
                public record Merchant(String id, String name, int rating) {}
                """);
        sources.put("Payment", """
                @FlinkType
                public sealed interface Payment permits Payment.Card, Payment.Cash {
                    @FlinkType
                    record Card(String number, long cents) implements Payment {}

                    @FlinkType
                    record Cash(long cents) implements Payment {}
                }
                """);
        sources.put("Envelope", """
                @FlinkType
                public final class Envelope<T> {
                    public String route;
                    public T payload;
                    public Envelope() {}
                }
                """);
        sources.put("Outer", """
                public final class Outer {
                    private Outer() {}

                    @FlinkType
                    public static final class Inner {
                        public String label;
                        public long count;
                        public Inner() {}
                    }
                }
                """);
        sources.put("Counter", """
                @FlinkType
                public class Counter {
                    private String key;
                    private long count;
                    public Counter() {}
                    public String getKey() { return key; }
                    public void setKey(String key) { this.key = key; }
                    public long getCount() { return count; }
                    public void setCount(long count) { this.count = count; }
                }
                """);
        return sources;
    }

    /** Each @FlinkType class of the shop, by binary name, and the type information Typegen generates for it. */
    private static final Map<String, String> TYPE_INFOS = Map.of(
            "Merchant", "MerchantTypeInfo",
            "Payment", "PaymentTypeInfo",
            "Envelope", "EnvelopeTypeInfo",
            "Payment$Card", "Payment_CardTypeInfo",
            "Payment$Cash", "Payment_CashTypeInfo",
            "Outer$Inner", "Outer_InnerTypeInfo",
            "Counter", "CounterTypeInfo");

    @TempDir
    Path temp;

    /** The messages this class covers, for {@link DiagnosticsTest}. */
    static Stream<Message> messages() {
        return Stream.of(Message.NOT_WOVEN);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Merchant", "Payment", "Payment$Card", "Outer$Inner", "Counter"})
    void aJavacBuildGivesFlinksTypeExtractionTheGeneratedTypeInfo(String name) throws Exception {
        Compiled compiled = compile(List.of(new TypegenProcessor()), List.of(), SHOP);

        assertThat(compiled.notes()).isEmpty();
        try (URLClassLoader loader = compiled.loader()) {
            Class<?> type = loader.loadClass(PACKAGE + "." + name);
            assertThat(type.getAnnotation(TypeInfo.class)).isNotNull();
            assertThat(type.getAnnotation(TypeInfo.class).value().getName())
                    .isEqualTo(PACKAGE + "." + TYPE_INFOS.get(name) + "Factory");

            TypeInformation<?> typeInfo = TypeExtractor.createTypeInfo(type);

            assertThat(typeInfo.getClass().getName()).isEqualTo(PACKAGE + "." + TYPE_INFOS.get(name));
            // the same with Kryo forbidden, as a job with pipeline.generic-types: false builds it
            SerializerConfigImpl noKryo = new SerializerConfigImpl();
            noKryo.setGenericTypes(false);
            assertThat(typeInfo.createSerializer(noKryo).getClass().getName())
                    .isEqualTo(PACKAGE + "." + TYPE_INFOS.get(name).replace("TypeInfo", "Serializer"));
        }
    }

    @Test
    void aWovenRecordRoundTripsThroughTheSerializerFlinkFinds() throws Exception {
        Compiled compiled = compile(List.of(new TypegenProcessor()), List.of(), SHOP);

        try (URLClassLoader loader = compiled.loader()) {
            Class<?> merchant = loader.loadClass(PACKAGE + ".Merchant");
            Object acme = merchant.getConstructor(String.class, String.class, int.class).newInstance("m1", "Acme", 4);
            @SuppressWarnings("unchecked")
            TypeSerializer<Object> serializer = (TypeSerializer<Object>) TypeInformation.of(merchant)
                    .createSerializer(new SerializerConfigImpl());
            DataOutputSerializer out = new DataOutputSerializer(64);
            serializer.serialize(acme, out);

            assertThat(serializer.getClass().getName()).isEqualTo(PACKAGE + ".MerchantSerializer");
            assertThat(serializer.deserialize(new DataInputDeserializer(out.getCopyOfBuffer()))).isEqualTo(acme);
        }
    }

    @Test
    void aGenericClassGivesTheGeneratedTypeInfoForItsTypeArguments() throws Exception {
        Compiled compiled = compile(List.of(new TypegenProcessor()), List.of(), SHOP);

        try (URLClassLoader loader = compiled.loader()) {
            Class<?> envelope = loader.loadClass(PACKAGE + ".Envelope");
            Type envelopeOfString = new Parameterized(envelope, String.class);

            TypeInformation<?> typeInfo = TypeExtractor.createTypeInfo(envelopeOfString);

            assertThat(envelope.getAnnotation(TypeInfo.class)).isNotNull();
            assertThat(typeInfo.getClass().getName()).isEqualTo(PACKAGE + ".EnvelopeTypeInfo");
            assertThat(typeInfo.getGenericParameters()).containsValue(TypeInformation.of(String.class));
        }
    }

    @Test
    void eachClassIsWovenOnceAndTheRestOfTheClassFileIsJavacs() throws Exception {
        Compiled woven = compile(List.of(new TypegenProcessor()), List.of(), SHOP);
        Compiled plain = compileInto(temp.resolve("plain"), List.of(new TypegenProcessor()),
                List.of("-Atypegen.weave=false"), SHOP);

        for (String name : TYPE_INFOS.keySet()) {
            byte[] wovenBytes = woven.classFile(name);
            byte[] plainBytes = plain.classFile(name);
            String descriptor = "Lorg/apache/flink/api/common/typeinfo/TypeInfo;";
            assertThat(count(wovenBytes, descriptor)).as(name).isEqualTo(1);
            assertThat(count(plainBytes, descriptor)).as(name).isZero();
            // the annotation adds a few constants and one attribute entry, nothing else changes size
            assertThat(wovenBytes.length - plainBytes.length).as(name).isBetween(20, 160);
        }
        // the classes Typegen generates are not @FlinkType and are left as javac wrote them
        assertThat(woven.classFile("MerchantSerializer")).isEqualTo(plain.classFile("MerchantSerializer"));
    }

    @Test
    void aClassRecompiledAloneIsWovenAgainAndTheOthersKeepTheirAnnotation() throws Exception {
        Compiled first = compile(List.of(new TypegenProcessor()), List.of(), SHOP);
        byte[] counterBefore = first.classFile("Counter");

        Map<String, String> changed = new LinkedHashMap<>();
        changed.put("Merchant", """
                @FlinkType
                public record Merchant(String id, String name, int rating, String country) {}
                """);
        Compiled second = compileInto(first.classes(), List.of(new TypegenProcessor()), List.of(), changed);

        assertThat(second.notes()).isEmpty();
        assertThat(second.classFile("Counter")).isEqualTo(counterBefore);
        try (URLClassLoader loader = second.loader()) {
            Class<?> merchant = loader.loadClass(PACKAGE + ".Merchant");
            assertThat(merchant.getRecordComponents()).hasSize(4);
            assertThat(TypeExtractor.createTypeInfo(merchant).getClass().getName())
                    .isEqualTo(PACKAGE + ".MerchantTypeInfo");
            assertThat(TypeExtractor.createTypeInfo(loader.loadClass(PACKAGE + ".Counter")).getClass().getName())
                    .isEqualTo(PACKAGE + ".CounterTypeInfo");
        }
    }

    /** How a build tool hands the processor javac's processing environment. */
    enum Wrapper {
        /** As javac does. */
        NONE(env -> env),
        /** As Gradle's incremental processing does: a class that holds it in a field named delegate. */
        GRADLE(DelegatingEnvironment::new),
        /** As IntelliJ IDEA does: a java.lang.reflect.Proxy whose handler holds it. */
        INTELLIJ(ClassFileWeavingTest::proxy);

        final Function<ProcessingEnvironment, ProcessingEnvironment> wrap;

        Wrapper(Function<ProcessingEnvironment, ProcessingEnvironment> wrap) {
            this.wrap = wrap;
        }
    }

    @ParameterizedTest
    @EnumSource(Wrapper.class)
    void typegenFindsJavacBehindTheWrappersOfBuildTools(Wrapper wrapper) throws Exception {
        Compiled compiled = compile(List.of(new WrappingProcessor(new TypegenProcessor(), wrapper.wrap)), List.of(),
                SHOP);

        assertThat(compiled.notes()).isEmpty();
        try (URLClassLoader loader = compiled.loader()) {
            assertThat(TypeExtractor.createTypeInfo(loader.loadClass(PACKAGE + ".Merchant")).getClass().getName())
                    .isEqualTo(PACKAGE + ".MerchantTypeInfo");
        }
    }

    @Test
    void withoutJavacEachClassGetsANoteNamingItTheFactoryAndTheFixAndNoWarning() throws Exception {
        // a wrapper that keeps javac's environment where Typegen cannot find it, as an unknown tool's would
        Compiled compiled = compile(List.of(new WrappingProcessor(new TypegenProcessor(), OpaqueEnvironment::new)),
                List.of("-Xlint:all", "-Werror"), SHOP);

        assertThat(compiled.success()).isTrue();
        assertThat(compiled.warnings()).isEmpty();
        List<String> notes = compiled.notes();
        assertThat(notes).hasSize(TYPE_INFOS.size());
        assertThat(notes).allMatch(note -> note.startsWith("[" + Message.NOT_WOVEN.id() + "] "));
        String merchant = notes.stream().filter(note -> note.contains(PACKAGE + ".Merchant ")).findFirst().orElseThrow();
        assertThat(merchant)
                .contains("@TypeInfo(" + PACKAGE + ".MerchantTypeInfoFactory.class)")
                .contains(OpaqueEnvironment.class.getName())
                .contains("Generic types have been disabled")
                .contains("Fix: ")
                .contains("weave goal of io.github.typegen:typegen-maven-plugin")
                .contains("Typegen.typeInfo(Merchant.class)")
                .doesNotContain("%s");
        try (URLClassLoader loader = compiled.loader()) {
            assertThat(loader.loadClass(PACKAGE + ".Merchant").getAnnotation(TypeInfo.class)).isNull();
        }
    }

    @Test
    void aClassCarryingAnotherTypeInfoKeepsItAndGetsANoteNamingBothFactories() throws Exception {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("Legacy", """
                @FlinkType
                @org.apache.flink.api.common.typeinfo.TypeInfo(LegacyFactory.class)
                public record Legacy(String id) {}
                """);
        sources.put("LegacyFactory", """
                public final class LegacyFactory
                        extends org.apache.flink.api.common.typeinfo.TypeInfoFactory<Legacy> {
                    @Override
                    public org.apache.flink.api.common.typeinfo.TypeInformation<Legacy> createTypeInfo(
                            java.lang.reflect.Type type,
                            java.util.Map<String, org.apache.flink.api.common.typeinfo.TypeInformation<?>> parameters) {
                        return new LegacyTypeInfo();
                    }
                }
                """);

        Compiled compiled = compile(List.of(new TypegenProcessor()), List.of(), sources);

        assertThat(compiled.warnings()).isEmpty();
        assertThat(compiled.notes()).singleElement().asString()
                .startsWith("[" + Message.NOT_WOVEN.id() + "] The class file of " + PACKAGE + ".Legacy ")
                .contains("already carries @TypeInfo(" + PACKAGE + ".LegacyFactory.class)");
        try (URLClassLoader loader = compiled.loader()) {
            assertThat(loader.loadClass(PACKAGE + ".Legacy").getAnnotation(TypeInfo.class).value().getName())
                    .isEqualTo(PACKAGE + ".LegacyFactory");
        }
    }

    @Test
    void weaveFalseLeavesTheClassesToTheMavenPluginWithoutANote() throws Exception {
        Compiled compiled = compile(List.of(new TypegenProcessor()), List.of("-Atypegen.weave=false"), SHOP);

        assertThat(compiled.notes()).isEmpty();
        assertThat(compiled.warnings()).isEmpty();
        try (URLClassLoader loader = compiled.loader()) {
            assertThat(loader.loadClass(PACKAGE + ".Merchant").getAnnotation(TypeInfo.class)).isNull();
        }
    }

    /** The order of the processors, as the order of {@code annotationProcessorPaths} sets it. */
    enum LombokOrder {
        LOMBOK_FIRST,
        TYPEGEN_FIRST
    }

    @ParameterizedTest
    @EnumSource(LombokOrder.class)
    void lombokClassesAreWovenInEitherOrder(LombokOrder order) throws Exception {
        List<Processor> processors = new ArrayList<>(lombokProcessors());
        if (order == LombokOrder.LOMBOK_FIRST) {
            processors.add(new TypegenProcessor());
        } else {
            processors.add(0, new TypegenProcessor());
        }
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("Voucher", """
                @FlinkType
                @lombok.Value
                public class Voucher {
                    String code;
                    long cents;
                }
                """);
        sources.put("Basket", """
                @FlinkType
                @lombok.Data
                @lombok.NoArgsConstructor
                public class Basket {
                    private String owner;
                    private Voucher voucher;
                }
                """);

        Compiled compiled = compile(processors, List.of(), sources);

        assertThat(compiled.success()).as(compiled.diagnostics().toString()).isTrue();
        assertThat(compiled.notes()).isEmpty();
        try (URLClassLoader loader = compiled.loader()) {
            for (String name : List.of("Voucher", "Basket")) {
                assertThat(TypeExtractor.createTypeInfo(loader.loadClass(PACKAGE + "." + name)).getClass().getName())
                        .isEqualTo(PACKAGE + "." + name + "TypeInfo");
            }
        }
    }

    // ---- compiling ----

    private record Compiled(Path classes, boolean success, List<Diagnostic<? extends JavaFileObject>> diagnostics) {

        URLClassLoader loader() throws IOException {
            return new URLClassLoader(new URL[] {classes.toUri().toURL()}, ClassFileWeavingTest.class.getClassLoader());
        }

        byte[] classFile(String binaryName) throws IOException {
            return Files.readAllBytes(classes.resolve(PACKAGE.replace('.', '/')).resolve(binaryName + ".class"));
        }

        List<String> notes() {
            return messages(Diagnostic.Kind.NOTE);
        }

        List<String> warnings() {
            return Stream.of(Diagnostic.Kind.WARNING, Diagnostic.Kind.MANDATORY_WARNING)
                    .flatMap(kind -> messages(kind).stream())
                    .collect(Collectors.toList());
        }

        private List<String> messages(Diagnostic.Kind kind) {
            return diagnostics.stream()
                    .filter(diagnostic -> diagnostic.getKind() == kind)
                    .map(diagnostic -> diagnostic.getMessage(Locale.ROOT))
                    .collect(Collectors.toList());
        }
    }

    private Compiled compile(List<Processor> processors, List<String> options, Map<String, String> sources)
            throws IOException {
        return compileInto(temp.resolve("classes"), processors, options, sources);
    }

    /** Compiles {@code sources} into {@code classes}, with {@code classes} and the test class path as class path. */
    private Compiled compileInto(Path classes, List<Processor> processors, List<String> options,
            Map<String, String> sources) throws IOException {
        Files.createDirectories(classes);
        Path sourceDirectory = Files.createTempDirectory(temp, "src");
        List<File> files = new ArrayList<>();
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = sourceDirectory.resolve(PACKAGE.replace('.', '/')).resolve(source.getKey() + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, "package " + PACKAGE + ";\n\nimport io.github.typegen.annotations.FlinkType;\n\n"
                    + source.getValue(), StandardCharsets.UTF_8);
            files.add(file.toFile());
        }
        List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "-classpath",
                classes + File.pathSeparator + System.getProperty("java.class.path")));
        arguments.addAll(options);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager fileManager = javac.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            JavaCompiler.CompilationTask task = javac.getTask(null, fileManager, diagnostics, arguments, null,
                    fileManager.getJavaFileObjectsFromFiles(files));
            task.setProcessors(processors);
            boolean success = task.call();
            assertThat(success).as("the compilation: %s", diagnostics.getDiagnostics()).isTrue();
            return new Compiled(classes, success, diagnostics.getDiagnostics());
        }
    }

    private static List<Processor> lombokProcessors() {
        return ServiceLoader.load(Processor.class, ClassFileWeavingTest.class.getClassLoader()).stream()
                .filter(provider -> provider.type().getName().startsWith("lombok."))
                .map(ServiceLoader.Provider::get)
                .collect(Collectors.toList());
    }

    private static int count(byte[] bytes, String text) {
        String content = new String(bytes, StandardCharsets.ISO_8859_1);
        int count = 0;
        for (int i = content.indexOf(text); i >= 0; i = content.indexOf(text, i + 1)) {
            count++;
        }
        return count;
    }

    // ---- the wrappers build tools put around javac's processing environment ----

    /** IntelliJ IDEA's: a proxy whose handler, an anonymous class, holds the environment it delegates to. */
    private static ProcessingEnvironment proxy(ProcessingEnvironment delegateTo) {
        InvocationHandler handler = new InvocationHandler() {
            @Override
            public Object invoke(Object proxy, java.lang.reflect.Method method, Object[] args) throws Throwable {
                try {
                    return method.invoke(delegateTo, args);
                } catch (java.lang.reflect.InvocationTargetException e) {
                    throw e.getCause();
                }
            }
        };
        return (ProcessingEnvironment) Proxy.newProxyInstance(ClassFileWeavingTest.class.getClassLoader(),
                new Class<?>[] {ProcessingEnvironment.class}, handler);
    }

    /** Gradle's: a class holding the environment in a field named {@code delegate}. */
    private static class DelegatingEnvironment extends ForwardingEnvironment {
        private final ProcessingEnvironment delegate;

        DelegatingEnvironment(ProcessingEnvironment delegate) {
            this.delegate = delegate;
        }

        @Override
        ProcessingEnvironment target() {
            return delegate;
        }
    }

    /** An unknown tool's: the environment is out of reach of reflection on fields. */
    private static final class OpaqueEnvironment extends ForwardingEnvironment {
        private final Supplier<ProcessingEnvironment> target;

        OpaqueEnvironment(ProcessingEnvironment delegate) {
            this.target = () -> delegate;
        }

        @Override
        ProcessingEnvironment target() {
            return target.get();
        }
    }

    private abstract static class ForwardingEnvironment implements ProcessingEnvironment {
        abstract ProcessingEnvironment target();

        @Override
        public Map<String, String> getOptions() {
            return target().getOptions();
        }

        @Override
        public Messager getMessager() {
            return target().getMessager();
        }

        @Override
        public Filer getFiler() {
            return target().getFiler();
        }

        @Override
        public Elements getElementUtils() {
            return target().getElementUtils();
        }

        @Override
        public Types getTypeUtils() {
            return target().getTypeUtils();
        }

        @Override
        public SourceVersion getSourceVersion() {
            return target().getSourceVersion();
        }

        @Override
        public Locale getLocale() {
            return target().getLocale();
        }
    }

    /** A processor that hands the one it wraps a wrapped environment, as build tools do. */
    private static final class WrappingProcessor implements Processor {
        private final Processor processor;
        private final Function<ProcessingEnvironment, ProcessingEnvironment> wrap;

        WrappingProcessor(Processor processor, Function<ProcessingEnvironment, ProcessingEnvironment> wrap) {
            this.processor = processor;
            this.wrap = wrap;
        }

        @Override
        public Set<String> getSupportedOptions() {
            return processor.getSupportedOptions();
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return processor.getSupportedAnnotationTypes();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return processor.getSupportedSourceVersion();
        }

        @Override
        public void init(ProcessingEnvironment processingEnv) {
            processor.init(wrap.apply(processingEnv));
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
            return processor.process(annotations, roundEnv);
        }

        @Override
        public Iterable<? extends Completion> getCompletions(Element element, AnnotationMirror annotation,
                ExecutableElement member, String userText) {
            return processor.getCompletions(element, annotation, member, userText);
        }
    }

    /** {@code Envelope<String>}, as a field's generic type says it. */
    private record Parameterized(Class<?> raw, Type argument) implements java.lang.reflect.ParameterizedType {
        @Override
        public Type[] getActualTypeArguments() {
            return new Type[] {argument};
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return null;
        }
    }
}
