package io.github.typegen.json;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.JavaFileObject;

import org.junit.jupiter.api.Test;

import com.google.common.truth.StringSubject;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.processor.TypegenProcessor;

/**
 * The processor's side of the JSON codecs: who gets one (the class's {@code json = true}, the module's {@code
 * -Atypegen.json=true}), the Jackson annotations it follows, read by name, and the compile errors, each on the
 * element it is about.
 */
class JsonCodecCompileTest {

    private static final List<String> STRICT = List.of("-Xlint:all,-processing", "-Werror", "-Atypegen.table=false");

    private static Compiler typegen(String... options) {
        return javac().withProcessors(new TypegenProcessor())
                .withOptions(Stream.concat(STRICT.stream(), Stream.of(options)).toList());
    }

    /** The source {@code compilation} generated for the class {@code name}, to assert on. */
    private static StringSubject generated(Compilation compilation, String name) {
        return assertThat(compilation).generatedSourceFile(name).contentsAsUtf8String();
    }

    private static final JavaFileObject PLAIN = JavaFileObjects.forSourceLines("shop.Plain",
            "package shop;",
            "",
            "import io.github.typegen.annotations.FlinkType;",
            "",
            "@FlinkType",
            "public record Plain(String name, int count) {}");

    private static final JavaFileObject OPTED_IN = JavaFileObjects.forSourceLines("shop.Sale",
            "package shop;",
            "",
            "import java.time.LocalDate;",
            "import com.fasterxml.jackson.annotation.JsonAlias;",
            "import com.fasterxml.jackson.annotation.JsonFormat;",
            "import com.fasterxml.jackson.annotation.JsonIgnore;",
            "import com.fasterxml.jackson.annotation.JsonIgnoreProperties;",
            "import com.fasterxml.jackson.annotation.JsonProperty;",
            "import io.github.typegen.annotations.FlinkType;",
            "",
            "@FlinkType(json = true)",
            "@JsonIgnoreProperties(value = {\"legacy\"})",
            "public class Sale {",
            "    @JsonProperty(\"sale_id\") private long id;",
            "    @JsonAlias(\"shop\") private String store;",
            "    @JsonFormat(pattern = \"yyyyMMdd\") private LocalDate day;",
            "    @JsonIgnore private String note;",
            "    public long getId() { return id; }",
            "    public void setId(long id) { this.id = id; }",
            "    public String getStore() { return store; }",
            "    public void setStore(String store) { this.store = store; }",
            "    public LocalDate getDay() { return day; }",
            "    public void setDay(LocalDate day) { this.day = day; }",
            "    public String getNote() { return note; }",
            "    public void setNote(String note) { this.note = note; }",
            "}");

    @Test
    void aClassWithoutTheSwitchGetsNoCodec() {
        Compilation compilation = typegen().compile(PLAIN);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("shop.PlainSerializer");
        org.assertj.core.api.Assertions.assertThat(compilation.generatedSourceFiles())
                .noneMatch(file -> file.getName().endsWith("PlainJsonCodec.java"));
    }

    @Test
    void theModuleOptionGivesEveryClassACodec() {
        Compilation compilation = typegen("-Atypegen.json=true").compile(PLAIN);

        assertThat(compilation).succeededWithoutWarnings();
        generated(compilation, "shop.PlainJsonCodec").contains("case NAME -> name = JsonReading.readString(parser);");
    }

    @Test
    void theClassSwitchGivesACodecFollowingTheJacksonAnnotations() {
        Compilation compilation = typegen().compile(OPTED_IN);

        assertThat(compilation).succeededWithoutWarnings();
        StringSubject saleJsonCodec = generated(compilation, "shop.SaleJsonCodec");
        saleJsonCodec.contains("new SerializedString(\"sale_id\")");
        saleJsonCodec.contains("case \"store\", \"shop\" -> STORE;");
        saleJsonCodec.contains("case STORE -> result.setStore(JsonReading.readString(parser));");
        saleJsonCodec.contains("JsonWriting.formatter(\"yyyyMMdd\", \"\", \"\", false)");
        saleJsonCodec.contains("case \"note\", \"legacy\" -> JsonReading.IGNORED;");
        saleJsonCodec.contains("case JsonReading.IGNORED -> JsonReading.skip(parser);");
        saleJsonCodec.contains("default -> JsonReading.unknownField(parser, parser.currentName());");
        saleJsonCodec.doesNotContain("NOTE_NAME");
    }

