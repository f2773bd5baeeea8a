package io.github.typegen.processor.json;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.Shape;
import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.GeneratedNames;
import io.github.typegen.processor.model.NestedSerializer;
import io.github.typegen.processor.model.NodeMatch;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * Decides whether a {@code @FlinkType} gets a JSON codec and builds its {@link JsonBinding}: the class asks for one
 * ({@code @FlinkType(json = true)}) or the module does ({@code -Atypegen.json=true}); its Jackson annotations are
 * read by name ({@code @JsonProperty}, {@code @JsonInclude}, {@code @JsonCreator}, {@code @JsonValue}, ...); every
 * property's type must have a JSON form. What the codec cannot follow as Jackson would is reported on the element it
 * is about, and a class with a problem gets no codec.
 */
public final class JsonStep {

    /** A class of typegen-json: when it is on the compile classpath, so are the codecs' runtime and Jackson's core. */
    static final String RUNTIME_CLASS = "io.github.typegen.json.JsonCodec";

    /** The value kinds with a JSON form: ISO-8601 text for dates and times, numbers, the text of a UUID. */
    private static final Set<ValueKind> VALUE_KINDS = Set.of(ValueKind.BIG_DECIMAL, ValueKind.BIG_INTEGER,
            ValueKind.UUID_, ValueKind.INSTANT, ValueKind.LOCAL_DATE, ValueKind.LOCAL_TIME, ValueKind.LOCAL_DATE_TIME,
            ValueKind.OFFSET_DATE_TIME, ValueKind.ZONED_DATE_TIME, ValueKind.DURATION, ValueKind.DATE);

    /** The value kinds whose {@code @JsonFormat(pattern)} the codec follows. */
    private static final Set<ValueKind> PATTERN_KINDS = Set.of(ValueKind.INSTANT, ValueKind.LOCAL_DATE,
            ValueKind.LOCAL_TIME, ValueKind.LOCAL_DATE_TIME, ValueKind.DATE);

    private final Elements elements;
    private final Types types;
    private final Reporter reporter;
    private final boolean everyClass;
    private final JacksonAnnotations jackson;
    private boolean runtimeMissingReported;

