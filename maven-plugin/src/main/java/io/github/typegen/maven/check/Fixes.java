package io.github.typegen.maven.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import io.github.typegen.maven.classes.ClassNames;

/** How to fix a Kryo fallback: the advice the check prints under each one. */
final class Fixes {

    private final ClassRepository classes;
    private final TypegenFields typegenFields;

    Fixes(ClassRepository classes) {
        this.classes = classes;
        this.typegenFields = new TypegenFields(classes);
    }

    /** JDK types too general to allow: allowing them would hide every other use. */
    private static final Set<String> NOT_TO_ALLOW = Set.of(
            "java/lang/Object", "java/lang/Class", "java/util/List", "java/util/Set", "java/util/Map",
            "java/util/Collection", "java/lang/Iterable");

    /** The advice for one path to Kryo. */
    String fix(KryoPath path) {
        String owner = path.fieldOwner() == null ? null : ClassNames.binaryName(path.fieldOwner());
        String field = path.fieldName();
        String culpritClass = path.culpritClass() == null ? null : ClassNames.binaryName(path.culpritClass());
        String advice = switch (path.reason()) {
            case EXPLICIT_GENERIC -> {
                if (!typegenFields.canAnnotate(path.culpritClass())) {
                    yield "Give Flink a typed TypeInformation of " + culpritClass + " instead of Types.GENERIC: one of"
                            + " Flink's own where it has one (Types.LOCAL_DATE, Types.LIST(...), ...), or a @FlinkType"
                            + " class that holds it.";
                }
                Optional<String> needs = needs(path.culpritClass(), null);
                yield "Annotate " + culpritClass + " with @FlinkType" + needs.map(n -> " and " + n + ",").orElse("")
                        + " and use TypeInformation.of(" + culpritClass + ".class) instead.";
            }
            case UNRESOLVED_TYPE_VARIABLE -> "Use " + owner + " with concrete type arguments where it meets Flink"
                    + " (e.g. DataStream<" + owner + "<String>>), or give field '" + field + "' a concrete type.";
            case UNANALYSABLE -> "Give field '" + field + "' of " + owner + " a complete type (e.g. Tuple2<String,"
                    + " Long>, not a raw Tuple2)" + (typegenFields.unsupportedFields(path.fieldOwner()).isEmpty()
                            ? ", or annotate " + owner + " with @FlinkType." : ".");
            case OBJECT, CLASS -> owner != null
                    ? "Declare field '" + field + "' of " + owner + " with a concrete type."
                    : "Use a concrete type instead of " + path.culprit() + ".";
            case RECURSIVE -> {
                String recursive = path.fieldOwner() != null ? path.fieldOwner() : path.culpritClass();
                yield "Annotate " + annotated(recursive, null) + ": Typegen serializes recursive types.";
            }
            default -> {
                if (typegenFields.canAnnotate(path.culpritClass())) {
                    yield annotateCulprit(path, culpritClass);
                }
                boolean ownerTakesFlinkType = owner != null && typegenFields.canAnnotate(path.fieldOwner())
                        && classes.find(path.fieldOwner()).map(info -> info.typeParameters().isEmpty()).orElse(true);
                yield libraryType(path, ownerTakesFlinkType ? owner : null);
            }
        };
        boolean allowable = culpritClass != null && !NOT_TO_ALLOW.contains(path.culpritClass());
        String accepted = !allowable ? "" : " To accept it as it is (a serializer registered by"
                + " configuration, say), add " + culpritClass + " to <allow> of the check goal.";
        return advice + accepted;
    }

    private String annotateCulprit(KryoPath path, String culpritClass) {
        Optional<String> needs = needs(path.culpritClass(), null);
        String annotate = "Annotate " + culpritClass + " with @FlinkType, so that Typegen generates its serializer"
                + " and the weave goal attaches it" + needs.map(n -> ", and " + n).orElse("");
        String or = needs.isPresent() ? "; or " : ", or ";
        return switch (path.reason()) {
            case INTERFACE -> annotate + " (a sealed interface whose permitted subtypes are @FlinkType).";
            case FIELD_NOT_ACCESSIBLE -> annotate + or + "make it a Flink POJO: give field '" + path.detail()
                    + "' a public getter and setter.";
            // an immutable class (a Lombok @Value class compiles to one): Typegen takes it as it is, and a POJO it
            // could only become by giving up its final fields
            case FINAL_FIELD -> annotate + ". Typegen serializes immutable classes as they are: final fields, read"
                    + " by their getters and set by the constructor that takes them all (as Lombok's @Value and"
                    + " records write them).";
            case NO_DEFAULT_CONSTRUCTOR, NON_PUBLIC_DEFAULT_CONSTRUCTOR ->
                    annotate + or + "make it a Flink POJO: give it a public no-argument constructor.";
            case NOT_PUBLIC -> annotate + or + "make it a public class.";
            default -> annotate + ".";
        };
    }

