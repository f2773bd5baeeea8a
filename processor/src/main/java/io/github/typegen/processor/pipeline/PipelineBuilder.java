package io.github.typegen.processor.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Stage;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.model.ModelBuilder;
import io.github.typegen.processor.model.TypeModel;

/**
 * Builds the {@link PipelineModel} of a {@code @Pipeline} class and checks it on the way: the class's shape,
 * each stage method's shape, that each stage takes what the previous one produces, and that every type
 * crossing an operator boundary (and every state type) has type information. Each problem is reported on the
 * offending method or parameter; a class with errors gets no model.
 */
public final class PipelineBuilder {

    private static final String STAGE = "io.github.typegen.annotations.Stage.";
    private static final String COLLECTOR = "org.apache.flink.util.Collector";
    private static final String TIMER_SERVICE = "org.apache.flink.streaming.api.TimerService";
    private static final String STATE_PACKAGE = "org.apache.flink.api.common.state";
    private static final ClassName TYPES = ClassName.get("org.apache.flink.api.common.typeinfo", "Types");
    private static final ClassName ROW_DATA = ClassName.get("org.apache.flink.table.data", "RowData");
    private static final ClassName PIPELINE_TABLES =
            ClassName.get("io.github.typegen.runtime.pipeline", "PipelineTables");

    private final Elements elements;
    private final Types types;
    private final Reporter reporter;
    private final ModelBuilder models;
    private boolean valid;
    /** Set when a referenced @FlinkType class has errors of its own: no code, but no extra error either. */
    private boolean brokenDependency;

