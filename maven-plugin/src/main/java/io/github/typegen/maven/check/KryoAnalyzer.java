package io.github.typegen.maven.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.objectweb.asm.Type;

import io.github.typegen.maven.check.ClassInfo.FieldInfo;
import io.github.typegen.maven.check.ClassInfo.MethodInfo;
import io.github.typegen.maven.check.JavaType.ArrayType;
import io.github.typegen.maven.check.JavaType.ClassType;
import io.github.typegen.maven.check.JavaType.PrimitiveType;
import io.github.typegen.maven.check.JavaType.TypeVariable;
import io.github.typegen.maven.check.JavaType.Wildcard;
import io.github.typegen.maven.check.Signatures.TypeParameter;

/**
 * Decides, from class files alone, whether the {@code TypeExtractor} of a Flink line ({@link FlinkLine}) would
 * hand a type, or any type inside it, to Kryo ({@code GenericTypeInfo}).
 *
 * <p>The methods mirror {@code TypeExtractor}'s: {@link #typeInfo} is {@code createTypeInfoWithTypeHierarchy}
 * (factory, tuple, type variable, array, then class), {@link #forClass} is {@code privateGetForClass} (factory,
 * Object, Class, recursion, Writable, basic and SQL time types, Value, tuple, enum, List/Set/Map with plain-class
 * arguments from Flink 2.0 on, Avro, interface, POJO), {@link #pojo} is {@code analyzePojo} and {@link #isPojoField} is
 * {@code isValidPojoField}. Where Flink would throw {@code InvalidTypesException} rather than choose Kryo the
 * result is {@link Kind#INVALID}; inside a POJO field Flink catches that and uses Kryo for the field, and so does
 * this class. A class whose class file is not on the class path, a wildcard, and a type variable at the top are
 * {@link Kind#UNKNOWN}: never reported.
 *
 * <p>Departures from Flink, all on the side of reporting less: Flink's own classes ({@code org.apache.flink.*},
 * e.g. {@code Row}) are trusted; a {@code @FlinkType} class counts as having a factory even before it is woven;
 * the types in the allow list count as having one; a tuple subclass with extra fields is checked as a tuple.
 */
final class KryoAnalyzer {

    private static final String TUPLE = "org/apache/flink/api/java/tuple/Tuple";
    private static final String TUPLE0 = "org/apache/flink/api/java/tuple/Tuple0";

    /** {@code BasicTypeInfo.getInfoFor} and {@code SqlTimeTypeInfo.getInfoFor}. */
    private static final Set<String> BASIC_TYPES = Set.of(
            "java/lang/String", "java/lang/Boolean", "java/lang/Byte", "java/lang/Short", "java/lang/Integer",
            "java/lang/Long", "java/lang/Float", "java/lang/Double", "java/lang/Character", "java/util/Date",
            "java/lang/Void", "java/math/BigInteger", "java/math/BigDecimal", "java/time/Instant",
            "java/sql/Date", "java/sql/Time", "java/sql/Timestamp");

    /** {@code BasicArrayTypeInfo.getInfoFor}. */
    private static final Set<String> BASIC_ARRAY_COMPONENTS = Set.of(
            "java/lang/String", "java/lang/Boolean", "java/lang/Byte", "java/lang/Short", "java/lang/Integer",
            "java/lang/Long", "java/lang/Float", "java/lang/Double", "java/lang/Character");

    /** The classes {@code clazz.isAssignableFrom(List.class)} holds for: Flink makes them a list. */
    private static final Set<String> LIST_LIKE = Set.of(
            "java/util/List", "java/util/Collection", "java/lang/Iterable", "java/util/SequencedCollection");

    private static final Map<Character, String> BOXES = Map.of(
            'Z', "Ljava/lang/Boolean;", 'B', "Ljava/lang/Byte;", 'S', "Ljava/lang/Short;", 'C',
            "Ljava/lang/Character;", 'I', "Ljava/lang/Integer;", 'J', "Ljava/lang/Long;", 'F', "Ljava/lang/Float;",
            'D', "Ljava/lang/Double;");

