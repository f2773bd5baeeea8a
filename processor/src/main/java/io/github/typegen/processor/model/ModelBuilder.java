package io.github.typegen.processor.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
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
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.GeneratedClass;
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
    /** Where errors go; silent for a moment while a converter's stored type is tried ({@link #convertedNode}). */
    private Reporter reporter;
    private final UnsupportedTypeFix unsupportedTypeFix;
    /** The converters each {@code @FlinkConverters} registers, by the annotated element; empty when broken. */
    private final Map<Element, Optional<List<ConverterUse>>> registrations = new HashMap<>();
    /** The converters whose stored type is being modelled, which do not apply inside it. */
    private final Set<TypeElement> convertingTo = new HashSet<>();
    private final Map<TypeElement, Optional<TypeModel>> models = new HashMap<>();
    /** The serializers the class being built holds, by name; filled while its field types are modelled. */
    private Holdings holdings;

    public ModelBuilder(Elements elements, Types types, Reporter reporter) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.unsupportedTypeFix = new UnsupportedTypeFix(elements, types);
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
        holdings = new Holdings(type);
        if (holdings.moduleConverters == null) {
            // reported on the @FlinkConverters in scope
            return null;
        }
        TypeModel model;
        if (isSealedAbstraction(type)) {
            model = buildSealed(type, name);
        } else if (type.getKind() == ElementKind.RECORD) {
            model = buildRecord(type, name);
        } else {
            model = buildClass(type, name);
        }
        if (model == null || !holdings.checkParametersUsed()) {
            return null;
        }
        return model;
    }

    /**
     * The serializers the generated serializer of one class holds: a type argument's for each type parameter,
     * in declaration order, then one for each generic {@code @FlinkType} (or {@code @FlinkType} holding
     * serializers) its fields use, in the order first met.
     */
    private final class Holdings {
        private final TypeElement owner;
        private final Map<String, NestedSerializer> serializers = new LinkedHashMap<>();
        private final Set<String> usedParameters = new HashSet<>();
        private final Set<String> fieldNames = new HashSet<>();
        /** The converters {@code @FlinkConverters} puts in scope of the class, nearest first; null when broken. */
        private final List<ConverterUse> moduleConverters;

        Holdings(TypeElement owner) {
            this.owner = owner;
            this.moduleConverters = moduleConverters(owner);
            for (TypeParameterElement parameter : owner.getTypeParameters()) {
                String parameterName = parameter.getSimpleName().toString();
                String field = fieldName(parameterName.equals(parameterName.toUpperCase(Locale.ROOT))
                        ? parameterName.toLowerCase(Locale.ROOT) : decapitalize(parameterName));
                serializers.put(parameterName, new NestedSerializer(parameterName, field,
                        TypeVariableName.get(parameterName), new NestedSerializer.Source.TypeArgument(parameterName)));
            }
        }

        List<TypeVariableName> typeParameters() {
            return owner.getTypeParameters().stream().map(TypeVariableName::get).toList();
        }

        List<NestedSerializer> all() {
            return List.copyOf(serializers.values());
        }

        /** The serializer of type parameter {@code name}, which a field now uses. */
        NestedSerializer parameter(String name) {
            usedParameters.add(name);
            return serializers.get(name);
        }

        /** The serializer of the generic {@code @FlinkType} use {@code type}, created on first use. */
        NestedSerializer use(DeclaredType type, NestedSerializer.Source source) {
            String name = type.toString();
            NestedSerializer known = serializers.get(name);
            if (known != null) {
                return known;
            }
            StringBuilder field = new StringBuilder(decapitalize(type.asElement().getSimpleName().toString()));
            for (TypeMirror argument : type.getTypeArguments()) {
                field.append(simpleNames(argument));
            }
            NestedSerializer created = new NestedSerializer(name, fieldName(field.toString()), TypeName.get(type),
                    source);
            serializers.put(name, created);
            return created;
        }

        /** The serializer of {@code factory}'s type information, for fields of {@code type}; one per factory. */
        NestedSerializer factory(TypeElement factory, TypeMirror type, NestedSerializer.Source source) {
            String name = factory.getQualifiedName().toString();
            NestedSerializer known = serializers.get(name);
            if (known != null) {
                return known;
            }
            NestedSerializer created = new NestedSerializer(name,
                    fieldName(decapitalize(factory.getSimpleName().toString())), TypeName.get(type), source);
            serializers.put(name, created);
            return created;
        }

        private String simpleNames(TypeMirror type) {
            if (type.getKind() == TypeKind.DECLARED) {
                StringBuilder names = new StringBuilder(((DeclaredType) type).asElement().getSimpleName());
                for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
                    names.append(simpleNames(argument));
                }
                return names.toString();
            }
            return capitalize(type.toString());
        }

        private String fieldName(String base) {
            String name = base + "Serializer";
            for (int n = 2; !fieldNames.add(name); n++) {
                name = base + "Serializer" + n;
            }
            return name;
        }

        /** Reports each type parameter no field uses: its serializer could not be restored from a snapshot. */
        boolean checkParametersUsed() {
            boolean valid = true;
            for (TypeParameterElement parameter : owner.getTypeParameters()) {
                if (!usedParameters.contains(parameter.getSimpleName().toString())) {
                    reporter.error(parameter, Message.UNUSED_TYPE_PARAMETER, parameter.getSimpleName(),
                            owner.getQualifiedName());
                    valid = false;
                }
            }
            return valid;
        }
    }

    private static String decapitalize(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
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
        if (!type.getTypeParameters().isEmpty() && isSealedAbstraction(type)) {
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
            } else if (holdsSerializers(subtype, new HashSet<>())) {
                problem = "is generic or has fields of generic @FlinkTypes, whose serializers a sealed type's"
                        + " serializer cannot hold";
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
                isDeeplyImmutable(type), false, isKeyType(type, new HashSet<>()), List.of(), List.of());
    }

    // ------------------------------------------------------------------------
    //  records
    // ------------------------------------------------------------------------

    private TypeModel buildRecord(TypeElement type, ClassName name) {
        List<FieldModel> fields = new ArrayList<>();
        boolean valid = true;
        for (RecordComponentElement component : type.getRecordComponents()) {
            String fieldName = component.getSimpleName().toString();
            TypeNode node = fieldNode(component.asType(), positionOf(type, component), fieldName);
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
                isDeeplyImmutable(type), false, true, holdings.typeParameters(), holdings.all());
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
            TypeNode node = fieldNode(fieldType, field, field.getSimpleName().toString());
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
                            isKeyType(type, new HashSet<>()), holdings.typeParameters(), holdings.all());
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
                exactClass, isKeyType(type, new HashSet<>()), holdings.typeParameters(), holdings.all());
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
                            "setter " + suggestedSetter(field.name(), fieldTypes.get(i)) + "(" + fieldTypes.get(i)
                                    + ")");
                    valid = false;
                    continue;
                }
            }
            result.add(field.withAccessors(getter, setter, element));
        }
        return valid ? List.copyOf(result) : null;
    }

    /**
     * The getter of a field, by the names tried in this order: {@code isName} (for a {@code boolean}), {@code
     * getName}, {@code name} (a fluent or record-style getter), and for a {@code boolean} named {@code isName},
     * {@code getName} too: Lombok's names, with or without {@code lombok.getter.noIsPrefix}.
     */
    private String getter(List<ExecutableElement> methods, DeclaredType declared, String field, TypeMirror type,
            String packageName) {
        List<String> names = new ArrayList<>(List.of("get" + capitalize(field), field));
        if (type.getKind() == TypeKind.BOOLEAN) {
            names.add(0, "is" + capitalize(field));
            booleanBaseName(field).ifPresent(base -> names.add("get" + base));
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

    /**
     * The setter of a field, by the names tried in this order: {@code setName}, for a {@code boolean} named
     * {@code isName} {@code setName} (as Lombok and IDEs write it), and {@code name} (a fluent setter, see {@link
     * #isFluentSetter}). The return type of {@code setName} does not matter, so chained setters returning {@code
     * this} ({@code @Accessors(chain = true)}) are setters too.
     */
    private String setter(List<ExecutableElement> methods, DeclaredType declared, String field, TypeMirror type,
            String packageName) {
        for (String name : setterNames(field, type)) {
            for (ExecutableElement method : methods) {
                if (method.getSimpleName().contentEquals(name)
                        && method.getParameters().size() == 1
                        && !method.getModifiers().contains(Modifier.STATIC)
                        && accessible(method, packageName)
                        && types.isSameType(
                                ((javax.lang.model.type.ExecutableType) types.asMemberOf(declared, method))
                                        .getParameterTypes().get(0),
                                type)
                        && (!name.equals(field) || isFluentSetter(method))) {
                    return name;
                }
            }
        }
        return null;
    }

    /**
     * Whether {@code name(value)} sets the field: it returns nothing, or Lombok writes it ({@code @Accessors(fluent =
     * true)}, which returns {@code this}). A method of that shape returning a value could as well return a changed
     * copy (a "wither"), and calling it as a setter would lose the value.
     */
    private static boolean isFluentSetter(ExecutableElement method) {
        return method.getReturnType().getKind() == TypeKind.VOID
                || Lombok.rewrites((TypeElement) method.getEnclosingElement());
    }

    private static List<String> setterNames(String field, TypeMirror type) {
        List<String> names = new ArrayList<>(List.of("set" + capitalize(field)));
        if (type.getKind() == TypeKind.BOOLEAN) {
            booleanBaseName(field).ifPresent(base -> names.add("set" + base));
        }
        names.add(field);
        return names;
    }

    /** The setter an error suggests: {@code setName}, and for a {@code boolean} named {@code isName} too. */
    private static String suggestedSetter(String field, TypeMirror type) {
        String base = type.getKind() == TypeKind.BOOLEAN ? booleanBaseName(field).orElse(null) : null;
        return "set" + (base != null ? base : capitalize(field));
    }

    /**
     * For a {@code boolean} field named {@code isName} ({@code is} followed by a letter that is not lower case),
     * {@code Name}: the name its accessors are made of ({@code isName()}, {@code setName(boolean)}).
     */
    private static Optional<String> booleanBaseName(String field) {
        return field.length() > 2 && field.startsWith("is") && !Character.isLowerCase(field.charAt(2))
                ? Optional.of(field.substring(2))
                : Optional.empty();
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

    /**
     * The node of a field: written by a {@code TypeInfoFactory}'s serializer when Flink's {@code @TypeInfo} is on the
     * field, else by its type; null after reporting on {@code field}.
     */
    private TypeNode fieldNode(TypeMirror type, Element field, String fieldName) {
        Optional<DeclaredType> factory = typeInfoFactory(field);
        if (factory.isPresent()) {
            return hatchNode(type, factory.get(), new FieldUse(field, fieldName, type, null));
        }
        ConverterUse converter = null;
        AnnotationMirror convert = annotation(field, CONVERT);
        if (convert != null) {
            AnnotationValue value = annotationValue(convert);
            converter = value.getValue() instanceof TypeMirror named
                    ? resolveConverter(named, field, convert, value, "@Convert on field '" + fieldName + "'")
                    : null;
            if (converter == null) {
                return null;
            }
            if (!mentions(type, converter.source())) {
                reporter.error(field, convert, value, Message.CONVERTER_MISMATCH, fieldName, type,
                        converter.converter().getQualifiedName(), converter.source(), converter.source());
                return null;
            }
        }
        return node(type, new FieldUse(field, fieldName, type, converter));
    }

    /**
     * The field whose type is being read: the element errors are reported on, its name, and its declared type, which
     * every message names, also when the part at fault is an element or type argument deep inside it.
     */
    private record FieldUse(Element element, String name, TypeMirror declaredType, ConverterUse converter) {

        /** {@code ""} when {@code part} is the declared type itself, else {@code " for <part>"}. */
        String forPart(TypeMirror part) {
            return part == declaredType ? "" : " for " + part;
        }
    }

    private static final String TYPE_INFO = "org.apache.flink.api.common.typeinfo.TypeInfo";
    private static final String TYPE_INFO_FACTORY = "org.apache.flink.api.common.typeinfo.TypeInfoFactory";

    /** The factory class Flink's {@code @TypeInfo} on {@code element} names, if it carries one. */
    private static Optional<DeclaredType> typeInfoFactory(Element element) {
        for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
            if (((TypeElement) annotation.getAnnotationType().asElement()).getQualifiedName().contentEquals(TYPE_INFO)) {
                for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
                        : annotation.getElementValues().entrySet()) {
                    if (entry.getKey().getSimpleName().contentEquals("value")
                            && entry.getValue().getValue() instanceof DeclaredType factory) {
                        return Optional.of(factory);
                    }
                }
            }
        }
        return Optional.empty();
    }

    /**
     * A field written by the serializer of the type information {@code factory} creates: the hatch for a type Typegen
     * does not serialize (a Protobuf or Avro message, a hand-written serializer). Null after reporting on {@code
     * field} when the factory cannot be used.
     */
    private TypeNode hatchNode(TypeMirror type, DeclaredType factory, FieldUse field) {
        TypeElement factoryClass = (TypeElement) factory.asElement();
        String problem = null;
        if (type.getKind() != TypeKind.DECLARED) {
            problem = "cannot serialize a field of this type: a factory's type information is for a class";
        } else if (!factoryClass.getModifiers().contains(Modifier.PUBLIC)
                || factoryClass.getModifiers().contains(Modifier.ABSTRACT)
                || ElementFilter.constructorsIn(factoryClass.getEnclosedElements()).stream().noneMatch(
                        c -> c.getParameters().isEmpty() && c.getModifiers().contains(Modifier.PUBLIC))) {
            problem = "is not a public, non-abstract class with a public no-argument constructor";
        } else {
            TypeMirror created = createdType(factory);
            if (created == null || !types.isSameType(created, type)) {
                problem = "creates type information of " + (created == null ? "an unknown type" : created)
                        + ", not of " + type;
            }
        }
        if (problem != null) {
            reporter.error(field.element(), Message.TYPE_INFO_FACTORY, field.name(), field.declaredType(),
                    factoryClass.getQualifiedName(), problem, type);
            return null;
        }
        TypeElement typeElement = (TypeElement) ((DeclaredType) type).asElement();
        NestedSerializer.Source source = new NestedSerializer.Source.Factory(ClassName.get(factoryClass),
                ClassName.get(typeElement));
        return new TypeNode.Delegated(holdings.factory(factoryClass, type, source), TypeName.get(type));
    }

    // ------------------------------------------------------------------------
    //  converters: @Convert on a field, @FlinkConverters on a package or class
    // ------------------------------------------------------------------------

    /**
     * A converter that applies: its class, the type it converts ({@code T} of {@code FlinkConverter<T, S>}) and its
     * stored type ({@code S}).
     */
    private record ConverterUse(TypeElement converter, TypeMirror source, TypeMirror stored) {}

    private static final String CONVERT = "io.github.typegen.annotations.Convert";
    private static final String FLINK_CONVERTERS = "io.github.typegen.annotations.FlinkConverters";
    private static final String FLINK_CONVERTER = "io.github.typegen.annotations.FlinkConverter";

    /** The converter of {@code type} in {@code field}: the field's own, else the nearest registered one; or null. */
    private ConverterUse converterFor(TypeMirror type, FieldUse field) {
        if (type.getKind() != TypeKind.DECLARED && type.getKind() != TypeKind.ARRAY) {
            return null;
        }
        if (field.converter() != null && applies(field.converter(), type)) {
            return field.converter();
        }
        for (ConverterUse converter : holdings.moduleConverters) {
            if (applies(converter, type)) {
                return converter;
            }
        }
        return null;
    }

    private boolean applies(ConverterUse converter, TypeMirror type) {
        return !convertingTo.contains(converter.converter()) && types.isSameType(converter.source(), type);
    }

    /**
     * A value written in the stored form of {@code converter}; null after reporting on {@code field} when the stored
     * type has no serializer of its own. The stored type is tried silently, so that the error names the converter.
     */
    private TypeNode convertedNode(TypeMirror type, ConverterUse converter, FieldUse field) {
        Reporter fieldReporter = reporter;
        int held = holdings.all().size();
        TypeNode stored;
        reporter = Reporter.silent();
        convertingTo.add(converter.converter());
        try {
            stored = node(converter.stored(), field);
        } finally {
            convertingTo.remove(converter.converter());
            reporter = fieldReporter;
        }
        String problem = null;
        if (stored == null) {
            problem = "which has no serializer";
        } else if (holdings.all().size() != held) {
            problem = "which a serializer the generated one holds would write (a type parameter, a generic"
                    + " @FlinkType or a @TypeInfo factory's)";
        }
        if (problem != null) {
            reporter.error(field.element(), Message.CONVERTER_STORED_TYPE, field.name(), field.declaredType(),
                    converter.converter().getQualifiedName(), converter.stored(), problem);
            return null;
        }
        return new TypeNode.Converted(ClassName.get(converter.converter()), TypeName.get(type), stored,
                isValueClass(type, new HashSet<>()));
    }

    /**
     * The converter {@code named} names, checked: a public, concrete, non-generic top-level or static class with a
     * public no-argument constructor that implements {@code FlinkConverter} with both type arguments; null after
     * reporting on the annotation value.
     */
    private ConverterUse resolveConverter(TypeMirror named, Element on, AnnotationMirror annotation,
            AnnotationValue value, String namedBy) {
        if (named.getKind() != TypeKind.DECLARED) {
            reporter.error(on, annotation, value, Message.CONVERTER_CLASS, named, namedBy, "is not a class");
            return null;
        }
        TypeElement converter = (TypeElement) ((DeclaredType) named).asElement();
        String problem = converterProblem(converter);
        List<? extends TypeMirror> arguments = problem == null ? converterArguments(converter.asType()) : null;
        if (problem == null && (arguments == null || arguments.size() != 2
                || arguments.stream().anyMatch(a -> a.getKind() != TypeKind.DECLARED && a.getKind() != TypeKind.ARRAY))) {
            problem = "does not name both types of FlinkConverter<T, S>";
        }
        if (problem != null) {
            reporter.error(on, annotation, value, Message.CONVERTER_CLASS, converter.getQualifiedName(), namedBy,
                    problem);
            return null;
        }
        return new ConverterUse(converter, arguments.get(0), arguments.get(1));
    }

    private String converterProblem(TypeElement converter) {
        if (converter.getKind() != ElementKind.CLASS) {
            return "is not a class";
        }
        if (converter.getModifiers().contains(Modifier.ABSTRACT)) {
            return "is abstract";
        }
        if (!converter.getTypeParameters().isEmpty()) {
            return "is generic";
        }
        for (Element enclosing = converter; enclosing instanceof TypeElement t; enclosing = t.getEnclosingElement()) {
            if (!t.getModifiers().contains(Modifier.PUBLIC)) {
                return t == converter ? "is not public" : "is nested in " + t.getQualifiedName() + ", which is not public";
            }
        }
        if (converter.getNestingKind() == NestingKind.MEMBER && !converter.getModifiers().contains(Modifier.STATIC)) {
            return "is an inner (non-static) class";
        }
        if (ElementFilter.constructorsIn(converter.getEnclosedElements()).stream()
                .noneMatch(c -> c.getParameters().isEmpty() && c.getModifiers().contains(Modifier.PUBLIC))) {
            return "has no public no-argument constructor";
        }
        if (converterArguments(converter.asType()) == null) {
            return "does not implement FlinkConverter";
        }
        return null;
    }

    /** The type arguments of the {@code FlinkConverter} that {@code type} implements; null when it does not. */
    private List<? extends TypeMirror> converterArguments(TypeMirror type) {
        for (TypeMirror supertype : types.directSupertypes(type)) {
            TypeElement element = (TypeElement) types.asElement(supertype);
            if (element.getQualifiedName().contentEquals(FLINK_CONVERTER)) {
                return ((DeclaredType) supertype).getTypeArguments();
            }
            if (!element.getQualifiedName().contentEquals("java.lang.Object")) {
                List<? extends TypeMirror> found = converterArguments(supertype);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /**
     * The converters {@code @FlinkConverters} puts in scope of {@code type}, nearest first: on the class and the
     * classes it is nested in, then on its package and each parent package; null when one in scope is broken (it
     * was reported there).
     */
    private List<ConverterUse> moduleConverters(TypeElement type) {
        List<Element> scopes = new ArrayList<>();
        for (Element enclosing = type; enclosing instanceof TypeElement t; enclosing = t.getEnclosingElement()) {
            scopes.add(t);
        }
        String packageName = elements.getPackageOf(type).getQualifiedName().toString();
        while (!packageName.isEmpty()) {
            Element found = elements.getPackageElement(packageName);
            if (found != null) {
                scopes.add(found);
            }
            int dot = packageName.lastIndexOf('.');
            packageName = dot < 0 ? "" : packageName.substring(0, dot);
        }
        List<ConverterUse> converters = new ArrayList<>();
        for (Element scope : scopes) {
            Optional<List<ConverterUse>> registered = registrations.computeIfAbsent(scope, this::registered);
            if (registered.isEmpty()) {
                return null;
            }
            converters.addAll(registered.get());
        }
        return converters;
    }

    /** The converters {@code @FlinkConverters} on {@code scope} registers; empty after reporting a broken one. */
    private Optional<List<ConverterUse>> registered(Element scope) {
        AnnotationMirror annotation = annotation(scope, FLINK_CONVERTERS);
        if (annotation == null) {
            return Optional.of(List.of());
        }
        AnnotationValue value = annotationValue(annotation);
        List<ConverterUse> converters = new ArrayList<>();
        boolean valid = true;
        String namedBy = "@FlinkConverters on " + scope;
        if (value != null && value.getValue() instanceof List<?> classes) {
            for (Object each : classes) {
                if (!(each instanceof AnnotationValue named && named.getValue() instanceof TypeMirror type)) {
                    continue;
                }
                ConverterUse converter = resolveConverter(type, scope, annotation, named, namedBy);
                if (converter == null) {
                    valid = false;
                    continue;
                }
                for (ConverterUse other : converters) {
                    if (types.isSameType(other.source(), converter.source())) {
                        reporter.error(scope, annotation, named, Message.CONVERTER_CONFLICT, scope,
                                converter.source(), other.converter().getQualifiedName(),
                                converter.converter().getQualifiedName());
                        valid = false;
                    }
                }
                converters.add(converter);
            }
        }
        return valid ? Optional.of(List.copyOf(converters)) : Optional.empty();
    }

    /** The annotation of type {@code qualifiedName} on {@code element}, or null. */
    private static AnnotationMirror annotation(Element element, String qualifiedName) {
        for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
            if (((TypeElement) annotation.getAnnotationType().asElement()).getQualifiedName()
                    .contentEquals(qualifiedName)) {
                return annotation;
            }
        }
        return null;
    }

    /** The {@code value} of {@code annotation}, or null. */
    private static AnnotationValue annotationValue(AnnotationMirror annotation) {
        return annotation.getElementValues().entrySet().stream()
                .filter(e -> e.getKey().getSimpleName().contentEquals("value"))
                .map(Map.Entry::getValue)
                .findFirst().orElse(null);
    }

    /** Whether {@code type} is or holds {@code part}, at any depth of its type arguments and array components. */
    private boolean mentions(TypeMirror type, TypeMirror part) {
        if (types.isSameType(type, part)) {
            return true;
        }
        return switch (type.getKind()) {
            case ARRAY -> mentions(((ArrayType) type).getComponentType(), part);
            case DECLARED -> ((DeclaredType) type).getTypeArguments().stream().anyMatch(a -> mentions(a, part));
            default -> false;
        };
    }

    /**
     * Whether the values of a converted type never change, so copies may share them: a type Typegen knows to be
     * immutable, or a record or final class whose fields are all final and of such types, at any depth (types met
     * again on a cycle count as immutable). Anything else is copied through its stored form.
     */
    private boolean isValueClass(TypeMirror type, Set<TypeElement> visiting) {
        if (type.getKind().isPrimitive()) {
            return true;
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return false;
        }
        if (isImmutable(type, new HashSet<>())) {
            return true;
        }
        TypeElement element = (TypeElement) types.asElement(type);
        if (!visiting.add(element)) {
            return true;
        }
        DeclaredType declared = (DeclaredType) type;
        if (element.getKind() == ElementKind.RECORD) {
            return element.getRecordComponents().stream()
                    .allMatch(c -> isValueClass(types.asMemberOf(declared, c.getAccessor()) instanceof
                            javax.lang.model.type.ExecutableType accessor ? accessor.getReturnType() : c.asType(),
                            visiting));
        }
        if (element.getKind() != ElementKind.CLASS || !element.getModifiers().contains(Modifier.FINAL)) {
            return false;
        }
        for (VariableElement field : instanceFields(element)) {
            if (!field.getModifiers().contains(Modifier.FINAL)
                    || !isValueClass(types.asMemberOf(declared, field), visiting)) {
                return false;
            }
        }
        return true;
    }

    /** The {@code T} of the {@code TypeInfoFactory<T>} that {@code factory} extends; null when it is raw. */
    private TypeMirror createdType(TypeMirror factory) {
        for (TypeMirror supertype : types.directSupertypes(factory)) {
            TypeElement element = (TypeElement) types.asElement(supertype);
            if (element.getQualifiedName().contentEquals(TYPE_INFO_FACTORY)) {
                List<? extends TypeMirror> arguments = ((DeclaredType) supertype).getTypeArguments();
                return arguments.isEmpty() ? null : arguments.get(0);
            }
            if (!element.getQualifiedName().contentEquals("java.lang.Object")) {
                TypeMirror found = createdType(supertype);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The node of a field type; null after reporting on {@code field} when it is not supported. */
    private TypeNode node(TypeMirror type, FieldUse field) {
        ConverterUse converter = converterFor(type, field);
        if (converter != null) {
            return convertedNode(type, converter, field);
        }
        switch (type.getKind()) {
            case BOOLEAN, BYTE, SHORT, CHAR, INT, LONG, FLOAT, DOUBLE:
                return new TypeNode.Primitive(PrimitiveKind.valueOf(type.getKind().name()));
            case ARRAY: {
                TypeMirror component = ((ArrayType) type).getComponentType();
                if (component.getKind().isPrimitive()) {
                    return new TypeNode.PrimitiveArray(PrimitiveKind.valueOf(component.getKind().name()));
                }
                if (component.getKind() == TypeKind.TYPEVAR || component.getKind() == TypeKind.DECLARED
                        && !((DeclaredType) component).getTypeArguments().isEmpty()) {
                    reporter.error(field.element(), Message.GENERIC_ARRAY, field.name(), field.declaredType(),
                            component);
                    return null;
                }
                TypeNode element = node(component, field);
                return element == null ? null : new TypeNode.ObjectArray(element);
            }
            case DECLARED:
                return declaredNode((DeclaredType) type, field);
            case TYPEVAR: {
                String parameter = ((TypeVariable) type).asElement().getSimpleName().toString();
                return new TypeNode.Delegated(holdings.parameter(parameter), TypeVariableName.get(parameter));
            }
            case WILDCARD:
                reporter.error(field.element(), Message.WILDCARD_TYPE, field.name(), field.declaredType(), type);
                return null;
            default:
                reporter.error(field.element(), Message.UNSUPPORTED_TYPE, field.name(), field.declaredType(),
                        field.forPart(type), unsupportedTypeFix.of(type));
                return null;
        }
    }

    private TypeNode declaredNode(DeclaredType type, FieldUse field) {
        TypeElement element = (TypeElement) type.asElement();
        String qualifiedName = element.getQualifiedName().toString();
        List<? extends TypeMirror> arguments = type.getTypeArguments();
        if (!element.getTypeParameters().isEmpty() && arguments.isEmpty()) {
            reporter.error(field.element(), Message.RAW_TYPE, field.name(), field.declaredType(), type);
            return null;
        }
        for (TypeMirror argument : arguments) {
            if (argument.getKind() == TypeKind.WILDCARD) {
                reporter.error(field.element(), Message.WILDCARD_TYPE, field.name(), field.declaredType(), argument);
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
            if (collection.isSorted() && !isComparable(arguments.get(0))) {
                reporter.error(field.element(), Message.NOT_COMPARABLE, field.name(), field.declaredType(),
                        collection.simpleName(), "element", arguments.get(0));
                return null;
            }
            TypeNode elementNode = node(arguments.get(0), field);
            return elementNode == null ? null : new TypeNode.CollectionNode(collection, elementNode);
        }
        MapKind map = MapKind.forName(qualifiedName);
        if (map != null) {
            if (map.isSorted() && !isComparable(arguments.get(0))) {
                reporter.error(field.element(), Message.NOT_COMPARABLE, field.name(), field.declaredType(),
                        map.simpleName(), "key", arguments.get(0));
                return null;
            }
            TypeNode key = node(arguments.get(0), field);
            TypeNode mapValue = key == null ? null : node(arguments.get(1), field);
            return mapValue == null ? null : new TypeNode.MapNode(map, key, mapValue);
        }
        if (qualifiedName.equals("java.util.Optional")) {
            TypeNode elementNode = node(arguments.get(0), field);
            return elementNode == null ? null : new TypeNode.OptionalNode(elementNode);
        }
        if (isTuple(qualifiedName)) {
            List<TypeNode> elements = new ArrayList<>();
            for (TypeMirror argument : arguments) {
                TypeNode elementNode = node(argument, field);
                if (elementNode == null) {
                    return null;
                }
                elements.add(elementNode);
            }
            return new TypeNode.TupleNode(elements);
        }
        if (element.getAnnotation(FlinkType.class) != null) {
            if (!holdsSerializers(element, new HashSet<>())) {
                return new TypeNode.Nested(GeneratedNames.of(element), isDeeplyImmutable(element));
            }
            NestedSerializer.Source source = flinkTypeSource(type, field);
            return source == null ? null : new TypeNode.Delegated(holdings.use(type, source), TypeName.get(type));
        }
        Optional<DeclaredType> classFactory = typeInfoFactory(element);
        if (classFactory.isPresent()) {
            return hatchNode(type, classFactory.get(), field);
        }
        reporter.error(field.element(), Message.UNSUPPORTED_TYPE, field.name(), field.declaredType(),
                field.forPart(type), unsupportedTypeFix.of(type));
        return null;
    }

    /** Whether {@code type} has a natural order: it implements {@code Comparable}. */
    private boolean isComparable(TypeMirror type) {
        TypeMirror comparable = types.erasure(elements.getTypeElement("java.lang.Comparable").asType());
        return types.isAssignable(type, comparable);
    }

    // ------------------------------------------------------------------------
    //  generic @FlinkTypes: the serializers a generated serializer holds
    // ------------------------------------------------------------------------

    /**
     * How the serializer of the {@code @FlinkType} use {@code type} is created, in {@code field}; null after
     * reporting on it when it cannot be.
     */
    private NestedSerializer.Source flinkTypeSource(DeclaredType type, FieldUse field) {
        TypeElement element = (TypeElement) type.asElement();
        if (element.equals(holdings.owner) || reaches(element, holdings.owner, new HashSet<>())) {
            reporter.error(field.element(), Message.RECURSIVE_GENERIC, field.name(), field.declaredType(),
                    holdings.owner.getQualifiedName());
            return null;
        }
        List<NestedSerializer.Source> arguments = new ArrayList<>();
        for (TypeMirror argument : type.getTypeArguments()) {
            NestedSerializer.Source source = argumentSource(argument, field);
            if (source == null) {
                return null;
            }
            arguments.add(source);
        }
        return new NestedSerializer.Source.Generated(
                GeneratedNames.of(element).get(GeneratedClass.SERIALIZER), arguments);
    }

    /** The serializer of a type argument of a generic {@code @FlinkType}; null after reporting. */
    private NestedSerializer.Source argumentSource(TypeMirror argument, FieldUse field) {
        if (argument.getKind() == TypeKind.TYPEVAR) {
            String parameter = ((TypeVariable) argument).asElement().getSimpleName().toString();
            holdings.parameter(parameter);
            return new NestedSerializer.Source.TypeArgument(parameter);
        }
        if (argument.getKind() == TypeKind.DECLARED) {
            DeclaredType declared = (DeclaredType) argument;
            TypeElement element = (TypeElement) declared.asElement();
            if (element.getAnnotation(FlinkType.class) != null) {
                return flinkTypeSource(declared, field);
            }
            String basic = basicSerializer(element.getQualifiedName().toString());
            if (basic != null) {
                return new NestedSerializer.Source.Basic(ClassName.get(FLINK_BASE_SERIALIZERS, basic));
            }
        }
        reporter.error(field.element(), Message.UNSUPPORTED_TYPE_ARGUMENT, field.name(), field.declaredType(),
                argument);
        return null;
    }

    private static final String FLINK_BASE_SERIALIZERS = "org.apache.flink.api.common.typeutils.base";

    /** Flink's serializer of a basic type argument: {@code String} and the boxed primitives. */
    private static String basicSerializer(String qualifiedName) {
        return switch (qualifiedName) {
            case "java.lang.String" -> "StringSerializer";
            case "java.lang.Boolean" -> "BooleanSerializer";
            case "java.lang.Byte" -> "ByteSerializer";
            case "java.lang.Short" -> "ShortSerializer";
            case "java.lang.Character" -> "CharSerializer";
            case "java.lang.Integer" -> "IntSerializer";
            case "java.lang.Long" -> "LongSerializer";
            case "java.lang.Float" -> "FloatSerializer";
            case "java.lang.Double" -> "DoubleSerializer";
            default -> null;
        };
    }

    /**
     * Whether the generated serializer of {@code type} holds serializers: the class is generic, or a field uses a
     * {@code @FlinkType} whose serializer does, at any depth. Such a serializer has no static methods, so every
     * use of it holds an instance.
     */
    public boolean holdsSerializers(TypeElement type) {
        return holdsSerializers(type, new HashSet<>());
    }

    private boolean holdsSerializers(TypeElement type, Set<TypeElement> visiting) {
        if (!type.getTypeParameters().isEmpty()) {
            return true;
        }
        if (!visiting.add(type)) {
            return false;
        }
        if (isSealedAbstraction(type)) {
            return type.getPermittedSubclasses().stream()
                    .anyMatch(p -> holdsSerializers((TypeElement) types.asElement(p), visiting));
        }
        if (type.getKind() != ElementKind.INTERFACE
                && instanceFields(type).stream().anyMatch(f -> typeInfoFactory(f).isPresent())) {
            return true;
        }
        return fieldTypes(type).stream().anyMatch(t -> usesHeldSerializer(t, visiting));
    }

    private boolean usesHeldSerializer(TypeMirror type, Set<TypeElement> visiting) {
        return switch (type.getKind()) {
            case TYPEVAR -> true;
            case ARRAY -> usesHeldSerializer(((ArrayType) type).getComponentType(), visiting);
            case DECLARED -> {
                TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
                boolean flinkType = element.getAnnotation(FlinkType.class) != null;
                yield flinkType && holdsSerializers(element, visiting)
                        || !flinkType && typeInfoFactory(element).isPresent()
                        || ((DeclaredType) type).getTypeArguments().stream()
                                .anyMatch(a -> usesHeldSerializer(a, visiting));
            }
            default -> false;
        };
    }

    /** Whether {@code target} is a {@code @FlinkType} held by a field of {@code from}, at any depth. */
    private boolean reaches(TypeElement from, TypeElement target, Set<TypeElement> visited) {
        if (!visited.add(from)) {
            return false;
        }
        if (isSealedAbstraction(from)) {
            return from.getPermittedSubclasses().stream().map(p -> (TypeElement) types.asElement(p))
                    .anyMatch(p -> p.equals(target) || reaches(p, target, visited));
        }
        return fieldTypes(from).stream().anyMatch(t -> mentions(t, target, visited));
    }

    private boolean mentions(TypeMirror type, TypeElement target, Set<TypeElement> visited) {
        return switch (type.getKind()) {
            case ARRAY -> mentions(((ArrayType) type).getComponentType(), target, visited);
            case DECLARED -> {
                TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
                yield element.equals(target)
                        || element.getAnnotation(FlinkType.class) != null && reaches(element, target, visited)
                        || ((DeclaredType) type).getTypeArguments().stream().anyMatch(a -> mentions(a, target, visited));
            }
            default -> false;
        };
    }

    /** The declared types of the serialized fields of a record or class. */
    private List<TypeMirror> fieldTypes(TypeElement type) {
        if (type.getKind() == ElementKind.RECORD) {
            return type.getRecordComponents().stream().map(RecordComponentElement::asType)
                    .collect(Collectors.toList());
        }
        if (type.getKind() != ElementKind.CLASS) {
            return List.of();
        }
        DeclaredType declared = (DeclaredType) type.asType();
        return instanceFields(type).stream().map(f -> types.asMemberOf(declared, f)).collect(Collectors.toList());
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

    /**
     * The classes that carry Lombok annotations ({@link Lombok}), that the model of {@code type} reads (the class,
     * its superclasses, its permitted subtypes and the {@code @FlinkType} classes of its fields, at any depth), and
     * whose top-level class is among {@code roots}, the classes Lombok has not rewritten yet: with Lombok's
     * processor running, the root elements of this round, whose members and modifiers are final only from the next
     * round on.
     */
    public List<TypeElement> lombokTypesInProgress(TypeElement type, Set<? extends Element> roots) {
        Set<TypeElement> found = new LinkedHashSet<>();
        collectLombokTypes(type, roots, new HashSet<>(), found);
        return List.copyOf(found);
    }

    private void collectLombokTypes(TypeElement type, Set<? extends Element> roots, Set<TypeElement> visited,
            Set<TypeElement> found) {
        if (!visited.add(type)) {
            return;
        }
        for (TypeElement current = type; current != null; current = superclass(current)) {
            if (roots.contains(outermost(current)) && Lombok.rewrites(current)) {
                found.add(current);
            }
        }
        if (isSealedAbstraction(type)) {
            for (TypeMirror permitted : type.getPermittedSubclasses()) {
                collectLombokTypes((TypeElement) types.asElement(permitted), roots, visited, found);
            }
            return;
        }
        List<TypeMirror> fieldTypes = new ArrayList<>();
        if (type.getKind() == ElementKind.RECORD) {
            type.getRecordComponents().forEach(component -> fieldTypes.add(component.asType()));
        } else if (type.getKind() == ElementKind.CLASS) {
            DeclaredType declared = (DeclaredType) type.asType();
            instanceFields(type).forEach(field -> fieldTypes.add(types.asMemberOf(declared, field)));
        }
        for (TypeMirror fieldType : fieldTypes) {
            collectLombokTypesIn(fieldType, roots, visited, found);
        }
    }

    private void collectLombokTypesIn(TypeMirror type, Set<? extends Element> roots, Set<TypeElement> visited,
            Set<TypeElement> found) {
        if (type.getKind() == TypeKind.ARRAY) {
            collectLombokTypesIn(((ArrayType) type).getComponentType(), roots, visited, found);
        } else if (type.getKind() == TypeKind.DECLARED) {
            DeclaredType declared = (DeclaredType) type;
            for (TypeMirror argument : declared.getTypeArguments()) {
                collectLombokTypesIn(argument, roots, visited, found);
            }
            TypeElement element = (TypeElement) declared.asElement();
            if (element.getAnnotation(FlinkType.class) != null) {
                collectLombokTypes(element, roots, visited, found);
            }
        }
    }

    /** The top-level class that {@code type} is declared in, or {@code type} itself. */
    private static Element outermost(TypeElement type) {
        Element outermost = type;
        while (outermost.getEnclosingElement() instanceof TypeElement enclosing) {
            outermost = enclosing;
        }
        return outermost;
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
        if (type.getKind() == TypeKind.TYPEVAR) {
            // written by a type argument's serializer, which says at run time whether its values are immutable
            return true;
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return false;
        }
        TypeElement element = (TypeElement) types.asElement(type);
        String qualifiedName = element.getQualifiedName().toString();
        if (element.getKind() == ElementKind.ENUM
                || qualifiedName.equals("java.lang.String")
                || isImmutableValue(qualifiedName)
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

    private static boolean isImmutableValue(String qualifiedName) {
        ValueKind kind = ValueKind.forName(qualifiedName);
        return kind != null && !kind.mutable();
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