    private String libraryType(KryoPath path, String owner) {
        if (owner != null) {
            boolean fieldSupported = typegenFields.unsupportedFields(path.fieldOwner()).stream()
                    .noneMatch(field -> field.name().equals(path.fieldName()));
            if (fieldSupported && path.culpritClass() != null && TypegenFields.isJdkFieldType(path.culpritClass())) {
                return "Annotate " + annotated(path.fieldOwner(), null) + ": Typegen serializes " + path.culprit()
                        + " directly.";
            }
            String declare = "Declare field '" + path.fieldName() + "' of " + owner + " with a type Flink or Typegen"
                    + " can serialize, or annotate ";
            if (!fieldSupported) {
                return declare + annotated(path.fieldOwner(), null) + ".";
            }
            return declare + owner + " with @FlinkType and change the field there"
                    + needs(path.fieldOwner(), path.fieldName()).map(n -> ", and " + n).orElse("") + ".";
        }
        if (path.fieldName() != null) {
            return "Give field '" + path.fieldName() + "' of " + ClassNames.binaryName(path.fieldOwner())
                    + " a type Flink can serialize, or move it into a non-generic @FlinkType class.";
        }
        return "Wrap " + path.culprit() + " in a @FlinkType class, or give Flink its TypeInformation explicitly"
                + " where the stream or state is created (e.g. Types.LOCAL_DATE, Types.LIST(...), Types.MAP(...)"
                + " with returns(...) or a descriptor built from a TypeInformation).";
    }

    /** "C with @FlinkType", and what its fields need besides for the annotation to compile. */
    private String annotated(String internalName, String exceptField) {
        return ClassNames.binaryName(internalName) + " with @FlinkType"
                + needs(internalName, exceptField).map(n -> " and " + n).orElse("");
    }

    /**
     * What the fields of a user class Typegen does not serialize need before the class can be a {@code @FlinkType}
     * (a factory named by {@code @TypeInfo}, or another type for an array), all but {@code exceptField}; empty when
     * annotating the class is enough.
     */
    private Optional<String> needs(String internalName, String exceptField) {
        if (!typegenFields.canAnnotate(internalName)) {
            return Optional.empty();
        }
        List<ClassInfo.FieldInfo> unsupported = typegenFields.unsupportedFields(internalName).stream()
                .filter(field -> !field.name().equals(exceptField))
                .collect(Collectors.toList());
        // a factory's type information is for a class: an array field needs another type
        List<ClassInfo.FieldInfo> arrays = unsupported.stream()
                .filter(field -> field.type() instanceof JavaType.ArrayType).collect(Collectors.toList());
        List<ClassInfo.FieldInfo> classFields = unsupported.stream()
                .filter(field -> !arrays.contains(field)).collect(Collectors.toList());
        List<String> needs = new ArrayList<>();
        if (!classFields.isEmpty()) {
            needs.add("put Flink's @TypeInfo(YourTypeInfoFactory.class) on its " + fields(classFields)
                    + ", which Typegen does not serialize");
        }
        if (!arrays.isEmpty()) {
            needs.add("give its " + fields(arrays) + " a type Typegen serializes");
        }
        return needs.isEmpty() ? Optional.empty() : Optional.of(String.join(", and ", needs));
    }

    /** {@code field 'a' (Object)}, {@code fields 'a' (Object) and 'b' (java.net.URI)}. */
    private static String fields(List<ClassInfo.FieldInfo> fields) {
        List<String> named = fields.stream()
                .map(field -> "'" + field.name() + "' (" + Display.of(field.type()) + ")")
                .collect(Collectors.toList());
        String last = named.remove(named.size() - 1);
        return named.isEmpty() ? "field " + last : "fields " + String.join(", ", named) + " and " + last;
    }
}