    public PipelineBuilder(Elements elements, Types types, Reporter reporter, ModelBuilder models) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.models = models;
    }

    /** The model of {@code type}; empty when errors were reported (here or on a @FlinkType it uses). */
    public Optional<PipelineModel> model(TypeElement type) {
        valid = true;
        brokenDependency = false;
        if (!checkClass(type)) {
            return Optional.empty();
        }
        List<ExecutableElement> methods = stageMethods(type);
        if (!valid) {
            return Optional.empty();
        }
        if (methods.isEmpty()) {
            reporter.error(type, Message.PIPELINE_SHAPE, type.getQualifiedName(), "it has no stage methods",
                    "Annotate its methods with @Stage.Map, @Stage.Filter, @Stage.FlatMap, @Stage.KeyBy or"
                            + " @Stage.Process.");
            return Optional.empty();
        }
        PipelineModel model = build(type, methods);
        return valid && !brokenDependency ? Optional.of(model) : Optional.empty();
    }

    // ------------------------------------------------------------------------
    //  the class
    // ------------------------------------------------------------------------

    private boolean checkClass(TypeElement type) {
        String name = type.getQualifiedName().toString();
        String problem = null;
        String fix = null;
        if (type.getKind() != ElementKind.CLASS && type.getKind() != ElementKind.RECORD) {
            problem = "it is not a class";
            fix = "Annotate a class whose methods are the stages.";
        } else if (type.getModifiers().contains(Modifier.ABSTRACT)) {
            problem = "it is abstract";
            fix = "Make it concrete: FooFused is constructed from an instance of it.";
        } else if (!type.getTypeParameters().isEmpty()) {
            problem = "it has type parameters";
            fix = "Fix the type arguments in a non-generic subclass and annotate that.";
        } else if (type.getNestingKind() == NestingKind.MEMBER && !type.getModifiers().contains(Modifier.STATIC)
                && type.getKind() == ElementKind.CLASS) {
            problem = "it is an inner (non-static) class";
            fix = "Declare it static.";
        } else if (type.getNestingKind() == NestingKind.LOCAL || type.getNestingKind() == NestingKind.ANONYMOUS) {
            problem = "it is a local class";
            fix = "Declare it at the top level or as a static member class.";
        } else {
            for (Element e = type; e instanceof TypeElement t; e = t.getEnclosingElement()) {
                if (t.getModifiers().contains(Modifier.PRIVATE)) {
                    problem = t == type ? "it is private" : "it is nested in the private class " + t.getQualifiedName();
                    fix = "Make it package-private or public, so the generated FooFused in its package can use it.";
                    break;
                }
            }
        }
        if (problem != null) {
            reporter.error(type, Message.PIPELINE_SHAPE, name, problem, fix);
            return false;
        }
        TypeMirror serializable = elements.getTypeElement("java.io.Serializable").asType();
        if (!types.isAssignable(type.asType(), serializable)) {
            reporter.error(type, Message.PIPELINE_NOT_SERIALIZABLE, name);
            return false;
        }
        return true;
    }

    /** The methods with a stage annotation, in declaration order; reports methods with several. */
    private List<ExecutableElement> stageMethods(TypeElement type) {
        List<ExecutableElement> methods = new ArrayList<>();
        for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
            List<String> stages = stageAnnotations(method);
            if (stages.size() > 1) {
                error(method, Message.STAGE_SHAPE, method.getSimpleName(), "@Stage." + stages.get(0),
                        "it has several stage annotations (" + String.join(", ", stages) + ")",
                        "Keep one; write a second method for the second stage.");
            } else if (stages.size() == 1) {
                methods.add(method);
            }
        }
        return methods;
    }

    private static List<String> stageAnnotations(ExecutableElement method) {
        List<String> names = new ArrayList<>();
        for (AnnotationMirror annotation : method.getAnnotationMirrors()) {
            String name = ((TypeElement) annotation.getAnnotationType().asElement()).getQualifiedName().toString();
            if (name.startsWith(STAGE)) {
                names.add(name.substring(STAGE.length()));
            }
        }
        return names;
    }

    // ------------------------------------------------------------------------
    //  the chain
    // ------------------------------------------------------------------------

    private PipelineModel build(TypeElement type, List<ExecutableElement> methods) {
        List<Segment> segments = new ArrayList<>();
        TypeMirror input = null;
        TypeMirror current = null;
        ExecutableElement previous = null;
        // The segment being built: what it reads, its key, its stages.
        StageModel sql = null;
        ClassName inputSchema = null;
        StageModel keyBy = null;
        CodeBlock keyTypeInfo = null;
        TypeMirror segmentInput = null;
        List<StageModel> stages = new ArrayList<>();
        boolean seenProcess = false;
        for (ExecutableElement method : methods) {
            String annotation = stageAnnotations(method).get(0);
            StageModel stage = stage(method, annotation);
            if (stage == null) {
                // Reported; go on with the next stages' own shapes, but not their chaining.
                previous = null;
                current = null;
                continue;
            }
            TypeMirror parameter = method.getParameters().get(0).asType();
            if (input == null) {
                input = parameter;
                segmentInput = parameter;
            } else if (current != null && !types.isAssignable(current, parameter)) {
                error(method, Message.STAGE_MISMATCH, stage.name(), parameter, previous.getSimpleName(), current,
                        current, parameter);
            }
            switch (stage.kind()) {
                case KEY_BY -> {
                    if (!stages.isEmpty() || inputSchema != null) {
                        segments.add(segment(sql, inputSchema, keyBy, keyTypeInfo, segmentInput, stages, null,
                                current));
                    } else if (keyBy != null) {
                        error(method, Message.STAGE_SHAPE, stage.name(), "@Stage.KeyBy",
                                "it follows the @Stage.KeyBy '" + keyBy.name() + "' directly",
                                "Remove one of the two; only the last key would count.");
                    }
                    keyTypeInfo = keyTypeInfo(method, method.getReturnType());
                    keyBy = stage;
                    segmentInput = current == null ? parameter : current;
                    sql = null;
                    inputSchema = null;
                    stages = new ArrayList<>();
                    seenProcess = false;
                    // The stream after keyBy carries the same elements: the next stage takes the key's input.
                    current = segmentInput;
                }
                case SQL -> {
                    if (keyBy != null && stages.isEmpty() && inputSchema == null) {
                        error(method, Message.STAGE_SHAPE, stage.name(), "@Stage.Sql",
                                "it follows the @Stage.KeyBy '" + keyBy.name() + "' directly, and a query reads"
                                        + " its input unkeyed",
                                "Remove the @Stage.KeyBy; group in the query instead (GROUP BY).");
                    }
                    ClassName querySchema = tableSchema(method, "takes", parameter);
                    ClassName resultSchema = tableSchema(method, "returns", method.getReturnType());
                    if (querySchema != null) {
                        segments.add(segment(sql, inputSchema, keyBy, keyTypeInfo, segmentInput, stages,
                                querySchema, current == null ? parameter : current));
                    }
                    sql = stage;
                    inputSchema = resultSchema;
                    keyBy = null;
                    keyTypeInfo = null;
                    segmentInput = null;
                    stages = new ArrayList<>();
                    seenProcess = false;
                    current = method.getReturnType();
                }
                case PROCESS -> {
                    if (keyBy == null) {
                        error(method, Message.STAGE_SHAPE, stage.name(), "@Stage.Process",
                                "it does not follow a @Stage.KeyBy, and keyed state needs a key",
                                "Add a @Stage.KeyBy method before it.");
                    } else if (seenProcess) {
                        error(method, Message.STAGE_SHAPE, stage.name(), "@Stage.Process",
                                "it is the second @Stage.Process after the @Stage.KeyBy '" + keyBy.name() + "'",
                                "Add a @Stage.KeyBy between the two, or merge them into one method.");
                    }
                    seenProcess = true;
                    stages.add(stage);
                    current = outputMirror(method, stage.kind());
                }
                default -> {
                    stages.add(stage);
                    current = outputMirror(method, stage.kind());
                }
            }
            previous = method;
        }
        ExecutableElement last = methods.get(methods.size() - 1);
        boolean endsWithKeyBy = stages.isEmpty() && inputSchema == null;
        if (endsWithKeyBy && valid) {
            error(last, Message.STAGE_SHAPE, last.getSimpleName(), "the last stage",
                    "a pipeline cannot end with a @Stage.KeyBy",
                    "Add the stages that use the key after it, e.g. a @Stage.Process.");
        }
        if (!valid || endsWithKeyBy) {
            return null;
        }
        segments.add(segment(sql, inputSchema, keyBy, keyTypeInfo, segmentInput, stages, null, current));
        Segment lastSegment = segments.get(segments.size() - 1);
        return new PipelineModel(type, ClassName.get(type), boxed(input), lastSegment.output(), List.copyOf(segments));
    }

    private Segment segment(StageModel sql, ClassName inputSchema, StageModel keyBy, CodeBlock keyTypeInfo,
            TypeMirror input, List<StageModel> stages, ClassName outputSchema, TypeMirror output) {
        TypeName inputName = inputSchema != null ? ROW_DATA : input == null ? null : boxed(input);
        if (outputSchema != null) {
            return new Segment(sql, inputSchema, keyBy, keyTypeInfo, inputName, List.copyOf(stages), outputSchema,
                    ROW_DATA, CodeBlock.of("$T.rowTypeInfo(new $T())", PIPELINE_TABLES, outputSchema));
        }
        ExecutableElement producer = !stages.isEmpty() ? stages.get(stages.size() - 1).method()
                : sql != null ? sql.method()
                : null;
        CodeBlock outputTypeInfo = output == null ? null : typeInfo(output).orElse(null);
        if (producer != null && output != null && outputTypeInfo == null && !brokenDependency) {
            error(producer, Message.STAGE_TYPE, producer.getSimpleName(), "produces", output,
                    "which leaves its operator (at a @Stage.KeyBy or the end of the pipeline) and has no"
                            + " type information",
                    "Annotate " + output + " with @FlinkType, or produce a String, a primitive or its box.");
        }
        return new Segment(sql, inputSchema, keyBy, keyTypeInfo, inputName, List.copyOf(stages), null,
                output == null ? null : boxed(output), outputTypeInfo);
    }

    /**
     * The generated {@code FooSchema} of a query's input or result type, or null (reported) when the Table API
     * is not on the class path or the type is not a {@code @FlinkType} class.
     */
    private ClassName tableSchema(ExecutableElement method, String role, TypeMirror type) {
        if (elements.getTypeElement("org.apache.flink.table.api.Schema") == null) {
            if (valid) {
                error(method, Message.STAGE_SHAPE, method.getSimpleName(), "@Stage.Sql",
                        "the Table API is not on the compile class path, so no FooSchema is generated",
                        "Add org.apache.flink:flink-table-api-java-bridge (provided) to the dependencies.");
            }
            return null;
        }
        if (type instanceof DeclaredType declared && declared.asElement().getAnnotation(FlinkType.class) != null) {
            TypeElement element = (TypeElement) declared.asElement();
            if (models.model(element).isEmpty()) {
                brokenDependency = true;
                return null;
            }
            return TypeModel.generatedName(ClassName.get(element), "Schema");
        }
        error(method, Message.STAGE_TYPE, method.getSimpleName(), role, type,
                "which has no generated table schema (the query reads and writes @FlinkType rows)",
                "Annotate " + type + " with @FlinkType.");
        return null;
    }

    private CodeBlock keyTypeInfo(ExecutableElement method, TypeMirror key) {
        Optional<CodeBlock> typeInfo = typeInfo(key);
        if (typeInfo.isEmpty()) {
            if (!brokenDependency) {
                error(method, Message.STAGE_TYPE, method.getSimpleName(), "returns the key type", key,
                        "which has no type information",
                        "Return a String, a primitive or its box, or a @FlinkType class with equals and hashCode.");
            }
            return null;
        }
        Optional<TypeModel> model = flinkTypeModel(key);
        if (model.isPresent() && !model.get().keyType()) {
            error(method, Message.STAGE_TYPE, method.getSimpleName(), "returns the key type", key,
                    "which does not define equals and hashCode, so equal keys would not meet",
                    "Key by a record, or define equals and hashCode in " + key + ".");
            return null;
        }
        return typeInfo.get();
    }

    // ------------------------------------------------------------------------
    //  one stage
    // ------------------------------------------------------------------------

    /** The stage, or null when its shape is wrong (reported). */
    private StageModel stage(ExecutableElement method, String annotation) {
        String name = method.getSimpleName().toString();
        String shown = "@Stage." + annotation;
        if (method.getModifiers().contains(Modifier.PRIVATE) || method.getModifiers().contains(Modifier.STATIC)) {
            error(method, Message.STAGE_SHAPE, name, shown, "it is private or static",
                    "Make it a non-private instance method, so the generated operator can call it on the"
                            + " pipeline instance.");
            return null;
        }
        if (!method.getTypeParameters().isEmpty()) {
            error(method, Message.STAGE_SHAPE, name, shown, "it has type parameters",
                    "Declare concrete types: the stage's types are fixed at compile time.");
            return null;
        }
        List<? extends VariableElement> parameters = method.getParameters();
        TypeMirror result = method.getReturnType();
        boolean returnsVoid = result.getKind() == TypeKind.VOID;
        switch (annotation) {
            case "Map" -> {
                if (parameters.size() != 1 || returnsVoid) {
                    return shape(method, shown, "Declare it as 'Out " + name + "(In value)'.");
                }
                return new StageModel(method, StageKind.MAP, TypeName.get(result), List.of(), null);
            }
            case "Filter" -> {
                if (parameters.size() != 1 || result.getKind() != TypeKind.BOOLEAN) {
                    return shape(method, shown, "Declare it as 'boolean " + name + "(In value)'.");
                }
                return new StageModel(method, StageKind.FILTER, TypeName.get(parameters.get(0).asType()), List.of(),
                        null);
            }
            case "KeyBy" -> {
                if (parameters.size() != 1 || returnsVoid) {
                    return shape(method, shown, "Declare it as 'Key " + name + "(In value)'.");
                }
                return new StageModel(method, StageKind.KEY_BY, TypeName.get(result), List.of(), null);
            }
            case "FlatMap" -> {
                return flatMap(method, shown);
            }
            case "Sql" -> {
                String query = method.getAnnotation(Stage.Sql.class).value();
                if (query.isBlank()) {
                    error(method, Message.STAGE_SHAPE, name, shown, "its query is empty",
                            "Write the query, e.g. @Stage.Sql(\"SELECT * FROM input WHERE ...\").");
                    return null;
                }
                if (parameters.size() != 1 || returnsVoid) {
                    return shape(method, shown, "Declare it as '@Stage.Sql(\"SELECT ... FROM input\") Out " + name
                            + "(In row)' with a query, In and Out @FlinkType classes.");
                }
                return new StageModel(method, StageKind.SQL, TypeName.get(result), List.of(), query);
            }
            case "Process" -> {
                return process(method, shown);
            }
            default -> throw new IllegalStateException("Unknown stage annotation @Stage." + annotation);
        }
    }

    private StageModel flatMap(ExecutableElement method, String shown) {
        String name = method.getSimpleName().toString();
        String fix = "Declare it as 'void " + name + "(In value, Collector<Out> out)', 'Iterable<Out> " + name
                + "(In value)' or 'Optional<Out> " + name + "(In value)'.";
        List<? extends VariableElement> parameters = method.getParameters();
        TypeMirror result = method.getReturnType();
        if (result.getKind() == TypeKind.VOID) {
            TypeMirror collected = parameters.size() == 2 ? collectedType(parameters.get(1).asType()) : null;
            if (collected == null) {
                return shape(method, shown, fix);
            }
            return new StageModel(method, StageKind.FLAT_MAP_COLLECTOR, TypeName.get(collected), List.of(), null);
        }
        if (parameters.size() != 1) {
            return shape(method, shown, fix);
        }
        TypeMirror optional = typeArgument(result, "java.util.Optional");
        if (optional != null) {
            return new StageModel(method, StageKind.FLAT_MAP_OPTIONAL, TypeName.get(optional), List.of(), null);
        }
        TypeMirror element = typeArgument(result, "java.lang.Iterable");
        if (element != null) {
            return new StageModel(method, StageKind.FLAT_MAP_ITERABLE, TypeName.get(element), List.of(), null);
        }
        return shape(method, shown, fix);
    }

    private StageModel process(ExecutableElement method, String shown) {
        String name = method.getSimpleName().toString();
        List<? extends VariableElement> parameters = method.getParameters();
        TypeMirror collected = parameters.size() >= 2
                ? collectedType(parameters.get(parameters.size() - 1).asType())
                : null;
        if (method.getReturnType().getKind() != TypeKind.VOID || collected == null) {
            return shape(method, shown, "Declare it as 'void " + name
                    + "(In value, ValueState<T> state, ..., Collector<Out> out)'.");
        }
        List<StateModel> states = new ArrayList<>();
        for (VariableElement parameter : parameters.subList(1, parameters.size() - 1)) {
            StateModel state = isTimerService(parameter.asType()) ? timerService(parameter) : state(method, parameter);
            if (state != null) {
                states.add(state);
            }
        }
        String timerName = method.getAnnotation(Stage.Process.class).onTimer();
        if (timerName.isEmpty()) {
            return new StageModel(method, StageKind.PROCESS, TypeName.get(collected), List.copyOf(states), null);
        }
        ExecutableElement timer = timerMethod(method, timerName);
        if (timer == null) {
            return null;
        }
        List<? extends VariableElement> timerParameters = timer.getParameters();
        TypeMirror timerCollected = timerParameters.size() >= 2
                ? collectedType(timerParameters.get(timerParameters.size() - 1).asType())
                : null;
        if (timer.getReturnType().getKind() != TypeKind.VOID
                || timerParameters.isEmpty()
                || timerParameters.get(0).asType().getKind() != TypeKind.LONG
                || timerCollected == null
                || !types.isSameType(timerCollected, collected)
                || timer.getModifiers().contains(Modifier.PRIVATE)
                || timer.getModifiers().contains(Modifier.STATIC)) {
            error(timer, Message.STAGE_SHAPE, timerName, "the timer method of '" + name + "'",
                    "its signature does not fit",
                    "Declare it as a non-private instance method 'void " + timerName
                            + "(long timestamp, <states of " + name + ">..., Collector<" + collected + "> out)'.");
            return null;
        }
        List<StateModel> timerArguments = new ArrayList<>();
        for (VariableElement parameter : timerParameters.subList(1, timerParameters.size() - 1)) {
            if (isTimerService(parameter.asType())) {
                timerArguments.add(timerService(parameter));
                continue;
            }
            StateModel shared = states.stream()
                    .filter(state -> !state.isTimerService()
                            && state.parameter().contentEquals(parameter.getSimpleName())
                            && state.type().equals(TypeName.get(parameter.asType())))
                    .findFirst()
                    .orElse(null);
            if (shared == null) {
                error(parameter, Message.STATE_TYPE, parameter.getSimpleName(), timerName, parameter.asType(),
                        "the stage '" + name + "' declares no state of that name and type, and a timer method"
                                + " reads the stage's own states");
                return null;
            }
            timerArguments.add(shared);
        }
        return new StageModel(method, StageKind.PROCESS, TypeName.get(collected), List.copyOf(states), null, timer,
                List.copyOf(timerArguments));
    }

    /** The method named by {@code onTimer}, or null (reported). */
    private ExecutableElement timerMethod(ExecutableElement process, String name) {
        List<ExecutableElement> candidates = ElementFilter
                .methodsIn(process.getEnclosingElement().getEnclosedElements())
                .stream()
                .filter(method -> method.getSimpleName().contentEquals(name))
                .toList();
        if (candidates.size() == 1 && stageAnnotations(candidates.get(0)).isEmpty()) {
            return candidates.get(0);
        }
        String problem = candidates.isEmpty() ? "its onTimer method '" + name + "' does not exist"
                : candidates.size() > 1 ? "its onTimer method '" + name + "' is overloaded"
                : "its onTimer method '" + name + "' is itself a stage";
        error(process, Message.STAGE_SHAPE, process.getSimpleName(), "@Stage.Process", problem,
                "Name one method of this class without a stage annotation, 'void " + name
                        + "(long timestamp, ..., Collector<Out> out)'.");
        return null;
    }

    private static boolean isTimerService(TypeMirror type) {
        return type instanceof DeclaredType declared
                && ((TypeElement) declared.asElement()).getQualifiedName().contentEquals(TIMER_SERVICE);
    }

    private static StateModel timerService(VariableElement parameter) {
        return new StateModel(parameter.getSimpleName().toString(), TypeName.get(parameter.asType()), null, null,
                List.of());
    }

    private StageModel shape(ExecutableElement method, String shown, String fix) {
        error(method, Message.STAGE_SHAPE, method.getSimpleName(), shown, "its signature does not fit", fix);
        return null;
    }

    /** The state of a parameter, or null (reported). */
    private StateModel state(ExecutableElement method, VariableElement parameter) {
        TypeMirror type = parameter.asType();
        String problem = "it is not a ValueState, ListState or MapState";
        if (type instanceof DeclaredType declared
                && declared.asElement() instanceof TypeElement element
                && element.getQualifiedName().toString().startsWith(STATE_PACKAGE + ".")) {
            String simple = element.getSimpleName().toString();
            String getter = switch (simple) {
                case "ValueState" -> "getState";
                case "ListState" -> "getListState";
                case "MapState" -> "getMapState";
                default -> null;
            };
            if (getter != null) {
                List<CodeBlock> typeInfos = new ArrayList<>();
                for (TypeMirror argument : declared.getTypeArguments()) {
                    Optional<CodeBlock> typeInfo = typeInfo(argument);
                    if (typeInfo.isEmpty()) {
                        if (brokenDependency) {
                            return null;
                        }
                        problem = "its type argument " + argument + " has no type information, so the state"
                                + " would need Kryo";
                        typeInfos = null;
                        break;
                    }
                    typeInfos.add(typeInfo.get());
                }
                if (typeInfos != null && !typeInfos.isEmpty()) {
                    ClassName descriptor = ClassName.get(STATE_PACKAGE, simple + "Descriptor");
                    return new StateModel(parameter.getSimpleName().toString(), TypeName.get(type), descriptor,
                            getter, List.copyOf(typeInfos));
                }
                if (typeInfos != null) {
                    problem = "it is a raw type";
                }
            }
        }
        error(parameter, Message.STATE_TYPE, parameter.getSimpleName(), method.getSimpleName(), type, problem);
        return null;
    }

    // ------------------------------------------------------------------------
    //  types
    // ------------------------------------------------------------------------

    /** What a stage hands to the next: its output, or for a filter its input. */
    private TypeMirror outputMirror(ExecutableElement method, StageKind kind) {
        List<? extends VariableElement> parameters = method.getParameters();
        return switch (kind) {
            case MAP, KEY_BY, SQL -> method.getReturnType();
            case FILTER -> parameters.get(0).asType();
            case FLAT_MAP_COLLECTOR, PROCESS -> collectedType(parameters.get(parameters.size() - 1).asType());
            case FLAT_MAP_OPTIONAL -> typeArgument(method.getReturnType(), "java.util.Optional");
            case FLAT_MAP_ITERABLE -> typeArgument(method.getReturnType(), "java.lang.Iterable");
        };
    }

    /** {@code X} of {@code Collector<X>}, or null when the type is not a Collector of a concrete type. */
    private TypeMirror collectedType(TypeMirror type) {
        if (type instanceof DeclaredType declared
                && ((TypeElement) declared.asElement()).getQualifiedName().contentEquals(COLLECTOR)
                && declared.getTypeArguments().size() == 1
                && declared.getTypeArguments().get(0).getKind() == TypeKind.DECLARED) {
            return declared.getTypeArguments().get(0);
        }
        return null;
    }

    /**
     * The type argument of {@code type} seen as the generic type {@code generic} (e.g. the element of a {@code
     * List<X>} as an {@code Iterable}); the upper bound of a wildcard; null when {@code type} is not one.
     */
    private TypeMirror typeArgument(TypeMirror type, String generic) {
        if (!(type instanceof DeclaredType declared)) {
            return null;
        }
        if (((TypeElement) declared.asElement()).getQualifiedName().contentEquals(generic)) {
            if (declared.getTypeArguments().size() != 1) {
                return null;
            }
            TypeMirror argument = declared.getTypeArguments().get(0);
            if (argument instanceof WildcardType wildcard) {
                argument = wildcard.getExtendsBound();
            }
            return argument != null && argument.getKind() == TypeKind.DECLARED ? argument : null;
        }
        for (TypeMirror supertype : types.directSupertypes(type)) {
            TypeMirror argument = typeArgument(supertype, generic);
            if (argument != null) {
                return argument;
            }
        }
        return null;
    }

    /**
     * The expression of the type information of {@code type}: Flink's {@code Types} for String, primitives,
     * their boxes and a few value types; {@code new FooTypeInfo()} for a {@code @FlinkType} class. Empty when
     * there is none (or the @FlinkType class has errors of its own, which sets {@link #brokenDependency}).
     */
    private Optional<CodeBlock> typeInfo(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            type = types.boxedClass((javax.lang.model.type.PrimitiveType) type).asType();
        }
        if (!(type instanceof DeclaredType declared) || !declared.getTypeArguments().isEmpty()) {
            return Optional.empty();
        }
        TypeElement element = (TypeElement) declared.asElement();
        String constant = switch (element.getQualifiedName().toString()) {
            case "java.lang.String" -> "STRING";
            case "java.lang.Boolean" -> "BOOLEAN";
            case "java.lang.Byte" -> "BYTE";
            case "java.lang.Short" -> "SHORT";
            case "java.lang.Integer" -> "INT";
            case "java.lang.Long" -> "LONG";
            case "java.lang.Float" -> "FLOAT";
            case "java.lang.Double" -> "DOUBLE";
            case "java.lang.Character" -> "CHAR";
            case "java.math.BigDecimal" -> "BIG_DEC";
            case "java.math.BigInteger" -> "BIG_INT";
            case "java.time.Instant" -> "INSTANT";
            case "java.time.LocalDate" -> "LOCAL_DATE";
            case "java.time.LocalTime" -> "LOCAL_TIME";
            case "java.time.LocalDateTime" -> "LOCAL_DATE_TIME";
            default -> null;
        };
        if (constant != null) {
            return Optional.of(CodeBlock.of("$T.$L", TYPES, constant));
        }
        if (element.getAnnotation(FlinkType.class) == null) {
            return Optional.empty();
        }
        if (models.model(element).isEmpty()) {
            brokenDependency = true;
            return Optional.empty();
        }
        return Optional.of(CodeBlock.of("new $T()", TypeModel.generatedName(ClassName.get(element), "TypeInfo")));
    }

    private Optional<TypeModel> flinkTypeModel(TypeMirror type) {
        if (type instanceof DeclaredType declared && declared.asElement().getAnnotation(FlinkType.class) != null) {
            return models.model((TypeElement) declared.asElement());
        }
        return Optional.empty();
    }

    private TypeName boxed(TypeMirror type) {
        return TypeName.get(type).box();
    }

    private void error(Element element, Message message, Object... args) {
        valid = false;
        reporter.error(element, message, args);
    }
}
