package io.github.typegen.processor.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

import com.squareup.javapoet.ClassName;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.MapKind;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.Shape;
import io.github.typegen.format.ValueKind;
import io.github.typegen.format.WireFormat;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;

/**
 * Builds the {@link TypeModel} of a {@code @FlinkType} class and validates it on the way: every shape or
 * field type it cannot serialize is reported on the offending element, and such a class gets no model.
 */
public final class ModelBuilder {

    private final Elements elements;
    private final Types types;
    private final Reporter reporter;
    private final Map<TypeElement, Optional<TypeModel>> models = new HashMap<>();

    public ModelBuilder(Elements elements, Types types, Reporter reporter) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
    }

    /** The model of {@code type}, built once; empty when errors were reported. */
    public Optional<TypeModel> model(TypeElement type) {
        Optional<TypeModel> model = models.get(type);
        if (model == null) {
            model = Optional.ofNullable(build(type));
            models.put(type, model);
        }
        return model;
    }

    private TypeModel build(TypeElement type) {
        if (!checkDeclaration(type)) {
            return null;
        }
        ClassName name = ClassName.get(type);
        if (isSealedAbstraction(type)) {
            return buildSealed(type, name);
        }
        if (type.getKind() == ElementKind.RECORD) {
            return buildRecord(type, name);
        }
        return buildClass(type, name);
    }

    private boolean checkDeclaration(TypeElement type) {
        String name = type.getQualifiedName().toString();
        if (type.getKind() == ElementKind.ENUM) {
            reporter.error(type, Message.ENUM_TYPE, name);
            return false;
        }
        if (type.getKind() == ElementKind.ANNOTATION_TYPE) {
            reporter.error(type, Message.ANNOTATION_TYPE, name);
            return false;
        }
        for (Element enclosing = type; enclosing instanceof TypeElement t; enclosing = t.getEnclosingElement()) {
            if (t.getModifiers().contains(Modifier.PRIVATE)) {
                if (t == type) {
                    reporter.error(type, Message.PRIVATE_TYPE, name);
                } else {
                    reporter.error(type, Message.NESTED_IN_PRIVATE_TYPE, name, t.getQualifiedName(), t.getSimpleName());
                }
                return false;
            }
        }
        if (type.getNestingKind() == NestingKind.MEMBER
                && type.getKind() == ElementKind.CLASS
                && !type.getModifiers().contains(Modifier.STATIC)) {
            reporter.error(type, Message.INNER_CLASS, name);
            return false;
        }
        if (!type.getTypeParameters().isEmpty()) {
            reporter.error(type, Message.GENERIC_CLASS, name);
            return false;
        }
        return checkPrefix(type);
    }

    /** Whether the prefix chosen by {@code @FlinkType(prefix = ...)}, if any, can start a class name. */
    private boolean checkPrefix(TypeElement type) {
        GeneratedNames names = GeneratedNames.of(type);
        String prefix = names.chosenPrefix();
        if (prefix.isEmpty() || (SourceVersion.isIdentifier(prefix) && !SourceVersion.isKeyword(prefix))) {
            return true;
        }
        for (AnnotationMirror annotation : type.getAnnotationMirrors()) {
            if (((TypeElement) annotation.getAnnotationType().asElement()).getQualifiedName()
                    .contentEquals(FlinkType.class.getCanonicalName())) {
                AnnotationValue value = annotation.getElementValues().entrySet().stream()
                        .filter(e -> e.getKey().getSimpleName().contentEquals("prefix"))
                        .map(Map.Entry::getValue)
                        .findFirst().orElse(null);
                reporter.error(type, annotation, value, Message.BAD_PREFIX, prefix, type.getQualifiedName(),
                        "Flink" + type.getSimpleName(), new GeneratedNames(names.type(), "").prefix());
            }
        }
        return false;
    }

    private static boolean isSealedAbstraction(TypeElement type) {
        return type.getModifiers().contains(Modifier.SEALED)
                && (type.getKind() == ElementKind.INTERFACE || type.getModifiers().contains(Modifier.ABSTRACT));
    }

    // ------------------------------------------------------------------------
    //  sealed hierarchies
    // ------------------------------------------------------------------------

    private TypeModel buildSealed(TypeElement type, ClassName name) {
        List<GeneratedNames> subtypes = new ArrayList<>();
        boolean valid = true;
        for (TypeMirror permitted : type.getPermittedSubclasses()) {
            TypeElement subtype = (TypeElement) types.asElement(permitted);
            String problem = null;
            if (subtype.getAnnotation(FlinkType.class) == null) {
                problem = "is not annotated @FlinkType";
            } else if (subtype.getModifiers().contains(Modifier.NON_SEALED)) {
                problem = "is non-sealed, so its own subclasses are unknown";
            }
            if (problem != null) {
                reporter.error(type, Message.SEALED_SUBTYPE, subtype.getQualifiedName(), type.getQualifiedName(),
                        problem);
                valid = false;
            }
            subtypes.add(GeneratedNames.of(subtype));
        }
        if (!valid) {
            return null;
        }
        return new TypeModel(type, name, GeneratedNames.of(type), Shape.SEALED, List.of(), List.of(), List.copyOf(subtypes),
                isDeeplyImmutable(type), false, isKeyType(type, new HashSet<>()));
    }

    // ------------------------------------------------------------------------
    //  records
    // ------------------------------------------------------------------------

    private TypeModel buildRecord(TypeElement type, ClassName name) {
        List<FieldModel> fields = new ArrayList<>();
        boolean valid = true;
        for (RecordComponentElement component : type.getRecordComponents()) {
            String fieldName = component.getSimpleName().toString();
            TypeNode node = node(component.asType(), positionOf(type, component), fieldName);
            if (node == null) {
                valid = false;
                continue;
            }
            String accessor = component.getAccessor().getSimpleName().toString();
            Element position = positionOf(type, component);
            fields.add(new FieldModel(fieldName, node, accessor, null, FieldModel.formerNamesOf(position), position));
        }
        if (!valid) {
            return null;
        }
        return new TypeModel(type, name, GeneratedNames.of(type), Shape.RECORD, List.copyOf(fields), List.copyOf(fields), List.of(),
                isDeeplyImmutable(type), false, true);
    }

    /**
     * Where to report on a record component: its private field, which javac (17) gives a source position,
     * unlike the component element itself.
     */
    private static Element positionOf(TypeElement record, RecordComponentElement component) {
        return ElementFilter.fieldsIn(record.getEnclosedElements()).stream()
                .filter(f -> f.getSimpleName().contentEquals(component.getSimpleName()))
                .<Element>map(f -> f)
                .findFirst()
                .orElse(component);
    }

    // ------------------------------------------------------------------------
    //  classes: mutable POJOs and immutable classes
    // ------------------------------------------------------------------------

    private TypeModel buildClass(TypeElement type, ClassName name) {
        String qualifiedName = type.getQualifiedName().toString();
        if (type.getKind() == ElementKind.INTERFACE) {
            reporter.error(type, Message.UNSEALED_INTERFACE, qualifiedName);
            return null;
        }
        if (type.getModifiers().contains(Modifier.ABSTRACT)) {
            reporter.error(type, Message.UNSEALED_ABSTRACT_CLASS, qualifiedName);
            return null;
        }
        if (type.getModifiers().contains(Modifier.SEALED)) {
            reporter.error(type, Message.SEALED_CONCRETE_CLASS, qualifiedName);
            return null;
        }
        DeclaredType declared = (DeclaredType) type.asType();
        List<VariableElement> declaredFields = instanceFields(type);
        List<FieldModel> fields = new ArrayList<>();
        List<TypeMirror> fieldTypes = new ArrayList<>();
        boolean valid = true;
        for (VariableElement field : declaredFields) {
            TypeMirror fieldType = types.asMemberOf(declared, field);
            TypeNode node = node(fieldType, field, field.getSimpleName().toString());
            if (node == null) {
                valid = false;
                continue;
            }
            fields.add(new FieldModel(field.getSimpleName().toString(), node, null, null,
                    FieldModel.formerNamesOf(field), field));
            fieldTypes.add(fieldType);
        }
        if (!valid) {
            return null;
        }
        boolean anyFinal = declaredFields.stream().anyMatch(f -> f.getModifiers().contains(Modifier.FINAL));
        boolean exactClass = !type.getModifiers().contains(Modifier.FINAL);
        if (!anyFinal && hasNoArgConstructor(type)) {
            List<FieldModel> pojoFields = withAccessors(type, declared, declaredFields, fields, fieldTypes, true);
            return pojoFields == null ? null
                    : new TypeModel(type, name, GeneratedNames.of(type), Shape.POJO, pojoFields, List.of(), List.of(), false, exactClass,
                            isKeyType(type, new HashSet<>()));
        }
        List<Integer> order = allFieldsConstructor(type, declaredFields, fieldTypes);
        if (order == null) {
            String reason = anyFinal
                    ? "it has final fields and no constructor that takes all " + fields.size() + " fields"
                    : "it has neither a no-argument constructor nor one that takes all " + fields.size()
                            + " fields";
            reporter.error(type, Message.NO_CONSTRUCTOR, qualifiedName, reason);
            return null;
        }
        List<FieldModel> readable = withAccessors(type, declared, declaredFields, fields, fieldTypes, false);
        if (readable == null) {
            return null;
        }
        List<FieldModel> arguments = order.stream().map(readable::get).collect(Collectors.toUnmodifiableList());
        return new TypeModel(type, name, GeneratedNames.of(type), Shape.IMMUTABLE, readable, arguments, List.of(), isDeeplyImmutable(type),
                exactClass, isKeyType(type, new HashSet<>()));
    }

    /** The non-static, non-transient fields of the class and its superclasses, superclass fields first. */
    private List<VariableElement> instanceFields(TypeElement type) {
        List<TypeElement> hierarchy = new ArrayList<>();
        for (TypeElement current = type; current != null; current = superclass(current)) {
            hierarchy.add(0, current);
        }
        List<VariableElement> fields = new ArrayList<>();
        for (TypeElement current : hierarchy) {
            for (VariableElement field : ElementFilter.fieldsIn(current.getEnclosedElements())) {
                Set<Modifier> modifiers = field.getModifiers();
                if (!modifiers.contains(Modifier.STATIC) && !modifiers.contains(Modifier.TRANSIENT)) {
                    fields.add(field);
                }
            }
        }
        return fields;
    }

    private TypeElement superclass(TypeElement type) {
        TypeMirror superclass = type.getSuperclass();
        if (superclass.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement element = (TypeElement) types.asElement(superclass);
        return element.getQualifiedName().contentEquals("java.lang.Object") ? null : element;
    }

    private boolean hasNoArgConstructor(TypeElement type) {
        return ElementFilter.constructorsIn(type.getEnclosedElements()).stream()
                .anyMatch(c -> c.getParameters().isEmpty() && !c.getModifiers().contains(Modifier.PRIVATE));
    }

    /**
     * The constructor that takes every field: the field index of each parameter, matched by name and type;
     * or, where parameter names are not available (classes compiled without {@code -parameters}) and no
     * two fields share a type, matched by type. Null when there is none.
     */
    private List<Integer> allFieldsConstructor(TypeElement type, List<VariableElement> fields,
            List<TypeMirror> fieldTypes) {
        List<ExecutableElement> candidates = ElementFilter.constructorsIn(type.getEnclosedElements()).stream()
                .filter(c -> !c.getModifiers().contains(Modifier.PRIVATE))
                .filter(c -> c.getParameters().size() == fields.size())
                .collect(Collectors.toList());
        for (ExecutableElement constructor : candidates) {
            List<Integer> byName = match(constructor, fields, fieldTypes, true);
            if (byName != null) {
                return byName;
            }
        }
        if (!distinctTypes(fieldTypes)) {
            return null;
        }
        for (ExecutableElement constructor : candidates) {
            List<Integer> byType = match(constructor, fields, fieldTypes, false);
            if (byType != null) {
                return byType;
            }
        }
        return null;
    }

    /** The field each parameter sets, matched by type and, if asked, by name; null unless all match. */
    private List<Integer> match(ExecutableElement constructor, List<VariableElement> fields,
            List<TypeMirror> fieldTypes, boolean byName) {
        List<Integer> order = new ArrayList<>();
        for (VariableElement parameter : constructor.getParameters()) {
            for (int i = 0; i < fields.size(); i++) {
                if ((!byName || fields.get(i).getSimpleName().contentEquals(parameter.getSimpleName()))
                        && types.isSameType(fieldTypes.get(i), parameter.asType())
                        && !order.contains(i)) {
                    order.add(i);
                    break;
                }
            }
        }
        return order.size() == fields.size() ? order : null;
    }

    private boolean distinctTypes(List<TypeMirror> fieldTypes) {
        for (int i = 0; i < fieldTypes.size(); i++) {
            for (int j = i + 1; j < fieldTypes.size(); j++) {
                if (types.isSameType(fieldTypes.get(i), fieldTypes.get(j))) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The fields with how generated code reads them (and, for POJOs, writes them); null when one of them
     * cannot be, after reporting it on that field.
     */
    private List<FieldModel> withAccessors(TypeElement type, DeclaredType declared, List<VariableElement> elements,
            List<FieldModel> fields, List<TypeMirror> fieldTypes, boolean writable) {
        String packageName = ClassName.get(type).packageName();
        List<ExecutableElement> methods = ElementFilter.methodsIn(this.elements.getAllMembers(type));
        List<FieldModel> result = new ArrayList<>();
        boolean valid = true;
        for (int i = 0; i < fields.size(); i++) {
            VariableElement element = elements.get(i);
            FieldModel field = fields.get(i);
            boolean direct = accessible(element, packageName);
            String getter = direct ? null : getter(methods, declared, field.name(), fieldTypes.get(i), packageName);
            if (!direct && getter == null) {
                reporter.error(element, Message.NO_ACCESSOR, field.name(), type.getQualifiedName(), "read",
                        "getter get" + capitalize(field.name()) + "()");
                valid = false;
                continue;
            }
            String setter = null;
            if (writable && !direct) {
                setter = setter(methods, declared, field.name(), fieldTypes.get(i), packageName);
                if (setter == null) {
                    reporter.error(element, Message.NO_ACCESSOR, field.name(), type.getQualifiedName(), "written",
                            "setter set" + capitalize(field.name()) + "(" + fieldTypes.get(i) + ")");
                    valid = false;
                    continue;
                }
            }
            result.add(field.withAccessors(getter, setter, element));
        }
        return valid ? List.copyOf(result) : null;
    }

    private String getter(List<ExecutableElement> methods, DeclaredType declared, String field, TypeMirror type,
            String packageName) {
        List<String> names = new ArrayList<>(List.of("get" + capitalize(field), field));
        if (type.getKind() == TypeKind.BOOLEAN) {
            names.add(0, "is" + capitalize(field));
        }
        for (String name : names) {
            for (ExecutableElement method : methods) {
                if (method.getSimpleName().contentEquals(name)
                        && method.getParameters().isEmpty()
                        && !method.getModifiers().contains(Modifier.STATIC)
                        && accessible(method, packageName)
                        && types.isSameType(
                                ((javax.lang.model.type.ExecutableType) types.asMemberOf(declared, method))
                                        .getReturnType(),
                                type)) {
                    return name;
                }
            }
        }
        return null;
    }

    private String setter(List<ExecutableElement> methods, DeclaredType declared, String field, TypeMirror type,
            String packageName) {
        String name = "set" + capitalize(field);
        for (ExecutableElement method : methods) {
            if (method.getSimpleName().contentEquals(name)
                    && method.getParameters().size() == 1
                    && !method.getModifiers().contains(Modifier.STATIC)
                    && accessible(method, packageName)
                    && types.isSameType(
                            ((javax.lang.model.type.ExecutableType) types.asMemberOf(declared, method))
                                    .getParameterTypes().get(0),
                            type)) {
                return name;
            }
        }
        return null;
    }

    /** Whether code in {@code packageName} (not a subclass) may use the member. */
    private boolean accessible(Element member, String packageName) {
        Set<Modifier> modifiers = member.getModifiers();
        if (modifiers.contains(Modifier.PRIVATE)) {
            return false;
        }
        if (modifiers.contains(Modifier.PUBLIC)) {
            return true;
        }
        return elements.getPackageOf(member).getQualifiedName().contentEquals(packageName);
    }

    private static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    // ------------------------------------------------------------------------
    //  field types
    // ------------------------------------------------------------------------

    /** The node of a field type; null after reporting on {@code field} when it is not supported. */
    private TypeNode node(TypeMirror type, Element field, String fieldName) {
        switch (type.getKind()) {
            case BOOLEAN, BYTE, SHORT, CHAR, INT, LONG, FLOAT, DOUBLE:
                return new TypeNode.Primitive(PrimitiveKind.valueOf(type.getKind().name()));
            case ARRAY: {
                TypeMirror component = ((ArrayType) type).getComponentType();
                if (component.getKind().isPrimitive()) {
                    return new TypeNode.PrimitiveArray(PrimitiveKind.valueOf(component.getKind().name()));
                }
                if (component.getKind() == TypeKind.DECLARED
                        && !((DeclaredType) component).getTypeArguments().isEmpty()) {
                    reporter.error(field, Message.GENERIC_ARRAY, fieldName, component);
                    return null;
                }
                TypeNode element = node(component, field, fieldName);
                return element == null ? null : new TypeNode.ObjectArray(element);
            }
            case DECLARED:
                return declaredNode((DeclaredType) type, field, fieldName);
            case WILDCARD:
                reporter.error(field, Message.WILDCARD_TYPE, fieldName, type);
                return null;
            default:
                reporter.error(field, Message.UNSUPPORTED_TYPE, fieldName, type);
                return null;
        }
    }

    private TypeNode declaredNode(DeclaredType type, Element field, String fieldName) {
        TypeElement element = (TypeElement) type.asElement();
        String qualifiedName = element.getQualifiedName().toString();
        List<? extends TypeMirror> arguments = type.getTypeArguments();
        if (!element.getTypeParameters().isEmpty() && arguments.isEmpty()) {
            reporter.error(field, Message.RAW_TYPE, fieldName, type);
            return null;
        }
        for (TypeMirror argument : arguments) {
            if (argument.getKind() == TypeKind.WILDCARD) {
                reporter.error(field, Message.WILDCARD_TYPE, fieldName, type);
                return null;
            }
        }
        try {
            TypeMirror unboxed = types.unboxedType(type);
            return new TypeNode.Boxed(PrimitiveKind.valueOf(unboxed.getKind().name()));
        } catch (IllegalArgumentException notABox) {
            // not a box: go on
        }
        if (qualifiedName.equals("java.lang.String")) {
            return new TypeNode.Str();
        }
        if (element.getKind() == ElementKind.ENUM) {
            List<String> constants = element.getEnclosedElements().stream()
                    .filter(e -> e.getKind() == ElementKind.ENUM_CONSTANT)
                    .map(e -> e.getSimpleName().toString())
                    .collect(Collectors.toUnmodifiableList());
            return new TypeNode.EnumNode(ClassName.get(element), constants);
        }
        ValueKind value = ValueKind.forName(qualifiedName);
        if (value != null) {
            return new TypeNode.Value(value);
        }
        CollectionKind collection = CollectionKind.forName(qualifiedName);
        if (collection != null) {
            TypeNode elementNode = node(arguments.get(0), field, fieldName);
            return elementNode == null ? null : new TypeNode.CollectionNode(collection, elementNode);
        }
        MapKind map = MapKind.forName(qualifiedName);
        if (map != null) {
            TypeNode key = node(arguments.get(0), field, fieldName);
            TypeNode mapValue = key == null ? null : node(arguments.get(1), field, fieldName);
            return mapValue == null ? null : new TypeNode.MapNode(map, key, mapValue);
        }
        if (qualifiedName.equals("java.util.Optional")) {
            TypeNode elementNode = node(arguments.get(0), field, fieldName);
            return elementNode == null ? null : new TypeNode.OptionalNode(elementNode);
        }
        if (isTuple(qualifiedName)) {
            List<TypeNode> elements = new ArrayList<>();
            for (TypeMirror argument : arguments) {
                TypeNode elementNode = node(argument, field, fieldName);
                if (elementNode == null) {
                    return null;
                }
                elements.add(elementNode);
            }
            return new TypeNode.TupleNode(elements);
        }
        if (element.getAnnotation(FlinkType.class) != null && element.getTypeParameters().isEmpty()) {
            return new TypeNode.Nested(GeneratedNames.of(element), isDeeplyImmutable(element));
        }
        reporter.error(field, Message.UNSUPPORTED_TYPE, fieldName, type);
        return null;
    }

    /** Whether the class is one of Flink's {@code Tuple0} .. {@code Tuple25} (not a subclass of one). */
    private static boolean isTuple(String qualifiedName) {
        String prefix = TypeNode.TupleNode.PACKAGE + ".Tuple";
        if (!qualifiedName.startsWith(prefix)) {
            return false;
        }
        String arity = qualifiedName.substring(prefix.length());
        return arity.matches("0|[1-9][0-9]?") && Integer.parseInt(arity) <= WireFormat.MAX_TUPLE_ARITY;
    }

    /** Whether a field type of {@code type} cannot be resolved yet, at any depth of its type arguments. */
    public boolean hasUnresolvedTypes(TypeElement type) {
        if (type.getKind() == ElementKind.RECORD) {
            return type.getRecordComponents().stream().anyMatch(c -> isUnresolved(c.asType()));
        }
        return instanceFields(type).stream().anyMatch(f -> isUnresolved(f.asType()));
    }

    private static boolean isUnresolved(TypeMirror type) {
        return switch (type.getKind()) {
            case ERROR -> true;
            case ARRAY -> isUnresolved(((ArrayType) type).getComponentType());
            case DECLARED -> ((DeclaredType) type).getTypeArguments().stream().anyMatch(ModelBuilder::isUnresolved);
            default -> false;
        };
    }

    // ------------------------------------------------------------------------
    //  immutability and keys, over the graph of nested @FlinkType classes
    // ------------------------------------------------------------------------

    /**
     * Whether every value reachable from an instance of {@code type} is immutable: records and classes with
     * only final fields, whose field types are immutable, at any depth. Types met again on a cycle count as
     * immutable (the greatest fixed point), so the answer is only false when a mutable part is reachable.
     */
    public boolean isDeeplyImmutable(TypeElement type) {
        return isDeeplyImmutable(type, new HashSet<>());
    }

    private boolean isDeeplyImmutable(TypeElement type, Set<TypeElement> visiting) {
        if (!visiting.add(type)) {
            return true;
        }
        if (isSealedAbstraction(type)) {
            for (TypeMirror permitted : type.getPermittedSubclasses()) {
                if (!isDeeplyImmutable((TypeElement) types.asElement(permitted), visiting)) {
                    return false;
                }
            }
            return true;
        }
        if (type.getKind() == ElementKind.RECORD) {
            for (RecordComponentElement component : type.getRecordComponents()) {
                if (!isImmutable(component.asType(), visiting)) {
                    return false;
                }
            }
            return true;
        }
        if (type.getKind() != ElementKind.CLASS || type.getModifiers().contains(Modifier.ABSTRACT)) {
            return false;
        }
        DeclaredType declared = (DeclaredType) type.asType();
        for (VariableElement field : instanceFields(type)) {
            if (!field.getModifiers().contains(Modifier.FINAL)
                    || !isImmutable(types.asMemberOf(declared, field), visiting)) {
                return false;
            }
        }
        return true;
    }

    private boolean isImmutable(TypeMirror type, Set<TypeElement> visiting) {
        if (type.getKind().isPrimitive()) {
            return true;
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return false;
        }
        TypeElement element = (TypeElement) types.asElement(type);
        String qualifiedName = element.getQualifiedName().toString();
        if (element.getKind() == ElementKind.ENUM
                || qualifiedName.equals("java.lang.String")
                || ValueKind.forName(qualifiedName) != null
                || isBox(type)) {
            return true;
        }
        if (qualifiedName.equals("java.util.Optional")) {
            List<? extends TypeMirror> arguments = ((DeclaredType) type).getTypeArguments();
            return !arguments.isEmpty() && isImmutable(arguments.get(0), visiting);
        }
        if (isTuple(qualifiedName)) {
            // tuples have public, non-final fields; only Tuple0 has none
            return qualifiedName.endsWith(".Tuple0");
        }
        return element.getAnnotation(FlinkType.class) != null && isDeeplyImmutable(element, visiting);
    }

    private boolean isBox(TypeMirror type) {
        try {
            types.unboxedType(type);
            return true;
        } catch (IllegalArgumentException notABox) {
            return false;
        }
    }

    /** Whether the class (or every permitted subtype) overrides both equals and hashCode. */
    private boolean isKeyType(TypeElement type, Set<TypeElement> visiting) {
        if (!visiting.add(type)) {
            return true;
        }
        if (type.getKind() == ElementKind.RECORD) {
            return true;
        }
        if (isSealedAbstraction(type)) {
            return type.getPermittedSubclasses().stream()
                    .allMatch(p -> isKeyType((TypeElement) types.asElement(p), visiting));
        }
        boolean equals = false;
        boolean hashCode = false;
        for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(type))) {
            if (((TypeElement) method.getEnclosingElement()).getQualifiedName().contentEquals("java.lang.Object")) {
                continue;
            }
            if (method.getSimpleName().contentEquals("equals") && method.getParameters().size() == 1
                    && method.getParameters().get(0).asType().toString().equals("java.lang.Object")) {
                equals = true;
            }
            if (method.getSimpleName().contentEquals("hashCode") && method.getParameters().isEmpty()) {
                hashCode = true;
            }
        }
        return equals && hashCode;
    }
}