    /** The kinds of answer Flink's extraction can give. */
    enum Kind {
        /** A Flink serializer other than Kryo, or a factory's. */
        OK,
        /** Kryo, for the type or something inside it. */
        KRYO,
        /** Flink throws {@code InvalidTypesException}: a different failure, not reported by the check. */
        INVALID,
        /** Not decidable from the class files at hand. */
        UNKNOWN
    }

    /** An answer: a kind, the path for {@link Kind#KRYO}, the reason for {@link Kind#INVALID}. */
    record Result(Kind kind, KryoPath path, String invalidReason) {
        static final Result OK = new Result(Kind.OK, null, null);
        static final Result UNKNOWN = new Result(Kind.UNKNOWN, null, null);

        static Result kryo(KryoPath path) {
            return new Result(Kind.KRYO, path, null);
        }

        static Result invalid(String reason) {
            return new Result(Kind.INVALID, null, reason);
        }

        Result within(String step) {
            return kind == Kind.KRYO ? kryo(path.within(step)) : this;
        }
    }

    private final ClassRepository classes;
    private final Allowlist allowlist;
    private final FlinkLine flink;
    private final Map<JavaType, Result> topLevelCache = new HashMap<>();
    /** Element types of collections under analysis: Flink restarts its hierarchy there and would not stop. */
    private final Set<String> elementsInProgress = new HashSet<>();

    /** An analyzer following the newest Flink line's rules. */
    KryoAnalyzer(ClassRepository classes, Allowlist allowlist) {
        this(classes, allowlist, FlinkLine.NEWEST);
    }

    KryoAnalyzer(ClassRepository classes, Allowlist allowlist, FlinkLine flink) {
        this.classes = classes;
        this.allowlist = allowlist;
        this.flink = flink;
    }

    /**
     * What {@code TypeExtractor.createTypeInfo(type)} would do with a type used with Flink.
     *
     * @return the path to Kryo, or empty when the type (as far as can be told) gets no Kryo serializer
     */
    Optional<KryoPath> analyze(JavaType type) {
        Result result = topLevelCache.computeIfAbsent(type, t -> typeInfo(t, List.of(t)));
        return result.kind() == Kind.KRYO ? Optional.of(result.path()) : Optional.empty();
    }

    /** The full answer for a type, for tests that compare it with Flink's. */
    Result result(JavaType type) {
        return typeInfo(type, List.of(type));
    }

    // ---------------------------------------------------------------------------------------------------------
    // createTypeInfoWithTypeHierarchy

    private Result typeInfo(JavaType type, List<JavaType> hierarchy) {
        if (type instanceof PrimitiveType) {
            return Result.OK;
        }
        if (type instanceof Wildcard) {
            return Result.UNKNOWN;
        }
        if (type instanceof TypeVariable variable) {
            JavaType value = materialize(hierarchy, variable);
            if (value instanceof TypeVariable) {
                return Result.invalid("the type variable " + variable.name() + " has no value here");
            }
            return typeInfo(value, hierarchy);
        }
        if (type instanceof ArrayType array) {
            return array(array, hierarchy);
        }
        ClassType classType = (ClassType) type;
        if (hasFactory(classType.internalName())) {
            return factoryArguments(classType, hierarchy);
        }
        if (!classType.internalName().equals(TUPLE) && classes.isSubtypeOf(classType.internalName(), TUPLE)) {
            return tuple(classType, hierarchy);
        }
        return forClass(classType, hierarchy);
    }

    /**
     * {@code createTypeInfoFromFactory}: Flink extracts the type information of a parameterized type's arguments
     * and hands it to the factory. A generic {@code @FlinkType}'s type information holds it and serializes the
     * argument's values with it, so an argument that reaches Kryo ({@code Envelope<Object>}) makes the use reach it;
     * {@code Envelope<Order>} with a {@code @FlinkType} {@code Order} does not.
     */
    private Result factoryArguments(ClassType type, List<JavaType> hierarchy) {
        List<JavaType> subHierarchy = new ArrayList<>(hierarchy);
        if (subHierarchy.isEmpty() || !subHierarchy.get(subHierarchy.size() - 1).equals(type)) {
            subHierarchy.add(type);
        }
        for (JavaType argument : type.arguments()) {
            Result result = typeInfo(argument, subHierarchy);
            if (result.kind() == Kind.KRYO) {
                return result.within("type argument " + Display.of(argument) + " of " + Display.of(type));
            }
        }
        return Result.OK;
    }

