package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static io.github.typegen.processor.CompiledDomain.deserializeAll;
import static io.github.typegen.processor.CompiledDomain.serialize;
import static io.github.typegen.processor.DeepEquals.assertDeepEquals;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.model.Lombok;

/**
 * Lombok's real annotation processor next to Typegen's, in both orders on the processor path: a shop whose
 * classes use {@code @Data}, {@code @Value}, {@code @Builder} (also {@code @Jacksonized}), {@code @Getter}/{@code
 * @Setter}, the three constructor annotations, {@code @FieldDefaults}, {@code @Accessors(chain/fluent)}, {@code
 * @With}, and booleans named {@code x} and {@code isX}, next to a plain record and a hand-written POJO, compiles
 * without a warning under {@code -Xlint:all -Werror}, and every generated serializer round-trips a value built
 * through Lombok's API. Without Lombok on the processor path, each Lombok class gets one error that says so,
 * whatever other classes the module has.
 */
class LombokTest {

    /** The order of the processors, as the order of {@code annotationProcessorPaths} sets it. */
    enum Order {
        LOMBOK_FIRST,
        TYPEGEN_FIRST
    }

    private static final String SHOP = "io.github.typegen.lombokshop.";

    private static final List<String> SHOP_SOURCES = List.of("Category", "DataItem", "ValueItem", "PrivateValueItem",
            "BuilderItem", "JacksonizedItem", "CatalogEntry", "FieldAccessors", "AllArgsItem", "RequiredArgsItem",
            "FieldDefaultsItem", "ChainedItem", "FluentItem", "WithItem", "Tracked", "Shipment", "OrderLine",
            "Receipt", "Till", "Samples");

    /** The classes of the shop that carry Lombok annotations: each waits for Lombok's processor. */
    private static final List<String> SHOP_LOMBOK_CLASSES = List.of("DataItem", "ValueItem", "PrivateValueItem",
            "BuilderItem", "JacksonizedItem", "CatalogEntry", "FieldAccessors", "AllArgsItem", "RequiredArgsItem",
            "FieldDefaultsItem", "ChainedItem", "FluentItem", "WithItem", "Tracked", "Shipment");

    /** The classes whose whole graph is immutable: {@code isImmutableType()} is true, {@code copy} returns them. */
    private static final Set<String> IMMUTABLE = Set.of("ValueItem", "PrivateValueItem", "JacksonizedItem",
            "AllArgsItem", "RequiredArgsItem", "FieldDefaultsItem", "WithItem", "OrderLine", "Receipt");

    private static final Map<Order, Compilation> COMPILATIONS = new EnumMap<>(Order.class);
    private static final Map<Order, GeneratedClassLoader> LOADERS = new EnumMap<>(Order.class);

    /** Lombok's processors, as javac finds them on a processor path: by Lombok's own service file. */
    private static List<Processor> lombokProcessors() {
        return ServiceLoader.load(Processor.class, LombokTest.class.getClassLoader()).stream()
                .filter(provider -> provider.type().getName().startsWith("lombok."))
                .map(ServiceLoader.Provider::get)
                .collect(Collectors.toList());
    }

    private static List<Processor> processors(Order order) {
        List<Processor> processors = new ArrayList<>();
        if (order == Order.TYPEGEN_FIRST) {
            processors.add(new TypegenProcessor());
        }
        processors.addAll(lombokProcessors());
        if (order == Order.LOMBOK_FIRST) {
            processors.add(new TypegenProcessor());
        }
        return processors;
    }

    private static synchronized Compilation shop(Order order) {
        return COMPILATIONS.computeIfAbsent(order, o -> javac()
                .withProcessors(processors(o))
                .withOptions(STRICT_OPTIONS)
                .compile(SHOP_SOURCES.stream()
                        .map(name -> resource("lombok/shop/" + name + ".java"))
                        .collect(Collectors.toList())));
    }

    @Test
    void lombokIsFoundOnTheTestClassPath() {
        assertThat(lombokProcessors()).hasSize(2);
    }

    @ParameterizedTest
    @EnumSource(Order.class)
    void theShopCompilesWithoutWarnings(Order order) {
        assertThat(shop(order)).succeededWithoutWarnings();
    }

