package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.typegen;
import static io.github.typegen.processor.TestCompilations.typegenWithoutOptions;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.JavaFileObject;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.runtime.Typegen;

/**
 * The names of generated classes: a class of the user's with one of them, or two {@code @FlinkType} classes
 * that would get the same one, is an error on both classes (not javac's {@code Filer} failing with a stack
 * trace); {@code @FlinkType(prefix = ...)} chooses other names, which everything that refers to the generated
 * classes follows.
 */
class GeneratedNamesTest {

    /** The name-clash messages, each reported on two classes: covered here, not by an {@code Erroneous*} input. */
    static Stream<Message> messages() {
        return Stream.of(Message.GENERATED_NAME_TAKEN, Message.TAKES_GENERATED_NAME, Message.GENERATED_NAMES_COLLIDE);
    }

    private static final JavaFileObject ORDER = JavaFileObjects.forSourceLines("uc.Order",
            "package uc;",
            "import io.github.typegen.annotations.FlinkType;",
            "@FlinkType",
            "public record Order(String id, long amount) {}");

    /** A Kafka-style schema class of the user's, with the name of Order's generated schema. */
    private static final JavaFileObject ORDER_SCHEMA = JavaFileObjects.forSourceLines("uc.OrderSchema",
            "package uc;",
            "public class OrderSchema {",
            "    public byte[] serialize(Order order) { return order.id().getBytes(); }",
            "}");

    @Test
    void aUserClassWithAGeneratedNameIsAnErrorOnBothClasses() {
        Compilation compilation = typegen().compile(ORDER, ORDER_SCHEMA);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(2);
        assertThat(compilation)
                .hadErrorContaining("[TypegenNameClash] uc.Order cannot have its generated class OrderSchema: the"
                        + " class uc.OrderSchema already has that name. Fix: Choose other names for the generated"
                        + " classes with @FlinkType(prefix = \"FlinkOrder\")")
                .inFile(ORDER).onLineContaining("record Order");
        assertThat(compilation)
                .hadErrorContaining("[TypegenNameClash] uc.OrderSchema has the name of the class Typegen generates"
                        + " for the @FlinkType class uc.Order. Fix: Rename OrderSchema, or choose other names")
                .inFile(ORDER_SCHEMA).onLineContaining("class OrderSchema");
        assertThat(errors(compilation)).noneMatch(e -> e.contains("TypegenInternalError") || e.contains("recreate"));
    }

    /** A class holding the clashing type gets no files either, so no error cascades into generated code. */
    @Test
    void aClassHoldingATypeWhoseNamesAreTakenGetsNoFilesAndNoErrorOfItsOwn() {
        JavaFileObject basket = JavaFileObjects.forSourceLines("uc.Basket",
                "package uc;",
                "import java.util.List;",
                "import io.github.typegen.annotations.FlinkType;",
                "@FlinkType",
                "public record Basket(List<Order> orders) {}");

        Compilation compilation = typegen().compile(basket, ORDER, ORDER_SCHEMA);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(2);
        assertThat(compilation).hadErrorContaining("[TypegenNameClash] uc.Order cannot have").inFile(ORDER);
        assertThat(compilation).hadErrorContaining("[TypegenNameClash] uc.OrderSchema has").inFile(ORDER_SCHEMA);
    }

    @Test
    void theSchemaNameIsOnlyTakenWhenSchemasAreWritten() {
        assertThat(typegenWithoutOptions().compile(ORDER, ORDER_SCHEMA)).succeeded();
    }

    @Test
    void aClassOnTheClassPathWithAGeneratedNameIsAnError(@TempDir Path otherModule) throws IOException {
        JavaFileObject serializer = JavaFileObjects.forSourceLines("uc.OrderSerializer",
                "package uc;",
                "public class OrderSerializer {}");
        Compilation other = typegenWithoutOptions().compile(serializer);
        assertThat(other).succeeded();
        for (JavaFileObject file : other.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                Path target = otherModule.resolve("uc/OrderSerializer.class");
                Files.createDirectories(target.getParent());
                try (InputStream in = file.openInputStream()) {
                    Files.copy(in, target);
                }
            }
        }
        List<File> classpath = new ArrayList<>(Arrays.stream(System.getProperty("java.class.path")
                .split(File.pathSeparator)).map(File::new).collect(Collectors.toList()));
        classpath.add(otherModule.toFile());

        Compilation compilation = typegenWithoutOptions().withClasspath(classpath).compile(ORDER);