    private Result array(ArrayType array, List<JavaType> hierarchy) {
        JavaType component = array.component();
        if (component instanceof PrimitiveType) {
            return Result.OK;
        }
        if (component instanceof ClassType c && c.arguments().isEmpty()
                && BASIC_ARRAY_COMPONENTS.contains(c.internalName())) {
            return Result.OK;
        }
        return typeInfo(component, hierarchy).within("component type of " + Display.of(array));
    }

    private Result tuple(ClassType type, List<JavaType> hierarchy) {
        List<JavaType> subHierarchy = new ArrayList<>(hierarchy);
        ClassType current = type;
        while (true) {
            Optional<ClassInfo> info = classes.find(current.internalName());
            if (info.isEmpty()) {
                return Result.UNKNOWN;
            }
            if (TUPLE.equals(info.get().superName)) {
                break;
            }
            subHierarchy.add(current);
            current = info.get().signature.superclass();
            if (current == null) {
                return Result.UNKNOWN;
            }
        }
        if (current.internalName().equals(TUPLE0)) {
            return Result.OK;
        }
        if (current.arguments().isEmpty()) {
            return Result.invalid(Display.of(type) + " is a tuple without type arguments");
        }
        subHierarchy.add(current);
        boolean unknown = false;
        for (int i = 0; i < current.arguments().size(); i++) {
            JavaType field = current.arguments().get(i);
            if (field instanceof TypeVariable variable) {
                field = materialize(subHierarchy, variable);
            }
            if (field instanceof TypeVariable || field instanceof Wildcard) {
                return Result.invalid("field f" + i + " of " + Display.of(type) + " has no concrete type");
            }
            List<JavaType> fieldHierarchy = new ArrayList<>(subHierarchy);
            fieldHierarchy.add(field);
            Result result = typeInfo(field, fieldHierarchy);
            if (result.kind() == Kind.KRYO) {
                return result.within("tuple field f" + i + " (" + Display.of(field) + ") of " + Display.of(type));
            }
            if (result.kind() == Kind.INVALID) {
                return result;
            }
            unknown |= result.kind() == Kind.UNKNOWN;
        }
        return unknown ? Result.UNKNOWN : Result.OK;
    }

    // ---------------------------------------------------------------------------------------------------------
    // privateGetForClass