    static Stream<Arguments> samplesInBothOrders() throws Exception {
        List<Arguments> arguments = new ArrayList<>();
        for (Order order : Order.values()) {
            for (Object sample : samples(order)) {
                arguments.add(Arguments.of(order, sample.getClass().getSimpleName()));
            }
        }
        return arguments.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("samplesInBothOrders")
    void theGeneratedSerializerRoundTripsAndCopies(Order order, String type) throws Exception {
        Object sample = samples(order).stream()
                .filter(value -> value.getClass().getSimpleName().equals(type))
                .findFirst()
                .orElseThrow();
        TypeSerializer<Object> serializer = serializer(order, type);

        assertDeepEquals(deserializeAll(serializer, serialize(serializer, sample)), sample);
        Object copy = serializer.copy(sample);
        assertDeepEquals(copy, sample);

        boolean immutable = IMMUTABLE.contains(type);
        assertThat(serializer.isImmutableType()).as("isImmutableType()").isEqualTo(immutable);
        assertThat(copy == sample).as("copy is the instance itself").isEqualTo(immutable);
    }

    @ParameterizedTest
    @EnumSource(Order.class)
    void accessorsFollowLombokNames(Order order) throws Exception {
        assertThat(generatedSource(order, "DataItemSerializer"))
                .contains("setActive(", "isActive()", "setGift(", "isGift()", "getExpress()");
        assertThat(generatedSource(order, "FluentItemSerializer")).contains(".brand(", ".isSealed(");
        assertThat(generatedSource(order, "ValueItemSerializer")).contains("getSku()").doesNotContain(".sku;");
    }

    private static String generatedSource(Order order, String simpleName) throws Exception {
        return shop(order).generatedSourceFile(SHOP + simpleName).orElseThrow().getCharContent(true).toString();
    }

    @SuppressWarnings("unchecked")
    private static List<Object> samples(Order order) throws Exception {
        return (List<Object>) loader(order).loadClass(SHOP + "Samples").getMethod("all").invoke(null);
    }

    @SuppressWarnings("unchecked")
    private static TypeSerializer<Object> serializer(Order order, String type) {
        return (TypeSerializer<Object>) loader(order).instantiate(SHOP + type + "Serializer");
    }

    private static synchronized GeneratedClassLoader loader(Order order) {
        return LOADERS.computeIfAbsent(order, o -> {
            Compilation compilation = shop(o);
            if (compilation.status() != Compilation.Status.SUCCESS) {
                throw new AssertionError("The Lombok shop does not compile: " + compilation.diagnostics());
            }
            return new GeneratedClassLoader(compilation);
        });
    }

    // ------------------------------------------------------------------------
    //  Lombok annotations without Lombok's processor
    // ------------------------------------------------------------------------

    private static final JavaFileObject WITHOUT_LOMBOK = JavaFileObjects.forSourceLines("shop.Basket",
            "package shop;",
            "",
            "@io.github.typegen.annotations.FlinkType",
            "@lombok.Data",
            "public class Basket {",
            "    private String owner;",
            "    private int size;",
            "}");

    /** The messages this test triggers, for {@link DiagnosticsTest}'s check that every message has an input. */
    static Stream<Message> messages() {
        return Stream.of(Message.LOMBOK_NOT_RUN);
    }

    @Test
    void aLombokClassCompiledWithoutLombokIsOneErrorThatNamesTheFix() {
        Compilation compilation = typegen().compile(WITHOUT_LOMBOK);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[TypegenLombokNotRun] shop.Basket carries Lombok annotations"
                        + " (@Data), but Lombok's annotation processor did not run")
                .inFile(WITHOUT_LOMBOK)
                .onLineContaining("public class Basket");
        assertThat(compilation).hadErrorContaining(
                "Fix: Put org.projectlombok:lombok on the annotation processor path next to typegen-processor");
    }

    @Test
    void aClassHoldingALombokClassCompiledWithoutLombokWaitsWithoutAnErrorOfItsOwn() {
        JavaFileObject holder = JavaFileObjects.forSourceLines("shop.Order",
                "package shop;",
                "",
                "@io.github.typegen.annotations.FlinkType",
                "public record Order(String id, Basket basket) {}");

        Compilation compilation = typegen().compile(WITHOUT_LOMBOK, holder);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[TypegenLombokNotRun] shop.Basket").inFile(WITHOUT_LOMBOK)
                .onLineContaining("public class Basket");
    }

