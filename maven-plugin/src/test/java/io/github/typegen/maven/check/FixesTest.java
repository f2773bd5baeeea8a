package io.github.typegen.maven.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.github.typegen.maven.testing.TestClasses;

class FixesTest {

    private static final String FIXES = "io.github.typegen.maven.fixtures.fixes.";
    private static final String ANNOTATE = " with @FlinkType, so that Typegen generates its serializer and the weave"
            + " goal attaches it";
    private static final String POJO = "make it a Flink POJO: give it a public no-argument constructor.";
    private static final String TYPE_INFO = "put Flink's @TypeInfo(YourTypeInfoFactory.class) on its ";

    private static ClassRepository classes;
    private static Fixes fixes;

    @BeforeAll
    static void open() {
        classes = new ClassRepository(TestClasses.classpath());
        fixes = new Fixes(classes);
    }

    @AfterAll
    static void close() throws Exception {
        classes.close();
    }

    /** The advice for a user class Flink hands to Kryo for want of a no-argument constructor. */
    private static String noDefaultConstructor(String simpleName) {
        String name = FIXES + simpleName;
        return fixes.fix(new KryoPath(List.of(), name, name.replace('.', '/'), Reason.NO_DEFAULT_CONSTRUCTOR, null,
                null, null));
    }

    private static String allow(String name) {
        return " To accept it as it is (a serializer registered by configuration, say), add " + name
                + " to <allow> of the check goal.";
    }

    /** Types.GENERIC of a JDK class: the class cannot be annotated, so the advice is a typed TypeInformation. */
    @Test
    void anExplicitGenericJdkClassIsGivenATypedTypeInformation() {
        String advice = fixes.fix(new KryoPath(List.of(), "Calendar", "java/util/Calendar", Reason.EXPLICIT_GENERIC,
                null, null, null));

        assertThat(advice).isEqualTo("Give Flink a typed TypeInformation of java.util.Calendar instead of"
                + " Types.GENERIC: one of Flink's own where it has one (Types.LOCAL_DATE, Types.LIST(...), ...), or a"
                + " @FlinkType class that holds it." + allow("java.util.Calendar"));
    }

    /** The advice names the JDK types the format defines, so a new kind needs no second list here. */
    @Test
    void theJdkTypesTypegenSerializesAreThoseOfTheFormat() {
        assertThat(List.of("java/util/UUID", "java/time/ZonedDateTime", "java/time/YearMonth", "java/util/TreeMap",
                "java/util/EnumSet", "java/util/ArrayDeque", "java/util/Queue", "java/util/Optional", "java/net/URI",
                "java/util/Currency", "java/util/OptionalLong"))
                .allMatch(TypegenFields::isJdkFieldType);
        assertThat(List.of("java/lang/Object", "java/util/Calendar", "java/util/PriorityQueue", "java/io/File",
                "java/lang/Iterable"))
                .noneMatch(TypegenFields::isJdkFieldType);
    }

    @Test
    void aFieldOfASupportedJdkTypeIsFixedByAnnotatingItsOwner() {
        KryoPath path = new KryoPath(List.of(), "java.util.ArrayDeque<String>", "java/util/ArrayDeque",
                Reason.COLLECTION_IMPLEMENTATION, null, "com/example/Cart", "recent");

        assertThat(fixes.fix(path))
                .startsWith("Annotate com.example.Cart with @FlinkType: Typegen serializes"
                        + " java.util.ArrayDeque<String> directly.");
    }

    @Test
    void aClassWhoseFieldsTypegenAllSerializesIsToBeAnnotatedAsItIs() {
        assertThat(noDefaultConstructor("Supported"))
                .isEqualTo("Annotate " + FIXES + "Supported" + ANNOTATE + ", or " + POJO + allow(FIXES + "Supported"));
    }

    @Test
    void anObjectFieldIsNamedWithTheHatchForIt() {
        assertThat(noDefaultConstructor("HoldsObject"))
                .isEqualTo("Annotate " + FIXES + "HoldsObject" + ANNOTATE + ", and " + TYPE_INFO + "field 'payload'"
                        + " (Object), which Typegen does not serialize; or " + POJO + allow(FIXES + "HoldsObject"));
    }

    @Test
    void aLibraryTypeFieldIsNamedWithTheHatchForIt() {
        assertThat(noDefaultConstructor("HoldsLibraryType"))
                .isEqualTo("Annotate " + FIXES + "HoldsLibraryType" + ANNOTATE + ", and " + TYPE_INFO + "field 'hits'"
                        + " (org.apache.commons.lang3.mutable.MutableInt), which Typegen does not serialize; or " + POJO
                        + allow(FIXES + "HoldsLibraryType"));
    }

    @Test
    void aFieldOrFieldClassWithTypeInfoIsSerializedThroughItsFactory() {
        assertThat(noDefaultConstructor("HoldsTypeInfoField"))
                .isEqualTo("Annotate " + FIXES + "HoldsTypeInfoField" + ANNOTATE + ", or " + POJO
                        + allow(FIXES + "HoldsTypeInfoField"));
    }

    @Test
    void aCollectionOfAnUnsupportedTypeIsNamedAndAnArrayOfOneIsToBeChanged() {
        assertThat(noDefaultConstructor("HoldsFiles"))
                .isEqualTo("Annotate " + FIXES + "HoldsFiles" + ANNOTATE + ", and " + TYPE_INFO + "field 'links'"
                        + " (java.util.List<java.io.File>), which Typegen does not serialize, and give its field"
                        + " 'mirrors' (java.io.File[]) a type Typegen serializes; or " + POJO
                        + allow(FIXES + "HoldsFiles"));
    }

    @Test
    void aSupportedFieldOfAnOwnerWithUnsupportedOnesIsFixedByAnnotatingWithTheHatch() {
        KryoPath path = new KryoPath(List.of(), "java.util.ArrayDeque<String>", "java/util/ArrayDeque",
                Reason.COLLECTION_IMPLEMENTATION, null, (FIXES + "HoldsObject").replace('.', '/'), "recent");

        assertThat(fixes.fix(path))
                .isEqualTo("Annotate " + FIXES + "HoldsObject with @FlinkType and " + TYPE_INFO + "field 'payload'"
                        + " (Object), which Typegen does not serialize: Typegen serializes java.util.ArrayDeque<String>"
                        + " directly." + allow("java.util.ArrayDeque"));
    }

    @Test
    void aLibraryClassHandedToKryoIsNotToBeAnnotatedButItsFieldGetsTheHatch() {
        String owner = FIXES + "HoldsLibraryType";
        KryoPath path = new KryoPath(List.of(), "org.apache.commons.lang3.mutable.MutableInt",
                "org/apache/commons/lang3/mutable/MutableInt", Reason.FIELD_NOT_ACCESSIBLE, "value",
                owner.replace('.', '/'), "hits");

        assertThat(fixes.fix(path))
                .isEqualTo("Declare field 'hits' of " + owner + " with a type Flink or Typegen can serialize, or"
                        + " annotate " + owner + " with @FlinkType and " + TYPE_INFO + "field 'hits'"
                        + " (org.apache.commons.lang3.mutable.MutableInt), which Typegen does not serialize."
                        + allow("org.apache.commons.lang3.mutable.MutableInt"));
    }
}