    @Test
    void aFieldWithoutAJsonFormIsAnErrorOnTheField() {
        Compilation compilation = typegen().compile(JavaFileObjects.forSourceLines("shop.Erroneous",
                "package shop;",
                "",
                "import java.util.Map;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Erroneous(",
                "        String name,",
                "        Map<Integer, String> byNumber) {}"));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedField] Field 'byNumber' of shop.Erroneous")
                .inFile(compilation.sourceFiles().get(0)).onLineContaining("byNumber");
        assertThat(compilation).hadErrorContaining("a JSON object's keys are strings");
    }

    @Test
    void aNestedClassWithoutACodecIsAnError() {
        Compilation compilation = typegen().compile(PLAIN, JavaFileObjects.forSourceLines("shop.Basket",
                "package shop;",
                "",
                "import java.util.List;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Basket(List<Plain> items) {}"));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedField] Field 'items' of shop.Basket")
                .inFile(compilation.sourceFiles().get(1)).onLineContaining("List<Plain> items");
        assertThat(compilation).hadErrorContaining("shop.Plain has no JSON codec");
    }

    @Test
    void withTheModuleOptionANestedClassOfAModuleCompiledWithoutCodecsIsAnError() {
        Compilation library = typegen().compile(PLAIN);
        assertThat(library).succeeded();
        Path classes;
        try {
            classes = Files.createTempDirectory("library");
            for (JavaFileObject file : library.generatedFiles()) {
                if (file.getKind() == JavaFileObject.Kind.CLASS) {
                    String path = file.toUri().getPath();
                    Path target = classes.resolve(path.substring(path.indexOf("/shop/") + 1));
                    Files.createDirectories(target.getParent());
                    try (InputStream in = file.openInputStream()) {
                        Files.copy(in, target);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<File> classpath = Stream.concat(Stream.of(classes.toString()),
                        Stream.of(System.getProperty("java.class.path").split(File.pathSeparator)))
                .map(File::new)
                .collect(Collectors.toList());

        Compilation compilation = typegen("-Atypegen.json=true").withClasspath(classpath)
                .compile(JavaFileObjects.forSourceLines("shop.Basket",
                        "package shop;",
                        "",
                        "import io.github.typegen.annotations.FlinkType;",
                        "",
                        "@FlinkType",
                        "public record Basket(Plain item) {}"));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedField] Field 'item' of shop.Basket")
                .inFile(compilation.sourceFiles().get(0)).onLineContaining("Plain item");
        assertThat(compilation).hadErrorContaining("shop.Plain has no JSON codec");
    }

    @Test
    void aDateFormatTheCodecCannotFollowIsAnError() {
        Compilation compilation = typegen().compile(JavaFileObjects.forSourceLines("shop.Erroneous",
                "package shop;",
                "",
                "import java.time.LocalDate;",
                "import com.fasterxml.jackson.annotation.JsonFormat;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Erroneous(",
                "        @JsonFormat(pattern = \"yyyy-MM-dd{\") LocalDate day,",
                "        @JsonFormat(shape = JsonFormat.Shape.NUMBER) LocalDate epochDay,",
                "        @JsonFormat(pattern = \"yyyy\") String year) {}"));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TypegenJsonFormat] Field 'day' of shop.Erroneous has"
                + " @JsonFormat(pattern = \"yyyy-MM-dd{\")").inFile(compilation.sourceFiles().get(0))
                .onLineContaining("LocalDate day");
        assertThat(compilation).hadErrorContaining("[TypegenJsonFormat] Field 'epochDay'")
                .inFile(compilation.sourceFiles().get(0)).onLineContaining("epochDay");
        assertThat(compilation).hadErrorContaining("[TypegenJsonFormat] Field 'year'")
                .inFile(compilation.sourceFiles().get(0)).onLineContaining("String year");
    }

    @Test
    void twoFieldsReadingOneNameAndSealedTypesAreErrorsOnTheClass() {
        Compilation compilation = typegen().compile(JavaFileObjects.forSourceLines("shop.Erroneous",
                "package shop;",
                "",
                "import com.fasterxml.jackson.annotation.JsonAlias;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Erroneous(String name, @JsonAlias(\"name\") String title) {}"),
                JavaFileObjects.forSourceLines("shop.Shape",
                "package shop;",
                "",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public sealed interface Shape permits Shape.Circle {",
                "    @FlinkType record Circle(double radius) implements Shape {}",
                "}"),
                JavaFileObjects.forSourceLines("shop.Animal",
                "package shop;",
                "",
                "import com.fasterxml.jackson.annotation.JsonTypeInfo;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "@JsonTypeInfo(use = JsonTypeInfo.Id.NAME)",
                "public sealed interface Animal permits Animal.Cat {",
                "    @FlinkType record Cat(String name) implements Animal {}",
                "}"));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedClass] shop.Erroneous cannot have a JSON"
                + " codec: fields 'name' and 'title' both read the JSON property \"name\"");
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedClass] shop.Shape cannot have a JSON"
                + " codec: a sealed type is read and written with a type property naming the subtype, and it has no"
                + " @JsonTypeInfo").inFile(compilation.sourceFiles().get(1))
                .onLineContaining("sealed interface Shape");
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedClass] shop.Animal cannot have a JSON"
                + " codec: its subtype shop.Animal.Cat has no JSON codec").inFile(compilation.sourceFiles().get(2))
                .onLineContaining("sealed interface Animal");
    }

    private static final JavaFileObject ENVELOPE = JavaFileObjects.forSourceLines("shop.Envelope",
            "package shop;",
            "",
            "import java.time.Instant;",
            "import java.util.List;",
            "import io.github.typegen.annotations.FlinkType;",
            "",
            "@FlinkType(json = true)",
            "public record Envelope<T>(String id, Instant at, T payload, List<T> earlier) {}");

    @Test
    void aGenericClassGetsACodecTakingItsTypeArgumentsCodecs() {
        Compilation compilation = typegen().compile(ENVELOPE, JavaFileObjects.forSourceLines("shop.Parcel",
                "package shop;",
                "",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Parcel(String sku, Envelope<Item> previous, Relay<Item> relay) {",
                "    @FlinkType(json = true) public record Item(String name) {}",
                "}"),
                JavaFileObjects.forSourceLines("shop.Relay",
                "package shop;",
                "",
                "import java.util.Map;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Relay<V>(Envelope<V> inner, Map<String, V> byKey, Envelope<Long> count) {}"));

        assertThat(compilation).succeededWithoutWarnings();
        StringSubject envelopeJsonCodec = generated(compilation, "shop.EnvelopeJsonCodec");
        envelopeJsonCodec.contains("public final class EnvelopeJsonCodec<T> implements JsonCodec<Envelope<T>> {");
        envelopeJsonCodec.contains("public EnvelopeJsonCodec(JsonCodec<T> tCodec) {");
        envelopeJsonCodec.contains("case PAYLOAD -> payload = tCodec.read(parser);");
        envelopeJsonCodec.contains("return new EnvelopeTypeInfo<>(tCodec.typeInformation());");
        StringSubject relayJsonCodec = generated(compilation, "shop.RelayJsonCodec");
        relayJsonCodec.contains("this.envelopeVCodec = new EnvelopeJsonCodec<>(vCodec);");
        relayJsonCodec.contains("new EnvelopeJsonCodec<>(BasicJsonCodec.LONG);");
        StringSubject parcelJsonCodec = generated(compilation, "shop.ParcelJsonCodec");
        parcelJsonCodec.containsMatch(
                "ENVELOPE_ITEM_CODEC = new EnvelopeJsonCodec<>\\(\\s*Parcel_ItemJsonCodec.INSTANCE\\);");
        parcelJsonCodec.contains("case RELAY -> relay = RELAY_ITEM_CODEC.read(parser);");
    }

    @Test
    void aGenericClassWithATypeArgumentWithoutACodecIsAnError() {
        // Envelope<String> is fine (BasicJsonCodec.STRING); Envelope<Plain> is not: Plain has no codec
        Compilation compilation = typegen().compile(ENVELOPE, JavaFileObjects.forSourceLines("shop.Erroneous",
                "package shop;",
                "",
                "import java.util.List;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Erroneous(",
                "        Envelope<String> text,",
                "        List<Envelope<Plain>> plains) {}"), PLAIN);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedField] Field 'plains' of shop.Erroneous")
                .inFile(compilation.sourceFiles().get(1)).onLineContaining("plains");
        assertThat(compilation).hadErrorContaining("shop.Plain has no JSON codec");
    }

    @Test
    void jsonIncludeJsonCreatorAndJsonValueShapeTheCodec() {
        Compilation compilation = typegen().compile(JavaFileObjects.forSourceLines("shop.Coupon",
                "package shop;",
                "",
                "import java.util.List;",
                "import com.fasterxml.jackson.annotation.JsonCreator;",
                "import com.fasterxml.jackson.annotation.JsonInclude;",
                "import com.fasterxml.jackson.annotation.JsonProperty;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "@JsonInclude(JsonInclude.Include.NON_NULL)",
                "public record Coupon(String code, @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> shops,",
                "        Code kind) {",
                "    @JsonCreator",
                "    public static Coupon create(@JsonProperty(\"kind\") Code kind,",
                "            @JsonProperty(\"code\") String code, @JsonProperty(\"shops\") List<String> shops) {",
                "        return new Coupon(code, shops, kind);",
                "    }",
                "}"),
                JavaFileObjects.forSourceLines("shop.Code",
                "package shop;",
                "",
                "import com.fasterxml.jackson.annotation.JsonCreator;",
                "import com.fasterxml.jackson.annotation.JsonValue;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Code(long number) {",
                "    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)",
                "    public Code {}",
                "    @JsonValue public long asNumber() { return number; }",
                "}"));

        assertThat(compilation).succeededWithoutWarnings();
        StringSubject couponJsonCodec = generated(compilation, "shop.CouponJsonCodec");
        couponJsonCodec.contains("return Coupon.create(kind, code, shops);");
        couponJsonCodec.contains("if (code != null) {");
        couponJsonCodec.contains("if (shops != null && !shops.isEmpty()) {");
        StringSubject codeJsonCodec = generated(compilation, "shop.CodeJsonCodec");
        codeJsonCodec.contains("return new Code(JsonReading.readLong(parser));");
        codeJsonCodec.contains("generator.writeNumber(value.asNumber());");
    }

    @Test
    void jacksonFormsTheCodecCannotFollowAreErrorsOnTheirElements() {
        Compilation compilation = typegen().compile(JavaFileObjects.forSourceLines("shop.Erroneous",
                "package shop;",
                "",
                "import com.fasterxml.jackson.annotation.JsonCreator;",
                "import com.fasterxml.jackson.annotation.JsonInclude;",
                "import com.fasterxml.jackson.annotation.JsonProperty;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Erroneous(@JsonInclude(JsonInclude.Include.NON_DEFAULT) int count) {}"),
                JavaFileObjects.forSourceLines("shop.Partial",
                "package shop;",
                "",
                "import com.fasterxml.jackson.annotation.JsonCreator;",
                "import com.fasterxml.jackson.annotation.JsonProperty;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Partial(String name, int count) {",
                "    @JsonCreator",
                "    public static Partial named(@JsonProperty(\"name\") String name) {",
                "        return new Partial(name, 0);",
                "    }",
                "}"),
                JavaFileObjects.forSourceLines("shop.Unnamed",
                "package shop;",
                "",
                "import com.fasterxml.jackson.annotation.JsonCreator;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Unnamed(String name, int count) {",
                "    @JsonCreator",
                "    public static Unnamed of(String name, int count) {",
                "        return new Unnamed(name, count);",
                "    }",
                "}"),
                JavaFileObjects.forSourceLines("shop.Tag",
                "package shop;",
                "",
                "import com.fasterxml.jackson.annotation.JsonValue;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "public record Tag(String text) {",
                "    @JsonValue public String text() { return text; }",
                "}"),
                JavaFileObjects.forSourceLines("shop.Mark",
                "package shop;",
                "",
                "import com.fasterxml.jackson.annotation.JsonCreator;",
                "import com.fasterxml.jackson.annotation.JsonTypeInfo;",
                "import com.fasterxml.jackson.annotation.JsonValue;",
                "import io.github.typegen.annotations.FlinkType;",
                "",
                "@FlinkType(json = true)",
                "@JsonTypeInfo(use = JsonTypeInfo.Id.NAME)",
                "public sealed interface Mark permits Mark.Star {",
                "    @FlinkType(json = true) record Star(int points) implements Mark {",
                "        @JsonCreator public static Star of(int points) { return new Star(points); }",
                "        @JsonValue public int points() { return points; }",
                "    }",
                "}"));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedClass] shop.Erroneous cannot have a JSON"
                + " codec: the codec follows @JsonInclude with ALWAYS, NON_NULL, NON_ABSENT and NON_EMPTY, not"
                + " NON_DEFAULT").inFile(compilation.sourceFiles().get(0)).onLineContaining("int count");
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedClass] shop.Partial cannot have a JSON"
                + " codec: the property \"count\" is not a parameter of its @JsonCreator")
                .inFile(compilation.sourceFiles().get(1)).onLineContaining("Partial named(");
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedClass] shop.Unnamed cannot have a JSON"
                + " codec: the @JsonCreator parameter 'name' has no @JsonProperty name")
                .inFile(compilation.sourceFiles().get(2)).onLineContaining("Unnamed of(");
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedClass] shop.Tag cannot have a JSON"
                + " codec: it has @JsonValue and no delegating @JsonCreator to read the value back")
                .inFile(compilation.sourceFiles().get(3)).onLineContaining("String text()");
        assertThat(compilation).hadErrorContaining("[TypegenJsonUnsupportedClass] shop.Mark cannot have a JSON"
                + " codec: its subtype shop.Mark.Star is written as its @JsonValue")
                .inFile(compilation.sourceFiles().get(4)).onLineContaining("sealed interface Mark");
    }

    @Test
    void withoutTheJsonModuleOnTheClasspathTheSwitchIsAnError() throws URISyntaxException {
        String runtime = new File(JsonCodec.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .getPath();
        List<File> classpath = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !new File(entry).getPath().equals(runtime))
                .map(File::new)
                .collect(Collectors.toList());
        Compilation compilation = typegen("-Atypegen.json=true").withClasspath(classpath).compile(PLAIN);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TypegenJsonMissing] shop.Plain asks for a JSON codec, but"
                + " io.github.typegen:typegen-json is not on the compile classpath.")
                .inFile(PLAIN).onLineContaining("record Plain");
    }
}