    /**
     * @param everyClass whether the module asks for a codec for every {@code @FlinkType} ({@code -Atypegen.json})
     */
    public JsonStep(Elements elements, Types types, Reporter reporter, boolean everyClass) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.everyClass = everyClass;
        this.jackson = new JacksonAnnotations(elements);
    }

    /** Whether {@code type} asks for a JSON codec, itself or by the module's option. */
    public boolean wanted(TypeElement type) {
        FlinkType annotation = type.getAnnotation(FlinkType.class);
        return everyClass || (annotation != null && annotation.json());
    }

    /**
     * The binding of {@code model}, when it asks for a codec and can have one; empty when it does not ask, or when
     * a problem was reported.
     */
    public Optional<JsonBinding> check(TypeModel model) {
        TypeElement type = model.element();
        if (!wanted(type)) {
            return Optional.empty();
        }
        if (elements.getTypeElement(RUNTIME_CLASS) == null) {
            if (!runtimeMissingReported) {
                runtimeMissingReported = true;
                reporter.error(type, Message.JSON_MODULE_MISSING, type.getQualifiedName());
            }
            return Optional.empty();
        }
        if (model.shape() == Shape.SEALED && !model.typeParameters().isEmpty()) {
            reporter.error(type, Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(),
                    "it is a sealed type with type parameters, and the codec reads only sealed types whose subtypes"
                            + " are not generic",
                    "Declare the sealed type without type parameters, or turn the codec off for it.");
            return Optional.empty();
        }
        if (model.shape() == Shape.SEALED) {
            return typeIds(model).map(typeIds -> JsonBinding.sealed(model, typeIds));
        }
        Element jsonValue = jsonValue(type);
        if (jsonValue != null) {
            return valueForm(model, jsonValue).map(value -> new JsonBinding(model, false, List.of(), List.of(),
                    Map.of(), null, null, value));
        }
        AnnotationMirror classInclude = JacksonAnnotations.find(type, "JsonInclude");
        JsonBinding.Include classLevel = JsonBinding.Include.ALWAYS;
        if (classInclude != null) {
            classLevel = include(type, classInclude, JsonBinding.Include.ALWAYS);
            if (classLevel == null) {
                return Optional.empty();
            }
        }
        boolean valid = true;
        AnnotationMirror ignoreProperties = JacksonAnnotations.find(type, "JsonIgnoreProperties");
        boolean ignoreUnknown = ignoreProperties != null && jackson.bool(ignoreProperties, "ignoreUnknown", false);
        List<String> ignoredNames = ignoreProperties == null ? List.of() : jackson.strings(ignoreProperties, "value");
        List<JsonBinding.Property> properties = new ArrayList<>();
        Map<ClassName, List<String>> enums = new LinkedHashMap<>();
        Map<String, String> names = new HashMap<>();
        for (FieldModel field : model.fields()) {
            List<Element> annotated = annotatedElements(type, field);
            String reason = field.type().accept(new Unsupported(enums));
            if (reason != null) {
                reporter.error(field.element(), Message.JSON_UNSUPPORTED_FIELD, field.name(), type.getQualifiedName(),
                        field.type().typeName(), reason, fixFor(field.type()));
                valid = false;
                continue;
            }
            AnnotationMirror property = JacksonAnnotations.find(annotated, "JsonProperty");
            String name = property == null ? "" : jackson.string(property, "value");
            if (name.isEmpty()) {
                name = field.name();
            }
            AnnotationMirror alias = JacksonAnnotations.find(annotated, "JsonAlias");
            List<String> aliases = alias == null ? List.of() : jackson.strings(alias, "value");
            AnnotationMirror ignore = JacksonAnnotations.find(annotated, "JsonIgnore");
            boolean ignored = ignore != null && jackson.bool(ignore, "value", true);
            JsonBinding.DateFormat format = null;
            AnnotationMirror formatAnnotation = JacksonAnnotations.find(annotated, "JsonFormat");
            if (formatAnnotation != null && !ignored) {
                format = dateFormat(type, field, formatAnnotation);
                if (format == INVALID) {
                    valid = false;
                    continue;
                }
            }
            JsonBinding.Include include = classLevel;
            AnnotationMirror includeAnnotation = JacksonAnnotations.find(annotated, "JsonInclude");
            if (includeAnnotation != null) {
                include = include(field.element(), includeAnnotation, classLevel);
                if (include == null) {
                    valid = false;
                    continue;
                }
            }
            List<String> allNames = new ArrayList<>(List.of(name));
            allNames.addAll(aliases);
            for (String each : allNames) {
                String other = names.putIfAbsent(each, field.name());
                if (other != null && !ignored) {
                    reporter.error(field.element(), Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(),
                            "fields '" + other + "' and '" + field.name() + "' both read the JSON property \"" + each
                                    + "\"",
                            "Give each field its own name with @JsonProperty, and keep @JsonAlias names apart.");
                    valid = false;
                }
            }
            properties.add(new JsonBinding.Property(field, name, aliases, ignored, format, include,
                    nestedValue(field.type())));
        }
        if (!valid) {
            return Optional.empty();
        }
        List<ExecutableElement> creators = creators(type);
        JsonBinding.Creator creator = null;
        if (creators.size() > 1) {
            reporter.error(creators.get(1), Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(),
                    "it has more than one @JsonCreator", "Keep @JsonCreator on one constructor or factory method.");
            return Optional.empty();
        }
        if (creators.size() == 1) {
            creator = creator(type, creators.get(0), properties);
            if (creator == null) {
                return Optional.empty();
            }
        }
        List<String> skipped = new ArrayList<>();
        for (String ignoredName : ignoredNames) {
            if (!names.containsKey(ignoredName)) {
                skipped.add(ignoredName);
            }
        }
        return Optional.of(new JsonBinding(model, ignoreUnknown, skipped, properties, enums, null, creator, null));
    }

    /**
     * The {@code @JsonInclude} of {@code element} as the codec follows it: its {@code value}, or {@code orElse} for
     * {@code USE_DEFAULTS}; null after reporting a value the codec does not follow ({@code NON_DEFAULT}, {@code
     * CUSTOM}) or a {@code content} inclusion.
     */
    private JsonBinding.Include include(Element element, AnnotationMirror annotation, JsonBinding.Include orElse) {
        String value = jackson.constant(annotation, "value");
        String content = jackson.constant(annotation, "content");
        String reason = null;
        JsonBinding.Include include = switch (value) {
            case "", "USE_DEFAULTS" -> orElse;
            case "ALWAYS" -> JsonBinding.Include.ALWAYS;
            case "NON_NULL" -> JsonBinding.Include.NON_NULL;
            case "NON_ABSENT" -> JsonBinding.Include.NON_ABSENT;
            case "NON_EMPTY" -> JsonBinding.Include.NON_EMPTY;
            default -> null;
        };
        if (include == null) {
            reason = "the codec follows @JsonInclude with ALWAYS, NON_NULL, NON_ABSENT and NON_EMPTY, not " + value;
        } else if (!content.isEmpty() && !content.equals("USE_DEFAULTS") && !content.equals("ALWAYS")) {
            reason = "the codec writes every element of a collection, map or Optional, and this @JsonInclude has"
                    + " content = " + content;
        }
        if (reason != null) {
            TypeElement type = element instanceof TypeElement typeElement ? typeElement
                    : (TypeElement) element.getEnclosingElement();
            reporter.error(element, Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(), reason,
                    "Use @JsonInclude(NON_NULL), NON_ABSENT or NON_EMPTY on the class or the field, without content,"
                            + " or turn the codec off for the class.");
            return null;
        }
        return include;
    }

    /** The class's constructors and static methods marked {@code @JsonCreator}, but for {@code mode = DISABLED}. */
    private List<ExecutableElement> creators(TypeElement type) {
        List<ExecutableElement> found = new ArrayList<>();
        for (Element member : type.getEnclosedElements()) {
            boolean candidate = member.getKind() == ElementKind.CONSTRUCTOR || (member.getKind() == ElementKind.METHOD
                    && member.getModifiers().contains(javax.lang.model.element.Modifier.STATIC));
            AnnotationMirror annotation = candidate ? JacksonAnnotations.find(member, "JsonCreator") : null;
            if (annotation != null && !jackson.constant(annotation, "mode").equals("DISABLED")) {
                found.add((ExecutableElement) member);
            }
        }
        return found;
    }

    /**
     * The properties-based creator {@code creator}, each parameter named by its {@code @JsonProperty} and taking the
     * property of that name, of the same type; every property the class writes must be one of its parameters, since
     * the codec sets no field after the creator. Null after reporting why it cannot be used.
     */
    private JsonBinding.Creator creator(TypeElement type, ExecutableElement creator,
            List<JsonBinding.Property> properties) {
        AnnotationMirror annotation = JacksonAnnotations.find(creator, "JsonCreator");
        String mode = jackson.constant(annotation, "mode");
        String problem = null;
        List<JsonBinding.Property> arguments = new ArrayList<>();
        if (mode.equals("DELEGATING")) {
            problem = "its @JsonCreator is DELEGATING, which the codec reads only with @JsonValue";
        } else if (creator.getModifiers().contains(javax.lang.model.element.Modifier.PRIVATE)) {
            problem = "its @JsonCreator is private";
        } else if (creator.getKind() == ElementKind.METHOD
                && !types.isSameType(creator.getReturnType(), type.asType())) {
            problem = "its @JsonCreator method does not return " + type.getSimpleName();
        }
        for (VariableElement parameter : creator.getParameters()) {
            if (problem != null) {
                break;
            }
            AnnotationMirror property = JacksonAnnotations.find(parameter, "JsonProperty");
            String name = property == null ? "" : jackson.string(property, "value");
            JsonBinding.Property match = properties.stream()
                    .filter(candidate -> !candidate.ignored() && candidate.name().equals(name)).findFirst()
                    .orElse(null);
            if (name.isEmpty()) {
                problem = "the @JsonCreator parameter '" + parameter.getSimpleName() + "' has no @JsonProperty name";
            } else if (match == null) {
                problem = "the @JsonCreator parameter '" + parameter.getSimpleName() + "' takes the JSON property \""
                        + name + "\", which the class does not write";
            } else if (!types.isSameType(parameter.asType(), match.field().element().asType())) {
                problem = "the @JsonCreator parameter '" + parameter.getSimpleName() + "' has the type "
                        + parameter.asType() + ", and the property \"" + name + "\" the type "
                        + match.field().type().typeName();
            } else if (arguments.contains(match)) {
                problem = "two @JsonCreator parameters take the JSON property \"" + name + "\"";
            } else {
                arguments.add(match);
            }
        }
        if (problem == null) {
            for (JsonBinding.Property property : properties) {
                if (!property.ignored() && !arguments.contains(property)) {
                    problem = "the property \"" + property.name() + "\" is not a parameter of its @JsonCreator, and"
                            + " the codec sets no field after the creator";
                    break;
                }
            }
        }
        if (problem != null) {
            reporter.error(creator, Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(), problem,
                    "Give the @JsonCreator one parameter per property the class writes, each named with"
                            + " @JsonProperty(\"name\") as the property and of its type (@JsonIgnore the others).");
            return null;
        }
        return new JsonBinding.Creator(creator.getKind() == ElementKind.METHOD
                ? creator.getSimpleName().toString() : null, arguments);
    }

    /** The class's own method (or else field) marked {@code @JsonValue}, or null. */
    private Element jsonValue(TypeElement type) {
        Element field = null;
        for (Element member : type.getEnclosedElements()) {
            AnnotationMirror annotation = JacksonAnnotations.find(member, "JsonValue");
            if (annotation == null || !jackson.bool(annotation, "value", true)) {
                continue;
            }
            if (member.getKind() == ElementKind.METHOD) {
                return member;
            }
            if (member.getKind() == ElementKind.FIELD) {
                field = member;
            }
        }
        return field;
    }

    /**
     * How a class with {@code @JsonValue} is written and read: the value's type must have a JSON form of its own (a
     * string, a number, a boolean, a JDK value class), and a delegating {@code @JsonCreator} (mode {@code
     * DELEGATING}, or one parameter without {@code @JsonProperty}) of the same type reads it back. Empty after
     * reporting a problem.
     */
    private Optional<JsonBinding.ValueForm> valueForm(TypeModel model, Element jsonValue) {
        TypeElement type = model.element();
        String access;
        TypeMirror valueType;
        if (jsonValue instanceof ExecutableElement method) {
            access = method.getSimpleName() + "()";
            valueType = method.getReturnType();
            if (!method.getParameters().isEmpty() || method.getModifiers().contains(
                    javax.lang.model.element.Modifier.PRIVATE) || method.getModifiers().contains(
                    javax.lang.model.element.Modifier.STATIC)) {
                return valueProblem(type, jsonValue, "its @JsonValue method is not a non-private instance method"
                        + " without parameters");
            }
        } else {
            FieldModel field = model.fields().stream()
                    .filter(candidate -> candidate.element().equals(jsonValue)).findFirst().orElse(null);
            if (field == null) {
                return valueProblem(type, jsonValue, "its @JsonValue field is not one of its serialized fields");
            }
            access = field.getter() == null ? field.name() : field.getter() + "()";
            valueType = jsonValue.asType();
        }
        TypeNode node = scalarNode(valueType);
        if (node == null) {
            return valueProblem(type, jsonValue, "its @JsonValue is of type " + valueType + ", and the codec writes"
                    + " a @JsonValue of a primitive, a box, String or a JDK value class of the type table only");
        }
        ExecutableElement delegating = null;
        for (ExecutableElement creator : creators(type)) {
            String mode = jackson.constant(JacksonAnnotations.find(creator, "JsonCreator"), "mode");
            if (creator.getParameters().size() == 1 && (mode.equals("DELEGATING") || ((mode.isEmpty()
                    || mode.equals("DEFAULT")) && JacksonAnnotations.find(creator.getParameters().get(0),
                    "JsonProperty") == null))) {
                delegating = creator;
            }
        }
        if (delegating == null) {
            return valueProblem(type, jsonValue, "it has @JsonValue and no delegating @JsonCreator to read the value"
                    + " back");
        }
        if (!types.isSameType(delegating.getParameters().get(0).asType(), valueType)
                || delegating.getModifiers().contains(javax.lang.model.element.Modifier.PRIVATE)
                || (delegating.getKind() == ElementKind.METHOD
                        && !types.isSameType(delegating.getReturnType(), type.asType()))) {
            return valueProblem(type, delegating, "its delegating @JsonCreator does not take the @JsonValue's type "
                    + valueType + " (or is private, or returns another type)");
        }
        return Optional.of(new JsonBinding.ValueForm(access, node, delegating.getKind() == ElementKind.METHOD
                ? delegating.getSimpleName().toString() : null));
    }

    /**
     * The {@code @JsonValue} method of a nested class written as one value, with the value's node; null for any
     * other node (the creator is not needed here: the nested class's own codec reads it).
     */
    private JsonBinding.ValueForm nestedValue(TypeNode node) {
        TypeNode.Nested nested = node.accept(NodeMatch.NESTED);
        if (nested == null) {
            return null;
        }
        TypeElement element = elements.getTypeElement(nested.type().canonicalName());
        Element jsonValue = element == null ? null : jsonValue(element);
        if (jsonValue instanceof ExecutableElement method) {
            TypeNode value = scalarNode(method.getReturnType());
            return value == null ? null : new JsonBinding.ValueForm(method.getSimpleName() + "()", value, null);
        }
        return null;
    }

    private Optional<JsonBinding.ValueForm> valueProblem(TypeElement type, Element element, String reason) {
        reporter.error(element, Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(), reason,
                "Put @JsonValue on a method returning a String, a number, a boolean or a JDK value class, and"
                        + " @JsonCreator on a non-private constructor or static factory taking that one value.");
        return Optional.empty();
    }

    /** The node of a type with a JSON form of its own: a primitive, a box, String, a JDK value class; else null. */
    private static TypeNode scalarNode(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            return new TypeNode.Primitive(PrimitiveKind.forKeyword(type.toString()));
        }
        if (!(type instanceof DeclaredType declared && declared.asElement() instanceof TypeElement element)) {
            return null;
        }
        String name = element.getQualifiedName().toString();
        if (name.equals("java.lang.String")) {
            return new TypeNode.Str();
        }
        for (PrimitiveKind kind : PrimitiveKind.values()) {
            if (name.equals("java.lang." + kind.boxed())) {
                return new TypeNode.Boxed(kind);
            }
        }
        ValueKind kind = ValueKind.forName(name);
        return kind != null && VALUE_KINDS.contains(kind) ? new TypeNode.Value(kind) : null;
    }

    /**
     * The type ids of a sealed type, as Jackson reads them: {@code @JsonTypeInfo(use = NAME)} (property {@code
     * include}, the default), a subtype named by {@code @JsonSubTypes.Type(name)}, else its {@code @JsonTypeName},
     * else its class name without the package; each subtype needs a codec. Empty after reporting a problem.
     */
    private Optional<JsonBinding.TypeIds> typeIds(TypeModel model) {
        TypeElement type = model.element();
        AnnotationMirror typeInfo = JacksonAnnotations.find(type, "JsonTypeInfo");
        String use = typeInfo == null ? "" : jackson.constant(typeInfo, "use");
        String include = typeInfo == null ? "" : jackson.constant(typeInfo, "include");
        if (!use.equals("NAME") || !(include.equals("PROPERTY") || include.isEmpty())) {
            reporter.error(type, Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(),
                    "a sealed type is read and written with a type property naming the subtype, and "
                            + (typeInfo == null ? "it has no @JsonTypeInfo"
                                    : "its @JsonTypeInfo has use = " + use + ", include = " + include),
                    "Annotate the sealed type with @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = \"type\"),"
                            + " naming the subtypes with @JsonSubTypes or @JsonTypeName where their simple names"
                            + " will not do.");
            return Optional.empty();
        }
        String property = jackson.string(typeInfo, "property");
        if (property.isEmpty()) {
            property = "@type";
        }
        Map<String, String> named = new HashMap<>();
        AnnotationMirror subTypes = JacksonAnnotations.find(type, "JsonSubTypes");
        if (subTypes != null && jackson.value(subTypes, "value") instanceof List<?> entries) {
            for (Object entry : entries) {
                if (entry instanceof javax.lang.model.element.AnnotationValue value
                        && value.getValue() instanceof AnnotationMirror subType
                        && jackson.value(subType, "value") instanceof DeclaredType declared
                        && declared.asElement() instanceof TypeElement subtypeElement) {
                    String name = jackson.string(subType, "name");
                    if (!name.isEmpty()) {
                        named.put(subtypeElement.getQualifiedName().toString(), name);
                    }
                }
            }
        }
        List<String> ids = new ArrayList<>();
        boolean valid = true;
        for (var subtype : model.subtypes()) {
            TypeElement subtypeElement = elements.getTypeElement(subtype.type().canonicalName());
            String id = named.get(subtype.type().canonicalName());
            if (id == null && subtypeElement != null) {
                AnnotationMirror typeName = JacksonAnnotations.find(subtypeElement, "JsonTypeName");
                id = typeName == null ? "" : jackson.string(typeName, "value");
            }
            if (id == null || id.isEmpty()) {
                String binary = subtype.type().reflectionName();
                id = binary.substring(binary.lastIndexOf('.') + 1);
            }
            if (ids.contains(id)) {
                reporter.error(type, Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(),
                        "two of its subtypes have the type id \"" + id + "\"",
                        "Name each subtype apart with @JsonSubTypes.Type(name = ...) or @JsonTypeName.");
                valid = false;
            }
            ids.add(id);
            if (subtypeElement != null && jsonValue(subtypeElement) != null) {
                reporter.error(type, Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(),
                        "its subtype " + subtype.type().canonicalName() + " is written as its @JsonValue, which has"
                                + " no place for the type property",
                        "Remove @JsonValue from the subtype, or turn the codec off for the sealed type.");
                valid = false;
            } else if (subtypeElement != null && !subtypeElement.getTypeParameters().isEmpty()) {
                reporter.error(type, Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(),
                        "its subtype " + subtype.type().canonicalName() + " has type parameters",
                        "Declare the permitted subtypes without type parameters, or turn the codec off for the"
                                + " sealed type.");
                valid = false;
            } else if (subtypeElement == null || !wanted(subtypeElement)) {
                reporter.error(type, Message.JSON_UNSUPPORTED_CLASS, type.getQualifiedName(),
                        "its subtype " + subtype.type().canonicalName() + " has no JSON codec",
                        "Mark each permitted subtype @FlinkType(json = true), or use -Atypegen.json=true.");
                valid = false;
            }
        }
        return valid ? Optional.of(new JsonBinding.TypeIds(property, ids)) : Optional.empty();
    }

    private static final JsonBinding.DateFormat INVALID = new JsonBinding.DateFormat(null, "", "", "");

    /** The {@code @JsonFormat} of {@code field}, or {@link #INVALID} after reporting why it cannot be followed. */
    private JsonBinding.DateFormat dateFormat(TypeElement type, FieldModel field, AnnotationMirror annotation) {
        String pattern = jackson.string(annotation, "pattern");
        String shape = jackson.constant(annotation, "shape");
        String timeZone = jackson.string(annotation, "timezone");
        if (timeZone.equals("##default")) {
            timeZone = "";
        }
        String locale = jackson.string(annotation, "locale");
        if (locale.equals("##default")) {
            locale = "";
        }
        String reason = null;
        ValueKind kind = field.type().accept(NodeMatch.VALUE_KIND);
        if (!shape.isEmpty() && !shape.equals("ANY") && !shape.equals("STRING")) {
            reason = "the codec writes dates as text only, not as shape " + shape;
        } else if (pattern.isEmpty()) {
            reason = "it has no pattern";
        } else if (kind == null || !PATTERN_KINDS.contains(kind)) {
            reason = "the field's type " + field.type().typeName() + " is not a date or time type with a pattern";
        } else {
            reason = checkPattern(kind, pattern, timeZone, locale);
        }
        if (reason != null) {
            reporter.error(field.element(), Message.JSON_FORMAT, field.name(),
                    type.getQualifiedName(), describe(pattern, shape, timeZone), reason);
            return INVALID;
        }
        return new JsonBinding.DateFormat(kind, pattern, timeZone, locale);
    }

    private static String describe(String pattern, String shape, String timeZone) {
        List<String> members = new ArrayList<>();
        if (!pattern.isEmpty()) {
            members.add("pattern = \"" + pattern + "\"");
        }
        if (!shape.isEmpty() && !shape.equals("ANY")) {
            members.add("shape = " + shape);
        }
        if (!timeZone.isEmpty()) {
            members.add("timezone = \"" + timeZone + "\"");
        }
        return String.join(", ", members);
    }

    /** Why the pattern is not one the codec can use at run time, or null when it is. */
    private static String checkPattern(ValueKind kind, String pattern, String timeZone, String locale) {
        try {
            if (!timeZone.isEmpty()) {
                java.time.ZoneId.of(timeZone);
            }
            if (kind == ValueKind.DATE) {
                new java.text.SimpleDateFormat(pattern);
            } else {
                java.time.format.DateTimeFormatter.ofPattern(pattern);
            }
            return null;
        } catch (RuntimeException e) {
            return e.getMessage();
        }
    }

    /** The field's own annotations, its getter's, its setter's and its record component's, in that order. */
    private static List<Element> annotatedElements(TypeElement type, FieldModel field) {
        List<Element> found = new ArrayList<>();
        found.add(field.element());
        for (TypeElement owner = type; owner != null; owner = superclass(owner)) {
            for (Element member : owner.getEnclosedElements()) {
                String name = member.getSimpleName().toString();
                boolean matches = switch (member.getKind()) {
                    case FIELD, RECORD_COMPONENT -> name.equals(field.name());
                    case METHOD -> (name.equals(field.getter())
                            && ((ExecutableElement) member).getParameters().isEmpty())
                            || (name.equals(field.setter())
                            && ((ExecutableElement) member).getParameters().size() == 1);
                    default -> false;
                };
                if (matches && !found.contains(member)) {
                    found.add(member);
                }
            }
        }
        return found;
    }

    private static TypeElement superclass(TypeElement type) {
        TypeMirror superclass = type.getSuperclass();
        if (superclass instanceof DeclaredType declared && declared.asElement() instanceof TypeElement element
                && element.getKind() == ElementKind.CLASS
                && !element.getQualifiedName().contentEquals("java.lang.Object")) {
            return element;
        }
        return null;
    }

    private static String fixFor(TypeNode node) {
        return "Declare the field with a type the JSON codec reads and writes (see the type table of docs/json.md;"
                + " a nested @FlinkType needs a codec of its own: @FlinkType(json = true)), or turn the codec off"
                + " for the class.";
    }

    /**
     * Whether the nested class has a codec, or gets one in this compilation: its codec is on the classpath (compiled,
     * or generated in an earlier round), it asks for one itself, or the module option asks for one and it is compiled
     * here (its serializer is not on the classpath yet either; a class of another module, compiled without a codec,
     * has a serializer and no codec).
     */
    private boolean hasCodec(GeneratedNames names) {
        if (elements.getTypeElement(names.get(GeneratedClass.JSON_CODEC).canonicalName()) != null) {
            return true;
        }
        TypeElement nested = elements.getTypeElement(names.type().canonicalName());
        FlinkType annotation = nested == null ? null : nested.getAnnotation(FlinkType.class);
        if (annotation != null && annotation.json()) {
            return true;
        }
        return everyClass
                && elements.getTypeElement(names.get(GeneratedClass.SERIALIZER).canonicalName()) == null;
    }

    /**
     * Why a node has no JSON form, or null when it has one. Collects the JSON names of the enums' constants on the
     * way.
     */
    private final class Unsupported implements TypeNode.Visitor<String> {

        private final Map<ClassName, List<String>> enums;

        Unsupported(Map<ClassName, List<String>> enums) {
            this.enums = enums;
        }

        @Override
        public String primitive(TypeNode.Primitive node) {
            return null;
        }

        @Override
        public String boxed(TypeNode.Boxed node) {
            return null;
        }

        @Override
        public String string(TypeNode.Str node) {
            return null;
        }

        @Override
        public String enumType(TypeNode.EnumNode node) {
            TypeElement enumType = elements.getTypeElement(node.type().canonicalName());
            List<String> names = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (String constant : node.constants()) {
                String name = constant;
                if (enumType != null) {
                    for (Element member : enumType.getEnclosedElements()) {
                        if (member.getKind() == ElementKind.ENUM_CONSTANT
                                && member.getSimpleName().contentEquals(constant)) {
                            AnnotationMirror property = JacksonAnnotations.find(member, "JsonProperty");
                            String renamed = property == null ? "" : jackson.string(property, "value");
                            name = renamed.isEmpty() ? constant : renamed;
                        }
                    }
                }
                if (!seen.add(name)) {
                    return "two constants of " + node.type().canonicalName() + " are named \"" + name + "\" in JSON";
                }
                names.add(name);
            }
            enums.put(node.type(), names);
            return null;
        }

        @Override
        public String value(TypeNode.Value node) {
            return VALUE_KINDS.contains(node.kind()) ? null
                    : node.kind().type().getName() + " has no JSON form in Typegen's codecs";
        }

        @Override
        public String primitiveArray(TypeNode.PrimitiveArray node) {
            return null;
        }

        @Override
        public String objectArray(TypeNode.ObjectArray node) {
            return node.component().accept(this);
        }

        @Override
        public String collection(TypeNode.CollectionNode node) {
            return node.element().accept(this);
        }

        @Override
        public String map(TypeNode.MapNode node) {
            if (!node.key().typeName().equals(ClassName.get(String.class))) {
                return "a JSON object's keys are strings, and the map's key type is " + node.key().typeName();
            }
            return node.value().accept(this);
        }

        @Override
        public String optional(TypeNode.OptionalNode node) {
            return node.element().accept(this);
        }

        @Override
        public String nested(TypeNode.Nested node) {
            return hasCodec(node.names()) ? null : node.type().canonicalName() + " has no JSON codec";
        }

        @Override
        public String delegated(TypeNode.Delegated node) {
            return unsupported(node.serializer().source(), node.typeName());
        }

        /**
         * Why the codec of a type argument or of a generic {@code @FlinkType} use ({@code Envelope<Order>}) cannot
         * be made, or null when it can: a type variable's comes from the enclosing codec, a class's is its codec.
         */
        private String unsupported(NestedSerializer.Source source, TypeName type) {
            return source.accept(new NestedSerializer.Source.Visitor<String>() {
                @Override
                public String typeArgument(NestedSerializer.Source.TypeArgument argument) {
                    return null;
                }

                @Override
                public String basic(NestedSerializer.Source.Basic basic) {
                    return null;
                }

                @Override
                public String generated(NestedSerializer.Source.Generated generated) {
                    ClassName raw = type instanceof ParameterizedTypeName parameterized ? parameterized.rawType
                            : (ClassName) type;
                    TypeElement element = elements.getTypeElement(raw.canonicalName());
                    if (element == null || !hasCodec(GeneratedNames.of(element))) {
                        return raw.canonicalName() + " has no JSON codec";
                    }
                    if (element.getModifiers().contains(javax.lang.model.element.Modifier.SEALED)) {
                        return raw.canonicalName() + " is a sealed type with type parameters";
                    }
                    List<TypeName> arguments = type instanceof ParameterizedTypeName parameterized
                            ? parameterized.typeArguments : List.of();
                    for (int i = 0; i < generated.arguments().size(); i++) {
                        String reason = unsupported(generated.arguments().get(i), arguments.get(i));
                        if (reason != null) {
                            return reason;
                        }
                    }
                    return null;
                }

                @Override
                public String factory(NestedSerializer.Source.Factory factory) {
                    return "a field serialized by a TypeInfoFactory has no JSON form";
                }
            });
        }

        @Override
        public String tuple(TypeNode.TupleNode node) {
            return "Flink's tuples have no JSON form";
        }

        @Override
        public String converted(TypeNode.Converted node) {
            return "a field converted by a FlinkConverter has no JSON form of its own";
        }
    }

}