    @Test
    void aPipelineOverALombokClassCompiledWithoutLombokAddsNoError() {
        JavaFileObject pipeline = JavaFileObjects.forSourceLines("shop.Packing",
                "package shop;",
                "",
                "@io.github.typegen.annotations.Pipeline",
                "public class Packing implements java.io.Serializable {",
                "    private static final long serialVersionUID = 1L;",
                "",
                "    @io.github.typegen.annotations.Stage.Map",
                "    Basket pack(String owner) {",
                "        Basket basket = new Basket();",
                "        return basket;",
                "    }",
                "}");

        Compilation compilation = typegen().compile(WITHOUT_LOMBOK, pipeline);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[TypegenLombokNotRun] shop.Basket").inFile(WITHOUT_LOMBOK);
    }

    /**
     * An error that ends the rounds early, with Lombok's processor not on the processor path either: the class
     * still gets its error. Typegen is loaded here as javac loads it from a processor path without Lombok.
     */
    @Test
    void anotherErrorWithLombokOffTheProcessorPathLeavesTheLombokErrorIn() throws Exception {
        JavaFileObject erroneous = JavaFileObjects.forSourceLines("shop.Status",
                "package shop;",
                "",
                "@io.github.typegen.annotations.FlinkType",
                "public enum Status { OPEN }");

        try (URLClassLoader processorPath = processorPathWithoutLombok()) {
            Processor typegen = (Processor) processorPath.loadClass(TypegenProcessor.class.getName())
                    .getConstructor().newInstance();
            Compilation compilation = javac().withProcessors(typegen).compile(WITHOUT_LOMBOK, erroneous);

            assertThat(compilation).hadErrorCount(2);
            assertThat(compilation).hadErrorContaining("[TypegenUnsupportedShape] shop.Status").inFile(erroneous);
            assertThat(compilation).hadErrorContaining("[TypegenLombokNotRun] shop.Basket").inFile(WITHOUT_LOMBOK)
                    .onLineContaining("public class Basket");
        }
    }

    private static final JavaFileObject PLAIN_RECORD = JavaFileObjects.forSourceLines("shop.Greeting",
            "package shop;",
            "",
            "@io.github.typegen.annotations.FlinkType",
            "public record Greeting(String text, int times) {}");

    private static final JavaFileObject HAND_WRITTEN_POJO = JavaFileObjects.forSourceLines("shop.Counter",
            "package shop;",
            "",
            "@io.github.typegen.annotations.FlinkType",
            "public class Counter {",
            "    public String name;",
            "    public long count;",
            "}");

    private static final JavaFileObject HOLDER = JavaFileObjects.forSourceLines("shop.Order",
            "package shop;",
            "",
            "@io.github.typegen.annotations.FlinkType",
            "public record Order(String id, Basket basket) {}");

    private static final JavaFileObject PIPELINE = JavaFileObjects.forSourceLines("shop.Packing",
            "package shop;",
            "",
            "@io.github.typegen.annotations.Pipeline",
            "public class Packing implements java.io.Serializable {",
            "    private static final long serialVersionUID = 1L;",
            "",
            "    @io.github.typegen.annotations.Stage.Map",
            "    Basket pack(String owner) {",
            "        return new Basket();",
            "    }",
            "}");

    /**
     * The classes next to a Lombok class, in a module built without Lombok on the processor path. A class Typegen
     * writes code for makes javac run another round before the last, in which Lombok's members would be there had
     * Lombok run: none of these may turn the one error into errors about the missing members.
     */
    static Stream<Arguments> classesNextToALombokClass() {
        return Stream.of(
                Arguments.of("a plain record", List.of(PLAIN_RECORD)),
                Arguments.of("a hand-written POJO", List.of(HAND_WRITTEN_POJO)),
                Arguments.of("a record holding it, and a plain record", List.of(HOLDER, PLAIN_RECORD)),
                Arguments.of("a pipeline over it, and a plain record", List.of(PIPELINE, PLAIN_RECORD)));
    }

    @ParameterizedTest(name = "next to {0}")
    @MethodSource("classesNextToALombokClass")
    void aLombokClassCompiledWithoutLombokNextToOtherClassesIsStillOneError(String description,
            List<JavaFileObject> others) throws Exception {
        List<JavaFileObject> sources = new ArrayList<>(others);
        sources.add(WITHOUT_LOMBOK);

        Compilation compilation = compileWithoutLombokOnTheProcessorPath(sources);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[TypegenLombokNotRun] shop.Basket carries Lombok annotations")
                .inFile(WITHOUT_LOMBOK)
                .onLineContaining("public class Basket");
    }