        assertThat(compilation).failed();
        assertThat(compilation)
                .hadErrorContaining("[TypegenNameClash] uc.Order cannot have its generated class OrderSerializer:"
                        + " the class uc.OrderSerializer already has that name.")
                .inFile(ORDER).onLineContaining("record Order");
        assertThat(compilation)
                .hadErrorContaining("[TypegenNameClash] uc.OrderSerializer has the name of the class Typegen"
                        + " generates for the @FlinkType class uc.Order.");
    }

    @Test
    void twoFlinkTypesWithTheSameGeneratedNamesAreAnErrorOnBoth() {
        JavaFileObject outer = JavaFileObjects.forSourceLines("uc.Outer",
                "package uc;",
                "import io.github.typegen.annotations.FlinkType;",
                "public class Outer {",
                "    @FlinkType",
                "    public record Foo(int a) {}",
                "}");
        JavaFileObject underscored = JavaFileObjects.forSourceLines("uc.Outer_Foo",
                "package uc;",
                "import io.github.typegen.annotations.FlinkType;",
                "@FlinkType",
                "public record Outer_Foo(String b) {}");

        Compilation compilation = typegenWithoutOptions().compile(outer, underscored);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(2);
        assertThat(compilation)
                .hadErrorContaining("[TypegenNameClash]")
                .inFile(outer).onLineContaining("record Foo");
        assertThat(compilation)
                .hadErrorContaining("[TypegenNameClash]")
                .inFile(underscored).onLineContaining("record Outer_Foo");
        assertThat(errors(compilation)).allMatch(e -> e.contains("uc.Outer.Foo and uc.Outer_Foo")
                || e.contains("uc.Outer_Foo and uc.Outer.Foo"));
        assertThat(errors(compilation)).allMatch(e -> e.contains(" both get the generated class Outer_Foo")
                && e.contains("@FlinkType(prefix = "));
    }

    /**
     * The prefix end to end in one compilation: the user's {@code OrderSchema} and {@code OrderSerializer} stay,
     * the generated classes take the chosen names, and every class that refers to them (a nested field, a
     * collection element, a sealed subtype, the schemas, a fused pipeline) compiles under {@code -Xlint:all
 * -Werror}; at run time
     * {@code Typegen.typeInfo} finds them by the annotation.
     */
    @Test
    void aPrefixChoosesTheGeneratedNames() throws Exception {
        JavaFileObject order = JavaFileObjects.forSourceLines("uc.Order",
                "package uc;",
                "import io.github.typegen.annotations.FlinkType;",
                "@FlinkType(prefix = \"OrderEvent\")",
                "public record Order(String id, long amount) {}");
        JavaFileObject serializer = JavaFileObjects.forSourceLines("uc.OrderSerializer",
                "package uc;",
                "public class OrderSerializer {}");
        JavaFileObject shapes = JavaFileObjects.forSourceLines("uc.Shape",
                "package uc;",
                "import io.github.typegen.annotations.FlinkType;",
                "@FlinkType",
                "public sealed interface Shape permits Shape.Circle, Shape.Square {",
                "    @FlinkType(prefix = \"Round\") record Circle(double radius) implements Shape {}",
                "    @FlinkType record Square(double side) implements Shape {}",
                "}");
        JavaFileObject basket = JavaFileObjects.forSourceLines("uc.Basket",
                "package uc;",
                "import java.util.List;",
                "import io.github.typegen.annotations.FlinkType;",
                "@FlinkType",
                "public record Basket(Order first, List<Order> orders, Shape shape) {}");

        JavaFileObject pipeline = JavaFileObjects.forSourceLines("uc.Checkout",
                "package uc;",
                "import java.io.Serializable;",
                "import io.github.typegen.annotations.Pipeline;",
                "import io.github.typegen.annotations.Stage;",
                "import org.apache.flink.api.common.state.ValueState;",
                "import org.apache.flink.util.Collector;",
                "@Pipeline",
                "public class Checkout implements Serializable {",
                "    private static final long serialVersionUID = 1L;",
                "    @Stage.Map Order parse(String line) { return new Order(line, line.length()); }",
                "    @Stage.KeyBy String id(Order order) { return order.id(); }",
                "    @Stage.Process void last(Order order, ValueState<Order> last, Collector<Order> out)",
                "            throws java.io.IOException {",
                "        last.update(order);",
                "        out.collect(order);",
                "    }",
                "}");

        Compilation compilation = TestCompilations.typegen().withOptions(STRICT_OPTIONS)
                .compile(order, ORDER_SCHEMA, serializer, shapes, basket, pipeline);

        assertThat(compilation).succeeded();
        for (String generated : List.of("OrderEventSerializer", "OrderEventSerializerSnapshot", "OrderEventTypeInfo",
                "OrderEventTypeInfoFactory", "OrderEventSchema", "RoundSerializer", "RoundSchema",
                "Shape_SquareSerializer", "BasketSerializer", "BasketSchema")) {
            assertThat(compilation).generatedSourceFile("uc." + generated);
        }
        String fused = compilation.generatedSourceFile("uc.CheckoutFused").orElseThrow().getCharContent(true)
                .toString();
        assertThat(fused).contains("new OrderEventTypeInfo()");
        assertThat(compilation.generatedSourceFiles()).noneMatch(f -> f.getName().endsWith("/OrderSchema.java")
                || f.getName().endsWith("/Shape_CircleSerializer.java"));

        GeneratedClassLoader loader = new GeneratedClassLoader(compilation);
        Class<?> orderClass = loader.loadClass("uc.Order");
        TypeInformation<?> typeInfo = Typegen.typeInfo(orderClass);
        assertThat(typeInfo.getClass().getName()).isEqualTo("uc.OrderEventTypeInfo");
        assertThat(Typegen.typeInfo(loader.loadClass("uc.Shape$Circle")).getClass().getName())
                .isEqualTo("uc.RoundTypeInfo");
        Object value = orderClass.getConstructor(String.class, long.class).newInstance("o-1", 42L);
        @SuppressWarnings("unchecked")
        TypeSerializer<Object> orderSerializer =
                (TypeSerializer<Object>) typeInfo.createSerializer(new SerializerConfigImpl());
        DataOutputSerializer out = new DataOutputSerializer(32);
        orderSerializer.serialize(value, out);
        assertThat(orderSerializer.deserialize(new DataInputDeserializer(out.getCopyOfBuffer()))).isEqualTo(value);
    }

    private static List<String> errors(Compilation compilation) {
        return compilation.errors().stream().map(d -> d.getMessage(Locale.ROOT)).collect(Collectors.toList());
    }

}