    private Result forClass(ClassType type, List<JavaType> hierarchy) {
        String name = type.internalName();
        if (name.equals("java/lang/Object")) {
            return Result.kryo(KryoPath.of(type, name, Reason.OBJECT, null));
        }
        if (name.equals("java/lang/Class")) {
            return Result.kryo(KryoPath.of(type, name, Reason.CLASS, null));
        }
        if (countInHierarchy(hierarchy, name) > 1) {
            return Result.kryo(KryoPath.of(type, name, Reason.RECURSIVE, null));
        }
        Optional<ClassInfo> found = classes.find(name);
        if (found.isEmpty()) {
            return Result.UNKNOWN;
        }
        ClassInfo info = found.get();
        if (classes.isSubtypeOf(name, "org/apache/hadoop/io/Writable")
                || BASIC_TYPES.contains(name)
                || classes.isSubtypeOf(name, "org/apache/flink/types/Value")) {
            return Result.OK;
        }
        if (classes.isSubtypeOf(name, TUPLE)) {
            return name.equals(TUPLE0)
                    ? Result.OK
                    : Result.invalid(Display.of(type) + " is a tuple without type arguments");
        }
        if (classes.hasSuperclass(name, "java/lang/Enum") || name.startsWith("org/apache/flink/")) {
            return Result.OK;
        }
        boolean collectionInterface = name.equals("java/util/Map") || name.equals("java/util/Set")
                || LIST_LIKE.contains(name);
        if (flink.analysesCollections() && !type.arguments().isEmpty()
                && type.arguments().stream().allMatch(KryoAnalyzer::isPlainClass)) {
            if (name.equals("java/util/Map")) {
                Result key = element(type.arguments().get(0), "key type of " + Display.of(type));
                return key.kind() == Kind.OK ? element(type.arguments().get(1), "value type of " + Display.of(type))
                        : key;
            }
            if (collectionInterface) {
                return element(type.arguments().get(0), "element type of " + Display.of(type));
            }
        }
        if (classes.hasSuperclass(name, "org/apache/avro/specific/SpecificRecordBase")) {
            return Result.OK;
        }
        if (collectionInterface) {
            Reason reason = flink.analysesCollections() ? Reason.COLLECTION_ARGUMENTS : Reason.COLLECTION_BEFORE_2_0;
            return Result.kryo(KryoPath.of(type, name, reason, null));
        }
        if (info.isInterface()) {
            return Result.kryo(KryoPath.of(type, name, Reason.INTERFACE, null));
        }
        Result pojo = pojo(type, info, hierarchy);
        if (pojo.kind() == Kind.KRYO && pojo.path().steps().isEmpty()
                && (classes.isSubtypeOf(name, "java/util/Collection") || classes.isSubtypeOf(name, "java/util/Map"))) {
            return Result.kryo(KryoPath.of(type, name, Reason.COLLECTION_IMPLEMENTATION, null));
        }
        return pojo;
    }

    /** A type argument {@code arg instanceof Class}: a class without type arguments, or an array of one. */
    private static boolean isPlainClass(JavaType argument) {
        if (argument instanceof ArrayType array) {
            return array.component() instanceof PrimitiveType || isPlainClass(array.component());
        }
        return argument instanceof ClassType c && c.arguments().isEmpty();
    }

    /** {@code createTypeInfo(elementClass)}: a fresh extraction, with a fresh hierarchy. */
    private Result element(JavaType element, String step) {
        String key = Display.of(element);
        if (!elementsInProgress.add(key)) {
            // Flink recurses here without end; the cycle is reported (or not) where it starts.
            return Result.UNKNOWN;
        }
        try {
            return typeInfo(element, List.of(element)).within(step);
        } finally {
            elementsInProgress.remove(key);
        }
    }

    // ---------------------------------------------------------------------------------------------------------
    // analyzePojo