    /**
     * A subclass of the Lombok class with a field of a type another processor generates: it waits a round for that
     * type, and by then the Lombok class is no root of the round any more. It still reads the fields of a class
     * Lombok did not rewrite.
     */
    @Test
    void aClassWaitingForAGeneratedTypeAndALombokClassCompiledWithoutLombokAddsNoError() throws Exception {
        JavaFileObject parcel = JavaFileObjects.forSourceLines("shop.Parcel",
                "package shop;",
                "",
                "@io.github.typegen.annotations.FlinkType",
                "public class Parcel extends Basket {",
                "    public test.Later label;",
                "}");

        Compilation compilation = compileWithoutLombokOnTheProcessorPath(List.of(parcel, WITHOUT_LOMBOK),
                new DeferralTest.GeneratesLater());

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[TypegenLombokNotRun] shop.Basket").inFile(WITHOUT_LOMBOK)
                .onLineContaining("public class Basket");
    }

    /**
     * The shop, with its plain record and hand-written POJO, built as a team that relied on Lombok being found on
     * the class path builds it once it lists only Typegen on the processor path: one error on each Lombok class,
     * none about the members Lombok did not write.
     */
    @Test
    void theShopCompiledWithoutLombokIsOneErrorOnEachLombokClass() throws Exception {
        Map<String, JavaFileObject> shopClasses = new LinkedHashMap<>();
        for (String name : SHOP_SOURCES) {
            if (!name.equals("Samples")) { // it calls the API that Lombok did not write
                shopClasses.put(name, resource("lombok/shop/" + name + ".java"));
            }
        }

        Compilation compilation = compileWithoutLombokOnTheProcessorPath(List.copyOf(shopClasses.values()));

        assertThat(compilation).hadErrorCount(SHOP_LOMBOK_CLASSES.size());
        for (String name : SHOP_LOMBOK_CLASSES) {
            assertThat(compilation).hadErrorContaining("[TypegenLombokNotRun] " + SHOP + name + " carries Lombok")
                    .inFile(shopClasses.get(name))
                    .onLineContaining("public class " + name + " ");
        }
    }

    /**
     * javac with Typegen loaded as javac loads it from a processor path that has Typegen but not Lombok, after
     * {@code otherProcessors}.
     */
    private static Compilation compileWithoutLombokOnTheProcessorPath(List<JavaFileObject> sources,
            Processor... otherProcessors) throws Exception {
        try (URLClassLoader processorPath = processorPathWithoutLombok()) {
            List<Processor> processors = new ArrayList<>(List.of(otherProcessors));
            processors.add((Processor) processorPath.loadClass(TypegenProcessor.class.getName())
                    .getConstructor().newInstance());
            return javac().withProcessors(processors).compile(sources);
        }
    }

    @Test
    void lombokIsOnAProcessorPathWithItsJar() throws Exception {
        try (URLClassLoader withLombok = new URLClassLoader(new URL[] {lombokJar()}, null);
                URLClassLoader withoutLombok = processorPathWithoutLombok()) {
            assertThat(Lombok.isOnProcessorPath(withLombok)).isTrue();
            assertThat(Lombok.isOnProcessorPath(withoutLombok)).isFalse();
        }
    }

    private static URL lombokJar() throws Exception {
        return lombok.Data.class.getProtectionDomain().getCodeSource().getLocation();
    }

    /** The test class path without Lombok's jar, as a processor path that only has Typegen and what it needs. */
    private static URLClassLoader processorPathWithoutLombok() throws Exception {
        String lombokJar = Path.of(lombokJar().toURI()).toString();
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!entry.equals(lombokJar)) {
                urls.add(Path.of(entry).toUri().toURL());
            }
        }
        return new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
    }

    /**
     * javac ends the rounds at the first error, so Typegen cannot tell whether Lombok would have run; as Lombok is on
     * the processor path, it says nothing.
     */
    @Test
    void anotherErrorEndsTheRoundsAndIsTheOnlyError() {
        JavaFileObject erroneous = JavaFileObjects.forSourceLines("shop.Status",
                "package shop;",
                "",
                "@io.github.typegen.annotations.FlinkType",
                "public enum Status { OPEN }");

        Compilation compilation = typegen().compile(WITHOUT_LOMBOK, erroneous);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[TypegenUnsupportedShape] shop.Status").inFile(erroneous);
    }
}
