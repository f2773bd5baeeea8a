package io.github.typegen.maven.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.MapKind;
import io.github.typegen.format.ValueKind;
import io.github.typegen.format.WireFormat;

import io.github.typegen.maven.check.ClassInfo.FieldInfo;
import io.github.typegen.maven.check.JavaType.ArrayType;
import io.github.typegen.maven.check.JavaType.ClassType;
import io.github.typegen.maven.check.JavaType.PrimitiveType;
import io.github.typegen.maven.check.JavaType.TypeVariable;

/**
 * What Typegen serializes as a field of a {@code @FlinkType} class, judged from class files the way the processor
 * judges it from sources: so that the check never advises an annotation that fails with
 * {@code TypegenUnsupportedType}. A class missing from the class path counts as serialized: nothing is known of it.
 */
final class TypegenFields {

    /**
     * JDK types Typegen serializes as fields beyond {@code String} and the boxes (internal names): the value,
     * collection and map kinds of the serialized format, and {@code Optional}.
     */
    private static final Set<String> JDK_TYPES = Stream.of(
                    Arrays.stream(ValueKind.values()).map(ValueKind::type),
                    Arrays.stream(CollectionKind.values()).map(CollectionKind::declared),
                    Arrays.stream(MapKind.values()).map(MapKind::declared),
                    Stream.of(Optional.class))
            .flatMap(types -> types)
            .map(TypegenFields::internalName)
            .collect(Collectors.toUnmodifiableSet());

    /** {@code String} and the boxes: the type arguments a generic {@code @FlinkType} takes besides others. */
    private static final Set<String> BASIC_TYPES = Set.of("java/lang/String", "java/lang/Boolean", "java/lang/Byte",
            "java/lang/Short", "java/lang/Character", "java/lang/Integer", "java/lang/Long", "java/lang/Float",
            "java/lang/Double");

    /** The sorted collections and maps: their element or key type must be {@code Comparable}. */
    private static final Set<String> SORTED = Stream.concat(
                    Arrays.stream(CollectionKind.values()).filter(CollectionKind::isSorted)
                            .map(CollectionKind::declared),
                    Arrays.stream(MapKind.values()).filter(MapKind::isSorted).map(MapKind::declared))
            .map(TypegenFields::internalName)
            .collect(Collectors.toUnmodifiableSet());

    private static final String TUPLE = "org/apache/flink/api/java/tuple/Tuple";

    private final ClassRepository classes;
    /** User classes found not annotatable: the answer is the same from wherever they are reached. */
    private final Set<String> notAnnotatable = new HashSet<>();

    TypegenFields(ClassRepository classes) {
        this.classes = classes;
    }

    /**
     * A class its users could annotate: one of theirs, not in a jar (a library's), nor of the JDK, Flink or a JVM
     * language's runtime. A class missing from the class path counts as theirs.
     */
    boolean canAnnotate(String internalName) {
        return internalName != null
                && !internalName.startsWith("java/") && !internalName.startsWith("javax/")
                && !internalName.startsWith("jdk/") && !internalName.startsWith("sun/")
                && !internalName.startsWith("org/apache/flink/") && !internalName.startsWith("scala/")
                && !internalName.startsWith("kotlin/")
                && !classes.isInJar(internalName);
    }

    /** Whether Typegen serializes the JDK class {@code internalName} as a field type (given supported arguments). */
    static boolean isJdkFieldType(String internalName) {
        return JDK_TYPES.contains(internalName) || BASIC_TYPES.contains(internalName);
    }

    /**
     * The serialized fields of a class (its own and its superclasses', neither static nor transient) that keep it
     * from being a {@code @FlinkType}: their type is one Typegen does not serialize, and no {@code @TypeInfo} is on
     * them. Empty when annotating the class would compile, as far as its fields go.
     */
    List<FieldInfo> unsupportedFields(String internalName) {
        Set<String> visiting = new HashSet<>();
        visiting.add(internalName);
        return unsupportedFields(internalName, visiting);
    }

    private List<FieldInfo> unsupportedFields(String internalName, Set<String> visiting) {
        List<ClassInfo> hierarchy = new ArrayList<>(classes.superclassChain(internalName));
        Collections.reverse(hierarchy);
        List<FieldInfo> unsupported = new ArrayList<>();
        for (ClassInfo info : hierarchy) {
            for (FieldInfo field : info.fields) {
                if (!field.isStatic() && !field.isTransient() && !field.typeInfo()
                        && !serializes(field.type(), visiting)) {
                    unsupported.add(field);
                }
            }
        }
        return unsupported;
    }