    private Result pojo(ClassType type, ClassInfo info, List<JavaType> hierarchy) {
        String name = type.internalName();
        if (!info.isPublic()) {
            return Result.kryo(KryoPath.of(type, name, Reason.NOT_PUBLIC, null));
        }
        List<JavaType> pojoHierarchy = new ArrayList<>(hierarchy);
        List<ClassInfo> chain = classes.superclassChain(name);
        pojoHierarchy.add(type);
        for (int i = 0; i + 1 < chain.size(); i++) {
            ClassType superclass = chain.get(i).signature.superclass();
            if (superclass != null) {
                pojoHierarchy.add(superclass);
            }
        }
        Map<String, FieldInfo> fields = new LinkedHashMap<>();
        Map<String, String> declaringClasses = new HashMap<>();
        for (ClassInfo declaring : chain) {
            for (FieldInfo field : declaring.fields) {
                if (field.isStatic() || field.isTransient()) {
                    continue;
                }
                if (fields.containsKey(field.name())) {
                    return Result.kryo(KryoPath.of(type, name, Reason.DUPLICATE_FIELD, field.name()));
                }
                fields.put(field.name(), field);
                declaringClasses.put(field.name(), declaring.name);
            }
        }
        if (fields.isEmpty()) {
            return Result.kryo(KryoPath.of(type, name, Reason.NO_FIELDS, null));
        }
        boolean record = info.isRecord();
        if (!record) {
            List<MethodInfo> publicMethods = publicMethods(info);
            for (FieldInfo field : fields.values()) {
                if (!isPojoField(field, info, publicMethods)) {
                    Reason reason = field.isFinal() ? Reason.FINAL_FIELD : Reason.FIELD_NOT_ACCESSIBLE;
                    return Result.kryo(KryoPath.of(type, name, reason, field.name()));
                }
            }
        }
        for (ClassInfo declaring : chain) {
            for (MethodInfo method : declaring.methods) {
                if (method.name().equals("readObject") || method.name().equals("writeObject")) {
                    return Result.kryo(KryoPath.of(type, name, Reason.CUSTOM_SERIALIZATION, null));
                }
            }
        }
        if (!record) {
            Optional<MethodInfo> noArgs = info.methods.stream()
                    .filter(method -> method.name().equals("<init>") && method.descriptor().equals("()V"))
                    .findFirst();
            if (noArgs.isEmpty() && !info.isInterface() && !info.isAbstract()) {
                return Result.kryo(KryoPath.of(type, name, Reason.NO_DEFAULT_CONSTRUCTOR, null));
            }
            if (noArgs.isPresent() && !noArgs.get().isPublic()) {
                return Result.kryo(KryoPath.of(type, name, Reason.NON_PUBLIC_DEFAULT_CONSTRUCTOR, null));
            }
        }
        boolean unknown = false;
        for (FieldInfo field : fields.values()) {
            if (field.typeInfo()) {
                continue;
            }
            List<JavaType> fieldHierarchy = new ArrayList<>(pojoHierarchy);
            fieldHierarchy.add(field.type());
            Result result = typeInfo(field.type(), fieldHierarchy);
            String owner = declaringClasses.get(field.name());
            if (result.kind() == Kind.INVALID) {
                // TypeExtractor.analyzePojo catches InvalidTypesException and gives the field a GenericTypeInfo.
                KryoPath path = field.type() instanceof TypeVariable variable
                        ? KryoPath.of(field.type(), null, Reason.UNRESOLVED_TYPE_VARIABLE, variable.name())
                        : KryoPath.of(field.type(), rawName(field.type()), Reason.UNANALYSABLE,
                                result.invalidReason());
                return Result.kryo(path.withinField(owner, field.name(), field.type()));
            }
            if (result.kind() == Kind.KRYO) {
                return Result.kryo(result.path().withinField(owner, field.name(), field.type()));
            }
            unknown |= result.kind() == Kind.UNKNOWN;
        }
        return unknown ? Result.UNKNOWN : Result.OK;
    }

    private static String rawName(JavaType type) {
        return type instanceof ClassType c ? c.internalName() : null;
    }

    /**
     * {@code isValidPojoField}: public, or a public getter ({@code getX}, {@code isX} or {@code x}, no parameter,
     * returning the field's type or its box) and a public setter ({@code setX}, one parameter of the field's
     * type or its box, returning void or the class; from Flink 2.0 on also {@code setActive} for a field
     * {@code isActive}). Names compare lower-cased, without underscores.
     */
    private boolean isPojoField(FieldInfo field, ClassInfo pojoClass, List<MethodInfo> publicMethods) {
        if (field.isPublic()) {
            return true;
        }
        String fieldName = field.name().toLowerCase(Locale.ROOT).replace("_", "");
        String fieldType = field.descriptor();
        String boxedType = fieldType.length() == 1 ? BOXES.get(fieldType.charAt(0)) : fieldType;
        String pojoType = "L" + pojoClass.name + ";";
        boolean getter = false;
        boolean setter = false;
        for (MethodInfo method : publicMethods) {
            String methodName = method.name().endsWith("_$eq")
                    ? method.name().toLowerCase(Locale.ROOT).replace("_", "").replaceFirst("\\$eq$", "_\\$eq")
                    : method.name().toLowerCase(Locale.ROOT).replace("_", "");
            Type[] parameters = Type.getArgumentTypes(method.descriptor());
            String returnType = Type.getReturnType(method.descriptor()).getDescriptor();
            if ((methodName.equals("get" + fieldName) || methodName.equals("is" + fieldName)
                            || methodName.equals(fieldName))
                    && parameters.length == 0
                    && (returnType.equals(fieldType) || returnType.equals(boxedType))) {
                getter = true;
            }
            if ((methodName.equals("set" + fieldName) || methodName.equals(fieldName + "_$eq")
                            || (flink.acceptsIsFieldSetter() && fieldName.startsWith("is")
                                    && methodName.equals("set" + fieldName.substring(2))))
                    && parameters.length == 1
                    && (parameters[0].getDescriptor().equals(fieldType)
                            || parameters[0].getDescriptor().equals(boxedType))
                    && (returnType.equals("V") || returnType.equals(pojoType))) {
                setter = true;
            }
        }
        return getter && setter;
    }

