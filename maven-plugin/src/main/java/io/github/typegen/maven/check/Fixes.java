package io.github.typegen.maven.check;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.MapKind;
import io.github.typegen.format.ValueKind;

import io.github.typegen.maven.classes.ClassNames;

/** How to fix a Kryo fallback: the advice the check prints under each one. */
final class Fixes {

    /**
     * JDK types Typegen serializes as fields of a {@code @FlinkType} class (internal names), where Flink may use
     * Kryo: the value, collection and map kinds of the serialized format, and {@code Optional}.
     */
    private static final Set<String> TYPEGEN_FIELD_TYPES = Stream.of(
                    Arrays.stream(ValueKind.values()).map(ValueKind::type),
                    Arrays.stream(CollectionKind.values()).map(CollectionKind::declared),
                    Arrays.stream(MapKind.values()).map(MapKind::declared),
                    Stream.of(Optional.class))
            .flatMap(types -> types)
            .map(type -> type.getName().replace('.', '/'))
            .collect(Collectors.toUnmodifiableSet());

    private Fixes() {}

    /** JDK types too general to allow: allowing them would hide every other use. */
    private static final Set<String> NOT_TO_ALLOW = Set.of(
            "java/lang/Object", "java/lang/Class", "java/util/List", "java/util/Set", "java/util/Map",
            "java/util/Collection", "java/lang/Iterable");

    /**
     * The advice for one path to Kryo.
     *
     * @param isGeneric whether a class (internal name) has type parameters: Typegen does not take those
     */
    static String fix(KryoPath path, Predicate<String> isGeneric) {
        String owner = path.fieldOwner() == null ? null : ClassNames.binaryName(path.fieldOwner());
        String field = path.fieldName();
        String culpritClass = path.culpritClass() == null ? null : ClassNames.binaryName(path.culpritClass());
        String advice = switch (path.reason()) {
            case EXPLICIT_GENERIC -> "Annotate " + culpritClass + " with @FlinkType and use TypeInformation.of("
                    + culpritClass + ".class) instead.";
            case UNRESOLVED_TYPE_VARIABLE -> "Use " + owner + " with concrete type arguments where it meets Flink"
                    + " (e.g. DataStream<" + owner + "<String>>), or give field '" + field + "' a concrete type.";
            case UNANALYSABLE -> "Give field '" + field + "' of " + owner + " a complete type (e.g. Tuple2<String,"
                    + " Long>, not a raw Tuple2), or annotate " + owner + " with @FlinkType.";
            case OBJECT, CLASS -> owner != null
                    ? "Declare field '" + field + "' of " + owner + " with a concrete type."
                    : "Use a concrete type instead of " + path.culprit() + ".";
            case RECURSIVE -> "Annotate " + (owner != null ? owner : culpritClass) + " with @FlinkType: Typegen"
                    + " serializes recursive types.";
            default -> {
                if (isUserClass(path.culpritClass())) {
                    yield annotateCulprit(path, culpritClass);
                }
                boolean ownerTakesFlinkType = owner != null && !isGeneric.test(path.fieldOwner());
                yield libraryType(path, ownerTakesFlinkType ? owner : null);
            }
        };
        boolean allowable = culpritClass != null && !NOT_TO_ALLOW.contains(path.culpritClass());
        String accepted = !allowable ? "" : " To accept it as it is (a serializer registered by"
                + " configuration, say), add " + culpritClass + " to <allow> of the check goal.";
        return advice + accepted;
    }

    private static String annotateCulprit(KryoPath path, String culpritClass) {
        String annotate = "Annotate " + culpritClass + " with @FlinkType, so that Typegen generates its serializer"
                + " and the weave goal attaches it";
        return switch (path.reason()) {
            case INTERFACE -> annotate + " (a sealed interface whose permitted subtypes are @FlinkType).";
            case FIELD_NOT_ACCESSIBLE -> annotate + ", or make it a Flink POJO: give field '" + path.detail()
                    + "' a public getter and setter.";
            case NO_DEFAULT_CONSTRUCTOR, NON_PUBLIC_DEFAULT_CONSTRUCTOR ->
                    annotate + ", or make it a Flink POJO: give it a public no-argument constructor.";
            case NOT_PUBLIC -> annotate + ", or make it a public class.";
            default -> annotate + ".";
        };
    }

    private static String libraryType(KryoPath path, String owner) {
        boolean typegenSupports = path.culpritClass() != null && typegenSerializes(path.culpritClass());
        if (owner != null && typegenSupports) {
            return "Annotate " + owner + " with @FlinkType: Typegen serializes " + path.culprit() + " directly.";
        }
        if (owner != null) {
            return "Declare field '" + path.fieldName() + "' of " + owner + " with a type Flink or Typegen can"
                    + " serialize, or annotate " + owner + " with @FlinkType and change the field there.";
        }
        if (path.fieldName() != null) {
            return "Give field '" + path.fieldName() + "' of " + ClassNames.binaryName(path.fieldOwner())
                    + " a type Flink can serialize, or move it into a non-generic @FlinkType class.";
        }
        return "Wrap " + path.culprit() + " in a @FlinkType class, or give Flink its TypeInformation explicitly"
                + " where the stream or state is created (e.g. Types.LOCAL_DATE, Types.LIST(...), Types.MAP(...)"
                + " with returns(...) or a descriptor built from a TypeInformation).";
    }

    /** Whether Typegen serializes the JDK class {@code internalName} as a field type. */
    static boolean typegenSerializes(String internalName) {
        return TYPEGEN_FIELD_TYPES.contains(internalName);
    }

    /** A class its users could annotate: not the JDK's, Flink's or a JVM language's runtime. */
    static boolean isUserClass(String internalName) {
        return internalName != null
                && !internalName.startsWith("java/") && !internalName.startsWith("javax/")
                && !internalName.startsWith("jdk/") && !internalName.startsWith("sun/")
                && !internalName.startsWith("org/apache/flink/") && !internalName.startsWith("scala/")
                && !internalName.startsWith("kotlin/");
    }
}