    private boolean serializes(JavaType type, Set<String> visiting) {
        if (type instanceof PrimitiveType || type instanceof TypeVariable) {
            return true;
        }
        if (type instanceof ArrayType array) {
            JavaType component = array.component();
            boolean generic = component instanceof TypeVariable
                    || component instanceof ClassType c && !c.arguments().isEmpty();
            return !generic && serializes(component, visiting);
        }
        return type instanceof ClassType c && serializes(c, visiting);
    }

    private boolean serializes(ClassType type, Set<String> visiting) {
        String name = type.internalName();
        List<JavaType> arguments = type.arguments();
        if (arguments.stream().anyMatch(JavaType.Wildcard.class::isInstance)) {
            return false;
        }
        if (BASIC_TYPES.contains(name)) {
            return true;
        }
        if (JDK_TYPES.contains(name) || isTuple(name)) {
            int expected = isTuple(name) ? Integer.parseInt(name.substring(TUPLE.length()))
                    : classes.find(name).map(info -> info.typeParameters().size()).orElse(arguments.size());
            return arguments.size() == expected
                    && (!SORTED.contains(name) || isComparable(arguments.get(0)))
                    && arguments.stream().allMatch(argument -> serializes(argument, visiting));
        }
        Optional<ClassInfo> found = classes.find(name);
        if (found.isEmpty()) {
            return true;
        }
        ClassInfo info = found.get();
        if (info.typeParameters().size() != arguments.size()) {
            return false;
        }
        if (isFlinkType(info, visiting)) {
            return arguments.stream().allMatch(argument -> isTypeArgument(argument, visiting));
        }
        return info.isEnum() || info.typeInfoFactory != null;
    }

    /**
     * A type argument of a generic {@code @FlinkType} at a field: a type parameter, {@code String}, a box, or a
     * {@code @FlinkType}.
     */
    private boolean isTypeArgument(JavaType argument, Set<String> visiting) {
        if (argument instanceof TypeVariable) {
            return true;
        }
        if (!(argument instanceof ClassType c)) {
            return false;
        }
        if (BASIC_TYPES.contains(c.internalName())) {
            return true;
        }
        Optional<ClassInfo> found = classes.find(c.internalName());
        return found.isEmpty() || found.get().typeParameters().size() == c.arguments().size()
                && isFlinkType(found.get(), visiting)
                && c.arguments().stream().allMatch(nested -> isTypeArgument(nested, visiting));
    }

    /** A {@code @FlinkType} class, or a user class that could be one: a class Typegen serializes by its fields. */
    private boolean isFlinkType(ClassInfo info, Set<String> visiting) {
        return info.flinkType || !info.isEnum() && info.typeInfoFactory == null && canAnnotate(info.name)
                && isAnnotatable(info, visiting);
    }

    /** Whether a user class not (yet) annotated could be: its shape and its fields. */
    private boolean isAnnotatable(ClassInfo info, Set<String> visiting) {
        if (info.isPrivate() || notAnnotatable.contains(info.name)) {
            return false;
        }
        if (!visiting.add(info.name)) {
            return true; // Typegen serializes recursive types
        }
        try {
            boolean annotatable;
            if (info.isInterface() || info.isAbstract()) {
                annotatable = !info.permittedSubclasses.isEmpty() && info.typeParameters().isEmpty()
                        && info.permittedSubclasses.stream().allMatch(subclass -> classes.find(subclass)
                                .map(sub -> sub.flinkType || isAnnotatable(sub, visiting)).orElse(true));
            } else {
                annotatable = unsupportedFields(info.name, visiting).isEmpty();
            }
            if (!annotatable) {
                // false even when the classes being visited count as annotatable: false in any case
                notAnnotatable.add(info.name);
            }
            return annotatable;
        } finally {
            visiting.remove(info.name);
        }
    }

    private boolean isComparable(JavaType type) {
        return !(type instanceof ClassType c) || classes.find(c.internalName()).isEmpty()
                || classes.isSubtypeOf(c.internalName(), "java/lang/Comparable");
    }

    /** One of Flink's {@code Tuple0} .. {@code Tuple25}, not a subclass of one. */
    private static boolean isTuple(String internalName) {
        if (!internalName.startsWith(TUPLE)) {
            return false;
        }
        String arity = internalName.substring(TUPLE.length());
        return arity.matches("0|[1-9][0-9]?") && Integer.parseInt(arity) <= WireFormat.MAX_TUPLE_ARITY;
    }

    private static String internalName(Class<?> type) {
        return type.getName().replace('.', '/');
    }
}