    /** {@code Class.getMethods()}: the public methods of the class, its superclasses and all its interfaces. */
    private List<MethodInfo> publicMethods(ClassInfo type) {
        List<MethodInfo> methods = new ArrayList<>();
        Set<String> seenInterfaces = new HashSet<>();
        List<String> pendingInterfaces = new ArrayList<>();
        String current = type.name;
        while (current != null) {
            Optional<ClassInfo> info = classes.find(current);
            if (info.isEmpty()) {
                break;
            }
            for (MethodInfo method : info.get().methods) {
                if (method.isPublic() && !method.name().startsWith("<")) {
                    methods.add(method);
                }
            }
            pendingInterfaces.addAll(info.get().interfaces);
            current = info.get().superName;
        }
        while (!pendingInterfaces.isEmpty()) {
            String name = pendingInterfaces.remove(pendingInterfaces.size() - 1);
            if (!seenInterfaces.add(name)) {
                continue;
            }
            classes.find(name).ifPresent(info -> {
                for (MethodInfo method : info.methods) {
                    boolean isStatic = (method.access() & org.objectweb.asm.Opcodes.ACC_STATIC) != 0;
                    if (method.isPublic() && !isStatic && !method.name().startsWith("<")) {
                        methods.add(method);
                    }
                }
                pendingInterfaces.addAll(info.interfaces);
            });
        }
        return methods;
    }

    // ---------------------------------------------------------------------------------------------------------
    // factories, the type hierarchy and its type variables

    /**
     * {@code getClosestFactory}: a {@code @TypeInfo} on the class or a superclass. A {@code @FlinkType} class
     * counts too (its generated factory reaches Flink through weave, serialization-config or Typegen.typeInfo),
     * and so does a type in the allow list.
     */
    private boolean hasFactory(String internalName) {
        if (allowlist.allows(internalName)) {
            return true;
        }
        for (ClassInfo info : classes.superclassChain(internalName)) {
            if (info.typeInfoFactory != null || info.flinkType) {
                return true;
            }
        }
        return false;
    }

    /** {@code countTypeInHierarchy}: how often the class appears on the path, parameterized or not. */
    private static int countInHierarchy(List<JavaType> hierarchy, String internalName) {
        int count = 0;
        for (JavaType type : hierarchy) {
            if (type instanceof ClassType c && c.internalName().equals(internalName)) {
                count++;
            }
        }
        return count;
    }

    /**
     * {@code materializeTypeVariable}: walks the hierarchy from the bottom up for a parameterized type whose
     * class declares the variable, following variables bound to variables; returns the last variable when no
     * concrete value is found.
     */
    private JavaType materialize(List<JavaType> hierarchy, TypeVariable variable) {
        TypeVariable current = variable;
        for (int i = hierarchy.size() - 1; i >= 0; i--) {
            if (!(hierarchy.get(i) instanceof ClassType type) || type.arguments().isEmpty()) {
                continue;
            }
            Optional<ClassInfo> info = classes.find(type.internalName());
            if (info.isEmpty()) {
                continue;
            }
            List<TypeParameter> parameters = info.get().typeParameters();
            for (int p = 0; p < parameters.size() && p < type.arguments().size(); p++) {
                if (parameters.get(p).name().equals(current.name())
                        && type.internalName().equals(current.declaringClass())) {
                    JavaType value = type.arguments().get(p);
                    if (value instanceof TypeVariable next) {
                        current = next;
                    } else {
                        return value;
                    }
                }
            }
        }
        return current;
    }
}
