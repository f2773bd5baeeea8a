package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.resource;
import static io.github.typegen.processor.TestCompilations.typegen;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.testing.compile.Compilation;

/**
 * Layer 1: every diagnostic of {@link Message}, each triggered by an {@code Erroneous*} source under
 * {@code src/test/resources/erroneous}, reported with its stable id, on the line of the offending element,
 * with a suggested fix, and as the only error of the compilation (no cascade into generated code).
 *
 * <p>{@link Message#INTERNAL_ERROR} is not covered here: it reports an unexpected exception inside the
 * processor, which no input should be able to trigger (that would be a bug). It is not faked with a
 * broken processor either, since that would only test the test.
 */
class DiagnosticsTest {

    private static ErroneousCase of(String file, Message message, String line, String... mentions) {
        return new ErroneousCase("erroneous", file, message, line, List.of(mentions));
    }

    static Stream<ErroneousCase> cases() {
        return Stream.of(
                of("ErroneousObjectField", Message.UNSUPPORTED_TYPE, "Object payload",
                        "'payload'", "java.lang.Object", "Declare the type the field holds",
                        "a sealed interface annotated @FlinkType",
                        "Flink's @TypeInfo(YourTypeInfoFactory.class) on the field"),
                of("ErroneousInterfaceField", Message.UNSUPPORTED_TYPE, "Listener listener",
                        "'listener'", "Make erroneous.ErroneousInterfaceField.Listener sealed and annotate it",
                        "@TypeInfo(YourTypeInfoFactory.class) on the field or on erroneous.ErroneousInterfaceField.Listener"),
                of("ErroneousUnannotatedClassField", Message.UNSUPPORTED_TYPE, "Address address",
                        "'address'", "Annotate erroneous.ErroneousUnannotatedClassField.Address with @FlinkType",
                        "for a class of a library", "@Convert(YourFlinkConverter.class) on the field",
                        "@TypeInfo(YourTypeInfoFactory.class) on the field or on the class"),
                of("ErroneousJdkCollection", Message.UNSUPPORTED_TYPE, "CopyOnWriteArrayList<String> listeners",
                        "'listeners'", "java.util.concurrent.CopyOnWriteArrayList<java.lang.String>",
                        "Declare one of the collection types Typegen serializes: List, ArrayList, Set,",
                        "Deque, ArrayDeque, LinkedList, Map,", "EnumMap (with supported element types), or an array"),
                of("ErroneousJdkClass", Message.UNSUPPORTED_TYPE, "Calendar since",
                        "'since'", "java.util.Calendar", "no serializer for this JDK class",
                        "@Convert(YourFlinkConverter.class) on the field",
                        "@TypeInfo(YourTypeInfoFactory.class) on the field"),
                of("ErroneousMapValue", Message.UNSUPPORTED_TYPE, "attributes;",
                        "Field 'attributes' of type"
                                + " java.util.Map<java.lang.String,java.util.Optional<java.lang.Object>> has no"
                                + " serializer for java.lang.Object.",
                        "Declare the type the field holds"),
                of("ErroneousListElement", Message.UNSUPPORTED_TYPE, "List<LineItem> items",
                        "Field 'items' of type java.util.List<erroneous.ErroneousListElement.LineItem> has no"
                                + " serializer for erroneous.ErroneousListElement.LineItem.",
                        "Annotate erroneous.ErroneousListElement.LineItem with @FlinkType"),
                of("ErroneousNestedRawType", Message.RAW_TYPE, "groups;",
                        "Field 'groups' of type java.util.Map<java.lang.String,java.util.List> uses the raw type"
                                + " java.util.List.", "type arguments"),
                of("ErroneousRawType", Message.RAW_TYPE, "List items",
                        "'items'", "java.util.List", "type arguments"),
                of("ErroneousWildcardType", Message.WILDCARD_TYPE, "amounts;",
                        "Field 'amounts' of type java.util.List<? extends java.lang.Number> uses the wildcard type"
                                + " ? extends java.lang.Number."),
                of("ErroneousGenericArray", Message.GENERIC_ARRAY, "batches;",
                        "'batches'", "java.util.List<java.lang.String>", "List"),
                of("ErroneousSortedSetOfIncomparable", Message.NOT_COMPARABLE, "bins;",
                        "'bins'", "SortedSet", "element", "erroneous.ErroneousSortedSetOfIncomparable.Bin",
                        "Comparable"),
                of("ErroneousSortedMapOfIncomparable", Message.NOT_COMPARABLE, "cities;",
                        "'cities'", "TreeMap", "key", "java.time.ZoneId"),
                of("ErroneousGenericClass", Message.GENERIC_CLASS, "interface ErroneousGenericClass",
                        "erroneous.ErroneousGenericClass", "sealed type with type parameters"),
                of("ErroneousUnusedTypeParameter", Message.UNUSED_TYPE_PARAMETER, "record ErroneousUnusedTypeParameter",
                        "Type parameter T", "erroneous.ErroneousUnusedTypeParameter", "no serialized field"),
                of("ErroneousTypeArgument", Message.UNSUPPORTED_TYPE_ARGUMENT, "Box<Instant> when",
                        "'when'", "java.time.Instant", "wrap"),
                of("ErroneousRecursiveGeneric", Message.RECURSIVE_GENERIC, "children",
                        "'children'", "erroneous.ErroneousRecursiveGeneric", "cannot contain itself"),
                of("ErroneousTypeInfoFactory", Message.TYPE_INFO_FACTORY, "String code",
                        "'code'", "erroneous.ErroneousTypeInfoFactory.LongInfo", "java.lang.Long, not of java.lang.String",
                        "TypeInfoFactory<java.lang.String>"),
                of("ErroneousConverterClass", Message.CONVERTER_CLASS, "Point at",
                        "erroneous.ErroneousConverterClass.PointConverter", "@Convert on field 'at'",
                        "has no public no-argument constructor", "implements FlinkConverter<Money, String>"),
                of("ErroneousConverterMismatch", Message.CONVERTER_MISMATCH, "List<String> labels",
                        "'labels'", "java.util.List<java.lang.String>",
                        "erroneous.ErroneousConverterMismatch.PointConverter",
                        "holds no erroneous.ErroneousConverterMismatch.Point"),
                of("ErroneousConverterStoredType", Message.CONVERTER_STORED_TYPE, "Point at",
                        "'at'", "erroneous.ErroneousConverterStoredType.PointConverter",
                        "stored type java.lang.Object, which has no serializer", "a non-generic @FlinkType record"),
                of("ErroneousConverterConflict", Message.CONVERTER_CONFLICT, "@FlinkConverters",
                        "two converters of erroneous.ErroneousConverterConflict.Point",
                        "erroneous.ErroneousConverterConflict.AsInt", "erroneous.ErroneousConverterConflict.AsText",
                        "@Convert"),
                of("ErroneousRawGenericUse", Message.RAW_TYPE, "Box box",
                        "'box'", "erroneous.ErroneousRawGenericUse.Box", "type arguments"),
                of("ErroneousWildcardGenericUse", Message.WILDCARD_TYPE, "Box<?> box",
                        "'box'", "erroneous.ErroneousWildcardGenericUse.Box<?>"),
                of("ErroneousFinalFieldsNoConstructor", Message.NO_CONSTRUCTOR,
                        "class ErroneousFinalFieldsNoConstructor",
                        "erroneous.ErroneousFinalFieldsNoConstructor", "final fields", "constructor"),
                of("ErroneousAmbiguousConstructor", Message.NO_CONSTRUCTOR,
                        "class ErroneousAmbiguousConstructor",
                        "erroneous.ErroneousAmbiguousConstructor", "final fields", "parameter names"),
                of("ErroneousNoNoArgConstructor", Message.NO_CONSTRUCTOR, "class ErroneousNoNoArgConstructor",
                        "erroneous.ErroneousNoNoArgConstructor", "no-argument constructor"),
                of("ErroneousPrivateFieldNoGetter", Message.NO_ACCESSOR, "private int secret",
                        "'secret'", "erroneous.ErroneousPrivateFieldNoGetter", "read", "getSecret()"),
                of("ErroneousPrivateFieldNoSetter", Message.NO_ACCESSOR, "long version",
                        "'version'", "erroneous.ErroneousPrivateFieldNoSetter", "written", "setVersion(long)"),
                of("ErroneousEnum", Message.ENUM_TYPE, "enum ErroneousEnum",
                        "erroneous.ErroneousEnum", "enum", "Remove @FlinkType"),
                of("ErroneousAnnotationType", Message.ANNOTATION_TYPE, "@interface ErroneousAnnotationType",
                        "erroneous.ErroneousAnnotationType", "annotation type", "Remove @FlinkType"),
                of("ErroneousNonSealedInterface", Message.UNSEALED_INTERFACE,
                        "interface ErroneousNonSealedInterface",
                        "erroneous.ErroneousNonSealedInterface", "not sealed", "Make it sealed"),
                of("ErroneousAbstractClass", Message.UNSEALED_ABSTRACT_CLASS, "abstract class ErroneousAbstractClass",
                        "erroneous.ErroneousAbstractClass", "abstract and not sealed", "Make it sealed"),
                of("ErroneousInnerClass", Message.INNER_CLASS, "class Inner",
                        "erroneous.ErroneousInnerClass.Inner", "inner", "static"),
                of("ErroneousPrivateNestedClass", Message.PRIVATE_TYPE, "class Hidden",
                        "erroneous.ErroneousPrivateNestedClass.Hidden", "private", "package-private"),
                of("ErroneousNestedInPrivateClass", Message.NESTED_IN_PRIVATE_TYPE, "record Inner",
                        "erroneous.ErroneousNestedInPrivateClass.Hidden.Inner",
                        "nested in the private class erroneous.ErroneousNestedInPrivateClass.Hidden"),
                of("ErroneousRecordComponent", Message.UNSUPPORTED_TYPE, "Object attachment",
                        "'attachment'", "java.lang.Object"),
                of("ErroneousSealedConcreteClass", Message.SEALED_CONCRETE_CLASS,
                        "sealed class ErroneousSealedConcreteClass",
                        "erroneous.ErroneousSealedConcreteClass", "not abstract", "Make it abstract"),
                of("ErroneousUnannotatedSubtype", Message.SEALED_SUBTYPE,
                        "sealed interface ErroneousUnannotatedSubtype",
                        "erroneous.ErroneousUnannotatedSubtype.Plain", "not annotated @FlinkType"),
                of("ErroneousNonSealedSubtype", Message.SEALED_SUBTYPE,
                        "sealed interface ErroneousNonSealedSubtype",
                        "erroneous.ErroneousNonSealedSubtype.Open", "non-sealed"),
                of("ErroneousRawTuple", Message.RAW_TYPE, "Tuple2 pair",
                        "'pair'", "org.apache.flink.api.java.tuple.Tuple2", "type arguments"),
                of("ErroneousTupleElement", Message.UNSUPPORTED_TYPE, "Object> pair",
                        "Field 'pair' of type org.apache.flink.api.java.tuple.Tuple2<java.lang.String,java.lang.Object>"
                                + " has no serializer for java.lang.Object."),
                of("ErroneousPrefix", Message.BAD_PREFIX, "@FlinkType(prefix",
                        "\"Order-Event\"", "erroneous.ErroneousPrefix", "FlinkErroneousPrefix"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void reportsTheErrorOnTheOffendingLine(ErroneousCase c) {
        c.assertReportedOnItsLine();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void saysWhatIsWrongAndHowToFixIt(ErroneousCase c) {
        c.assertSaysWhatIsWrongAndHowToFixIt();
    }

    /**
     * The messages of {@code @Stage.Sql} queries checked by Flink's SQL front end, tested in {@code typegen-sql}
     * (SqlCheckTest, and CalcFusionTest for the path of each query).
     */
    private static final Set<Message> SQL_FRONT_END = Set.of(Message.SQL_INVALID, Message.SQL_RESULT_MISMATCH,
            Message.SQL_NOT_CHECKED, Message.SQL_FRONT_END_FAILED, Message.SQL_FUSED, Message.SQL_NOT_FUSED,
            Message.SQL_FUNCTION_NOT_COMPILED, Message.SQL_UPDATING_RESULT);

    /** The JSON codecs' messages: their inputs are in typegen-json's JsonCodecCompileTest, with typegen-json. */
    private static final Set<Message> JSON_CODECS = Set.of(Message.JSON_UNSUPPORTED_FIELD,
            Message.JSON_UNSUPPORTED_CLASS, Message.JSON_FORMAT, Message.JSON_MODULE_MISSING);

    @Test
    void everyMessageIdButTheInternalErrorHasAnErroneousInput() {
        // The @Pipeline messages have their inputs in PipelineDiagnosticsTest, the table annotations' in
        // TableDiagnosticsTest, the processor options' in ProcessorOptionsTest, Lombok's in LombokTest (its error
        // is not reported next to others: another error ends javac's rounds before Lombok's would have), the name
        // clashes' (reported on two classes) in GeneratedNamesTest, the note on a class left without @TypeInfo in
        // ClassFileWeavingTest (it needs a compiler Typegen cannot listen to). Those of the SQL front end are in
        // typegen-sql's SqlCheckTest: they need the front end on the processor path, which these tests cannot have.
        // The JSON codecs' are in typegen-json's JsonCodecCompileTest, which has typegen-json on its class path.
        Set<Message> covered = Stream.of(cases().map(ErroneousCase::message), PipelineDiagnosticsTest.messages(),
                        TableDiagnosticsTest.messages(), ProcessorOptionsTest.messages(), LombokTest.messages(),
                        GeneratedNamesTest.messages(), ClassFileWeavingTest.messages())
                .flatMap(s -> s)
                .collect(Collectors.toSet());

        assertThat(covered).containsExactlyInAnyOrder(Arrays.stream(Message.values())
                .filter(m -> m != Message.INTERNAL_ERROR)
                .filter(m -> !SQL_FRONT_END.contains(m))
                .filter(m -> !JSON_CODECS.contains(m))
                .toArray(Message[]::new));
    }

    @Test
    void everyErroneousInputIsUsed() throws IOException {
        ErroneousCase.assertEveryInputIsUsed("erroneous", cases());
    }

    @Test
    void reportsEveryErroneousTypeOfACompilation() {
        List<JavaFileObject> sources = cases().map(ErroneousCase::source).collect(Collectors.toList());

        Compilation compilation = typegen().compile(sources);

        assertThat(compilation).hadErrorCount(sources.size());
        for (ErroneousCase c : cases().collect(Collectors.toList())) {
            assertThat(compilation)
                    .hadErrorContaining("[" + c.message().id() + "]")
                    .inFile(c.source())
                    .onLineContaining(c.line());
        }
    }

    /**
     * compile-testing hides generated files when a compilation fails, so this one runs javac itself, writing
     * generated sources to a directory.
     */
    @Test
    void anErroneousTypeDoesNotStopTheOthers(@TempDir Path output) throws IOException {
        Path sources = output.resolve("sources");
        Path classes = output.resolve("classes");
        Files.createDirectories(sources);
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        boolean succeeded;
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics,
                    List.of("-proc:only", TestCompilations.TABLES, "-s", sources.toString(), "-d",
                            classes.toString(), "-classpath", System.getProperty("java.class.path")),
                    null,
                    List.of(resource("erroneous/ErroneousObjectField.java"), resource("valid/Neighbour.java"),
                            resource("erroneous/ErroneousEnum.java")));
            task.setProcessors(List.of(new TypegenProcessor()));
            succeeded = task.call();
        }

        assertThat(succeeded).isFalse();
        assertThat(diagnostics.getDiagnostics())
                .filteredOn(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(d -> d.getMessage(Locale.ROOT))
                .hasSize(2)
                .anyMatch(m -> m.startsWith("[TypegenUnsupportedType]"))
                .anyMatch(m -> m.startsWith("[TypegenUnsupportedShape]"));
        for (String suffix : List.of("Serializer", "SerializerSnapshot", "TypeInfo", "TypeInfoFactory")) {
            assertThat(sources.resolve("valid/Neighbour" + suffix + ".java")).exists();
            assertThat(sources.resolve("erroneous/ErroneousObjectField" + suffix + ".java")).doesNotExist();
        }
    }

}
