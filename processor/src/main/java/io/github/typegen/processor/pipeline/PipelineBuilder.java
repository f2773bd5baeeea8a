package io.github.typegen.processor.pipeline;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.Name;
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
import com.squareup.javapoet.TypeName;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.model.ModelBuilder;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.sql.SqlAnalysis;
import io.github.typegen.processor.sql.SqlColumn;
import io.github.typegen.processor.sql.SqlQuery;

/**
 * Builds the {@link PipelineModel} of a {@code @Pipeline} class: checks the class, reads each stage method
 * into a {@link StageModel} (checking its shape and the type information of its states and key), checks the
 * chain ({@link ChainCheck}), splits it into operators ({@link Segments}) and checks that every type leaving
 * an operator has type information. Each problem is reported on the offending class, method, parameter or
 * annotation value; a class with errors, or one using a {@code @FlinkType} class with errors, gets no model.
 */
public final class PipelineBuilder {

    private static final String COLLECTOR = "org.apache.flink.util.Collector";
    private static final String TIMER_SERVICE = "org.apache.flink.streaming.api.TimerService";
    private static final String EVENT_TIME = "io.github.typegen.runtime.pipeline.EventTime";
    private static final String STATE_PACKAGE = "org.apache.flink.api.common.state";
    private static final ClassName ROW_DATA = ClassName.get("org.apache.flink.table.data", "RowData");

    private final Elements elements;
    private final boolean schemasWritten;
    private final Predicate<ClassName> hasSchema;
    private final Types types;
    private final Reporter reporter;
    private final TypeInfos typeInfos;
    private final ModelBuilder models;
    private final SqlChecks sqlChecks;
    private final QueryColumns queryColumns;
    private final QueryFusion fusion;
    private final DeclaredFunctions declaredFunctions;

    /** The functions the {@code @Pipeline} being modelled declares for all its stages, by name in lower case. */
    private Map<String, DeclaredFunctions.FunctionDeclaration> pipelineFunctions = Map.of();

    /**
     * @param compiledHere whether a class is compiled from source by this compilation, so that Flink's SQL front
     *     end cannot load it (a user function the stage declares)
     */
    public PipelineBuilder(Elements elements, Types types, Reporter reporter, ModelBuilder models,
            boolean schemasWritten, Predicate<ClassName> hasSchema, SqlChecks sqlChecks, boolean requireFusion,
            Predicate<TypeElement> compiledHere) {
        this.schemasWritten = schemasWritten;
        this.hasSchema = hasSchema;
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.typeInfos = new TypeInfos(types, models);
        this.models = models;
        this.sqlChecks = sqlChecks;
        this.queryColumns = new QueryColumns(elements, types);
        this.fusion = new QueryFusion(reporter, requireFusion);
        this.declaredFunctions = new DeclaredFunctions(elements, types, reporter, compiledHere);
    }

    /** The model of {@code type}; empty when errors were reported (here or on a @FlinkType it uses). */
    public Optional<PipelineModel> model(TypeElement type) {
        if (!checkClass(type)) {
            return Optional.empty();
        }
        Optional<Map<String, DeclaredFunctions.FunctionDeclaration>> functions = pipelineFunctions(type);
        if (functions.isEmpty()) {
            return Optional.empty();
        }
        pipelineFunctions = functions.get();
        List<ExecutableElement> annotated = ElementFilter.methodsIn(type.getEnclosedElements()).stream()
                .filter(method -> !StageAnnotation.on(method).isEmpty())
                .toList();
        if (annotated.isEmpty()) {
            reporter.error(type, Message.PIPELINE_NO_STAGES, type.getQualifiedName());
            return Optional.empty();
        }
        List<ExecutableElement> methods = withOneStage(annotated);
        List<ReadStage> stages = methods.stream().map(this::stage).flatMap(Optional::stream).toList();
        if (stages.size() < annotated.size() || !ChainCheck.check(stages, types, reporter)) {
            return Optional.empty();
        }
        List<Segment> segments = Segments.split(stages.stream().map(ReadStage::model).toList());
        String uidPrefix = uidPrefix(type);
        boolean typed = typesLeavingOperators(segments, stages);
        if (!uniqueUids(uidPrefix, segments, stages) || !typed || usesBrokenType(type)
                || !fusion.report(segments, byModel(stages))) {
            return Optional.empty();
        }
        StageModel first = stages.get(0).model();
        Segment last = segments.get(segments.size() - 1);
        return Optional.of(new PipelineModel(type, ClassName.get(type), first.input().box(), last.output(),
                segments, uidPrefix, SessionTimeZone.of(segments, sqlChecks.sessionTimeZone())));
    }

    /** The functions {@code @Pipeline(functions = ...)} declares on {@code type}; empty when one is wrong. */
    private Optional<Map<String, DeclaredFunctions.FunctionDeclaration>> pipelineFunctions(TypeElement type) {
        Optional<? extends AnnotationMirror> pipeline = type.getAnnotationMirrors().stream()
                .filter(mirror -> ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName()
                        .contentEquals(Pipeline.class.getCanonicalName()))
                .findFirst();
        return pipeline.isEmpty() ? Optional.of(Map.of())
                : declaredFunctions.read(type, pipeline.get(), "@Pipeline " + type.getSimpleName());
    }

    // ------------------------------------------------------------------------
    //  the class
    // ------------------------------------------------------------------------

    private boolean checkClass(TypeElement type) {
        Object name = type.getQualifiedName();
        if (type.getKind() != ElementKind.CLASS && type.getKind() != ElementKind.RECORD) {
            return report(type, Message.PIPELINE_NOT_A_CLASS, name);
        }
        if (type.getModifiers().contains(Modifier.ABSTRACT)) {
            return report(type, Message.PIPELINE_ABSTRACT, name);
        }
        if (!type.getTypeParameters().isEmpty()) {
            return report(type, Message.PIPELINE_GENERIC, name);
        }
        if (type.getNestingKind() == NestingKind.MEMBER && !type.getModifiers().contains(Modifier.STATIC)
                && type.getKind() == ElementKind.CLASS) {
            return report(type, Message.PIPELINE_INNER, name);
        }
        for (Element e = type; e instanceof TypeElement t; e = t.getEnclosingElement()) {
            if (t.getModifiers().contains(Modifier.PRIVATE)) {
                return t == type ? report(type, Message.PIPELINE_PRIVATE, name)
                        : report(type, Message.PIPELINE_IN_PRIVATE_CLASS, name, t.getQualifiedName(),
                                t.getQualifiedName());
            }
        }
        TypeMirror serializable = elements.getTypeElement("java.io.Serializable").asType();
        if (!types.isAssignable(type.asType(), serializable)) {
            return report(type, Message.PIPELINE_NOT_SERIALIZABLE, name);
        }
        return true;
    }

    /** The methods with exactly one stage annotation, in declaration order; reports methods with several. */
    private List<ExecutableElement> withOneStage(List<ExecutableElement> annotated) {
        List<ExecutableElement> methods = new ArrayList<>();
        for (ExecutableElement method : annotated) {
            List<StageAnnotation> stages = StageAnnotation.on(method);
            if (stages.size() == 1) {
                methods.add(method);
            } else {
                reporter.error(method, Message.STAGE_SEVERAL_ANNOTATIONS, method.getSimpleName(),
                        stages.stream().map(StageAnnotation::shown).collect(Collectors.joining(", ")));
            }
        }
        return methods;
    }

    // ------------------------------------------------------------------------
    //  one stage
    // ------------------------------------------------------------------------

    /** The stage of {@code method}; empty when it is wrong (reported). */
    private Optional<ReadStage> stage(ExecutableElement method) {
        StageAnnotation annotation = StageAnnotation.on(method).get(0);
        String name = method.getSimpleName().toString();
        if (method.getModifiers().contains(Modifier.PRIVATE) || method.getModifiers().contains(Modifier.STATIC)) {
            return fail(method, Message.STAGE_PRIVATE_OR_STATIC, name, annotation.shown());
        }
        if (!method.getTypeParameters().isEmpty()) {
            return fail(method, Message.STAGE_GENERIC, name, annotation.shown());
        }
        List<? extends VariableElement> parameters = method.getParameters();
        if (annotation != StageAnnotation.PROCESS) {
            Optional<? extends VariableElement> context = parameters.stream()
                    .filter(parameter -> contextKind(parameter.asType()) != null)
                    .findFirst();
            if (context.isPresent()) {
                return fail(context.get(), Message.STAGE_CONTEXT_OUTSIDE_PROCESS, name, annotation.shown(),
                        context.get().getSimpleName(), context.get().asType());
            }
        }
        TypeMirror result = method.getReturnType();
        boolean returnsVoid = result.getKind() == TypeKind.VOID;
        return switch (annotation) {
            case MAP -> parameters.size() != 1 || returnsVoid
                    ? signature(method, annotation, "'Out " + name + "(In value)'")
                    : plain(method, StageKind.MAP, result);
            case FILTER -> parameters.size() != 1 || result.getKind() != TypeKind.BOOLEAN
                    ? signature(method, annotation, "'boolean " + name + "(In value)'")
                    : plain(method, StageKind.FILTER, parameters.get(0).asType());
            case KEY_BY -> parameters.size() != 1 || returnsVoid
                    ? signature(method, annotation, "'Key " + name + "(In value)'")
                    : keyBy(method, result);
            case FLAT_MAP -> flatMap(method);
            case SQL -> sql(method, annotation);
            case PROCESS -> process(method);
        };
    }

    /** A stage with no more to it than its kind and the type it hands on. */
    private Optional<ReadStage> plain(ExecutableElement method, StageKind kind, TypeMirror output) {
        return Optional.of(read(method, kind, output, List.of(), null, null));
    }

    private ReadStage read(ExecutableElement method, StageKind kind, TypeMirror output, List<StateModel> states,
            StageModel.Query query, StageModel.Timer timer) {
        TypeMirror parameter = method.getParameters().get(0).asType();
        StageModel model = new StageModel(method.getSimpleName().toString(), kind, TypeName.get(parameter),
                TypeName.get(method.getReturnType()), TypeName.get(output), typeInfos.of(output).orElse(null),
                states, query, timer, writtenUid(method));
        return new ReadStage(method, model, parameter, output);
    }

    /** The uid a {@code KeyBy} or {@code Sql} annotation on {@code method} gives its operator; null for none. */
    private static String writtenUid(ExecutableElement method) {
        Stage.KeyBy keyBy = method.getAnnotation(Stage.KeyBy.class);
        Stage.Sql sql = method.getAnnotation(Stage.Sql.class);
        String uid = keyBy != null ? keyBy.uid() : sql != null ? sql.uid() : "";
        return uid.isEmpty() ? null : uid;
    }

    private Optional<ReadStage> keyBy(ExecutableElement method, TypeMirror key) {
        String name = method.getSimpleName().toString();
        if (typeInfos.of(key).isEmpty()) {
            return typeInfos.isBroken(key) ? Optional.empty() : fail(method, Message.STAGE_KEY_TYPE, name, key);
        }
        Optional<TypeModel> model = typeInfos.flinkType(key);
        if (model.isPresent() && !model.get().keyType()) {
            return fail(method, Message.STAGE_KEY_EQUALITY, name, key, key);
        }
        Optional<KeyOrder.Found> ordered = model.flatMap(this::insertionOrdered);
        if (ordered.isPresent()) {
            KeyOrder.Found found = ordered.get();
            return fail(method, Message.STAGE_KEY_ORDER, name, key, found.field(), found.kind(), found.kind(),
                    found.field(), found.instead());
        }
        return plain(method, StageKind.KEY_BY, key);
    }

    private Optional<ReadStage> flatMap(ExecutableElement method) {
        String name = method.getSimpleName().toString();
        List<? extends VariableElement> parameters = method.getParameters();
        TypeMirror result = method.getReturnType();
        Optional<ReadStage> stage = Optional.empty();
        if (result.getKind() == TypeKind.VOID) {
            TypeMirror collected = parameters.size() == 2 ? collectedType(parameters.get(1).asType()) : null;
            if (collected != null) {
                stage = plain(method, StageKind.FLAT_MAP_COLLECTOR, collected);
            }
        } else if (parameters.size() == 1) {
            TypeMirror optional = typeArgument(result, "java.util.Optional");
            TypeMirror element = typeArgument(result, "java.lang.Iterable");
            if (optional != null) {
                stage = plain(method, StageKind.FLAT_MAP_OPTIONAL, optional);
            } else if (element != null) {
                stage = plain(method, StageKind.FLAT_MAP_ITERABLE, element);
            }
        }
        return stage.isPresent() ? stage : signature(method, StageAnnotation.FLAT_MAP, "'void " + name
                + "(In value, Collector<Out> out)', 'Iterable<Out> " + name + "(In value)' or 'Optional<Out> "
                + name + "(In value)'");
    }

    /** The {@code FooSchema} of the {@code @FlinkType} {@code type}, when it has one. */
    private Optional<ClassName> schema(TypeMirror type) {
        return typeInfos.flinkType(type)
                .filter(model -> hasSchema.test(model.type()))
                .map(model -> model.generated(GeneratedClass.SCHEMA));
    }

    /** A query's input or result type without a schema: not a {@code @FlinkType}, or one that gets none. */
    private void reportWithoutSchema(ExecutableElement method, String name, TypeMirror type, Message notFlinkType) {
        if (typeInfos.flinkType(type).isPresent()) {
            reporter.error(method, Message.STAGE_QUERY_TYPE_WITHOUT_SCHEMA, name, type, type);
        } else {
            reporter.error(method, notFlinkType, name, type, type);
        }
    }

    private Optional<ReadStage> sql(ExecutableElement method, StageAnnotation annotation) {
        String name = method.getSimpleName().toString();
        Stage.Sql declared = method.getAnnotation(Stage.Sql.class);
        String query = declared.value();
        if (query.isBlank()) {
            AnnotationValue value = annotation.value(method, "value");
            reporter.error(method, annotation.mirror(method), value, Message.STAGE_EMPTY_QUERY, name);
            return Optional.empty();
        }
        String table = declared.table();
        if (table.isBlank()) {
            AnnotationValue value = annotation.value(method, "table");
            reporter.error(method, annotation.mirror(method), value, Message.STAGE_EMPTY_TABLE, name);
            return Optional.empty();
        }
        Optional<Map<String, DeclaredFunctions.FunctionDeclaration>> stageFunctions =
                declaredFunctions.read(method, annotation.mirror(method), "@Stage.Sql '" + name + "'");
        if (stageFunctions.isEmpty()) {
            return Optional.empty();
        }
        if (method.getParameters().size() != 1 || method.getReturnType().getKind() == TypeKind.VOID) {
            return signature(method, annotation, "'@Stage.Sql(\"SELECT ... FROM input\") Out " + name
                    + "(In row)' with a query, In and Out @FlinkType classes");
        }
        if (!schemasWritten) {
            return fail(method, Message.STAGE_NO_TABLE_API, name);
        }
        TypeMirror input = method.getParameters().get(0).asType();
        // Change<T>: the query's changelog, whose rows are T's
        TypeMirror returned = method.getReturnType();
        Optional<TypeMirror> changed = typeInfos.changeValue(returned);
        boolean changelog = changed.isPresent();
        TypeMirror result = changed.orElse(returned);
        Optional<ClassName> inputSchema = schema(input);
        Optional<ClassName> resultSchema = schema(result);
        if (inputSchema.isEmpty() && !typeInfos.isBroken(input)) {
            reportWithoutSchema(method, name, input, Message.STAGE_QUERY_INPUT_TYPE);
        }
        boolean sameTypeReported = inputSchema.isEmpty() && types.isSameType(input, result)
                && typeInfos.flinkType(result).isPresent();
        if (resultSchema.isEmpty() && !typeInfos.isBroken(result) && !sameTypeReported) {
            reportWithoutSchema(method, name, result, Message.STAGE_QUERY_RESULT_TYPE);
        }
        if (inputSchema.isEmpty() || resultSchema.isEmpty()) {
            return Optional.empty();
        }
        DeclaredFunctions.Declared functions = declaredFunctions.merge(pipelineFunctions, stageFunctions.get());
        List<StageModel.Function> registered = functions.declarations().stream()
                .map(function -> new StageModel.Function(function.name(), ClassName.get(function.type())))
                .toList();
        if (!declared.checked()) {
            return Optional.of(read(method, StageKind.SQL, returned, List.of(), new StageModel.Query(query, table,
                    inputSchema.get(), resultSchema.get(), new QueryPlacement.Unchecked(
                            QueryPlacement.Unchecked.DECLARED), registered, changelog), null));
        }
        if (!functions.compiledHere().isEmpty() && sqlChecks.running(method, reporter)) {
            String classes = String.join(", ", functions.compiledHere());
            reporter.warning(method, annotation.mirror(method), annotation.value(method, "value"),
                    Message.SQL_FUNCTION_NOT_COMPILED, name, classes);
            return Optional.of(read(method, StageKind.SQL, returned, List.of(), new StageModel.Query(query, table,
                    inputSchema.get(), resultSchema.get(), new QueryPlacement.Unchecked("it may call " + classes
                            + ", which this compilation compiles, so Flink checks its query when the job is built"),
                    registered, changelog), null));
        }
        Optional<CheckedQuery> checked = check(method, query, table, input, result, functions.functions());
        if (checked.isPresent()) {
            AnnotationValue value = annotation.value(method, "value");
            AnnotationMirror mirror = annotation.mirror(method);
            SqlAnalysis analysis = checked.get().analysis();
            SqlQuery asked = checked.get().query();
            if (analysis instanceof SqlAnalysis.Invalid invalid) {
                reporter.error(method, mirror, value, Message.SQL_INVALID, name, input, sqlChecks.flinkVersion(),
                        invalid.message(), table, columns(asked.input()));
                return Optional.empty();
            }
            if (analysis instanceof SqlAnalysis.ResultMismatch mismatch) {
                reporter.error(method, mirror, value, Message.SQL_RESULT_MISMATCH, name, result,
                        sqlChecks.flinkVersion(), mismatch.message(), columns(mismatch.result()),
                        columns(asked.output()), result, result);
                return Optional.empty();
            }
            SqlAnalysis.Valid valid = (SqlAnalysis.Valid) analysis;
            if (valid.updating() && !changelog) {
                reporter.error(method, mirror, value, Message.SQL_UPDATING_RESULT, name, sqlChecks.flinkVersion(),
                        result, result, result);
                return Optional.empty();
            }
            QueryPlacement placement = fusion.decide(valid.calc(), valid.aggregate(), valid.runtimeReason(),
                    checked.get().input().model(), checked.get().result().model(), sqlChecks.sessionTimeZone());
            return Optional.of(read(method, StageKind.SQL, returned, List.of(),
                    new StageModel.Query(query, table, inputSchema.get(), resultSchema.get(), placement, registered,
                            changelog),
                    null));
        }
        return Optional.of(read(method, StageKind.SQL, returned, List.of(), new StageModel.Query(query, table,
                inputSchema.get(), resultSchema.get(), new QueryPlacement.Unchecked(null), registered, changelog),
                null));
    }

    /** A query as asked of Flink's SQL front end, the tables it was asked over, and its answer. */
    private record CheckedQuery(SqlQuery query, QueryColumns.Table input, QueryColumns.Table result,
            SqlAnalysis analysis) {}

    /**
     * What Flink's SQL front end finds for the query of {@code method} over its input and result types' tables;
     * empty when the front end is not on the processor path (noted once) or fails (reported).
     */
    private Optional<CheckedQuery> check(ExecutableElement method, String query, String table, TypeMirror input,
            TypeMirror result, List<SqlQuery.Function> functions) {
        Optional<QueryColumns.Table> in = typeInfos.flinkType(input).flatMap(queryColumns::of);
        Optional<QueryColumns.Table> out = typeInfos.flinkType(result).flatMap(queryColumns::of);
        if (in.isEmpty() || out.isEmpty()) {
            return Optional.empty();
        }
        SqlQuery asked = new SqlQuery(query, table, in.get().columns(), out.get().columns(), in.get().rowTime(),
                in.get().watermark(), functions);
        return sqlChecks.analyze(method, asked, reporter)
                .map(analysis -> new CheckedQuery(asked, in.get(), out.get(), analysis));
    }

    /** Columns as a reader sees them: {@code (sensor STRING, celsius DOUBLE NOT NULL)}. */
    private static String columns(List<SqlColumn> columns) {
        return columns.stream().map(column -> column.name() + " " + column.type())
                .collect(Collectors.joining(", ", "(", ")"));
    }

    private Optional<ReadStage> process(ExecutableElement method) {
        String name = method.getSimpleName().toString();
        List<? extends VariableElement> parameters = method.getParameters();
        TypeMirror collected = parameters.size() >= 2
                ? collectedType(parameters.get(parameters.size() - 1).asType())
                : null;
        if (method.getReturnType().getKind() != TypeKind.VOID || collected == null) {
            return signature(method, StageAnnotation.PROCESS,
                    "'void " + name + "(In value, ValueState<T> state, ..., Collector<Out> out)'");
        }
        List<Optional<StateModel>> read = parameters.subList(1, parameters.size() - 1).stream()
                .map(parameter -> contextKind(parameter.asType()) != null
                        ? Optional.of(context(parameter))
                        : state(method, parameter))
                .toList();
        if (read.stream().anyMatch(Optional::isEmpty)) {
            return Optional.empty();
        }
        List<StateModel> states = read.stream().map(Optional::get).toList();
        String timerName = method.getAnnotation(Stage.Process.class).onTimer();
        if (timerName.isEmpty()) {
            return Optional.of(read(method, StageKind.PROCESS, collected, states, null, null));
        }
        return timerMethod(method, timerName)
                .flatMap(timer -> timer(method, timer, collected, states))
                .map(timer -> read(method, StageKind.PROCESS, collected, states, null, timer));
    }

    /** The method named by {@code onTimer}; empty when there is no one such method (reported on the value). */
    private Optional<ExecutableElement> timerMethod(ExecutableElement process, String name) {
        List<ExecutableElement> candidates = ElementFilter
                .methodsIn(process.getEnclosingElement().getEnclosedElements())
                .stream()
                .filter(method -> method.getSimpleName().contentEquals(name))
                .toList();
        if (candidates.size() == 1 && StageAnnotation.on(candidates.get(0)).isEmpty()) {
            return Optional.of(candidates.get(0));
        }
        Message message = candidates.isEmpty() ? Message.TIMER_NOT_FOUND
                : candidates.size() > 1 ? Message.TIMER_OVERLOADED
                : Message.TIMER_IS_STAGE;
        StageAnnotation annotation = StageAnnotation.PROCESS;
        reporter.error(process, annotation.mirror(process), annotation.value(process, "onTimer"), message,
                process.getSimpleName(), name, name);
        return Optional.empty();
    }

    /** The timer of {@code process}: its method, with the stage's states it reads; empty when reported. */
    private Optional<StageModel.Timer> timer(ExecutableElement process, ExecutableElement timer,
            TypeMirror collected, List<StateModel> states) {
        String timerName = timer.getSimpleName().toString();
        List<? extends VariableElement> parameters = timer.getParameters();
        TypeMirror timerCollected = parameters.size() >= 2
                ? collectedType(parameters.get(parameters.size() - 1).asType())
                : null;
        if (timer.getReturnType().getKind() != TypeKind.VOID
                || parameters.isEmpty()
                || parameters.get(0).asType().getKind() != TypeKind.LONG
                || timerCollected == null
                || !types.isSameType(timerCollected, collected)
                || timer.getModifiers().contains(Modifier.PRIVATE)
                || timer.getModifiers().contains(Modifier.STATIC)) {
            reporter.error(timer, Message.TIMER_SIGNATURE, timerName, process.getSimpleName(), timerName,
                    process.getSimpleName(), collected);
            return Optional.empty();
        }
        List<StateModel> arguments = new ArrayList<>();
        for (VariableElement parameter : parameters.subList(1, parameters.size() - 1)) {
            if (contextKind(parameter.asType()) != null) {
                arguments.add(context(parameter));
                continue;
            }
            Optional<StateModel> shared = states.stream()
                    .filter(state -> !state.isContext()
                            && state.parameter().contentEquals(parameter.getSimpleName())
                            && state.type().equals(TypeName.get(parameter.asType())))
                    .findFirst();
            if (shared.isEmpty()) {
                reporter.error(parameter, Message.TIMER_STATE, parameter.getSimpleName(), timerName,
                        parameter.asType(), process.getSimpleName(), process.getSimpleName());
                return Optional.empty();
            }
            arguments.add(shared.get());
        }
        return Optional.of(new StageModel.Timer(timerName, List.copyOf(arguments)));
    }

    /**
     * Which part of the keyed context a parameter of {@code type} is given: the key's timer service (Flink's
     * {@code TimerService}) or the element's timestamp ({@code EventTime}); null for any other type.
     */
    private static StateModel.Kind contextKind(TypeMirror type) {
        if (type instanceof DeclaredType declared) {
            Name name = ((TypeElement) declared.asElement()).getQualifiedName();
            if (name.contentEquals(TIMER_SERVICE)) {
                return StateModel.Kind.TIMER_SERVICE;
            }
            if (name.contentEquals(EVENT_TIME)) {
                return StateModel.Kind.EVENT_TIME;
            }
        }
        return null;
    }

    private static StateModel context(VariableElement parameter) {
        return new StateModel(parameter.getSimpleName().toString(), TypeName.get(parameter.asType()),
                contextKind(parameter.asType()), List.of());
    }

    /** The state of a parameter; empty when it is wrong (reported). */
    private Optional<StateModel> state(ExecutableElement method, VariableElement parameter) {
        TypeMirror type = parameter.asType();
        StateModel.Kind kind = stateKind(type);
        if (kind == null) {
            return fail(parameter, Message.STATE_NOT_A_STATE, parameter.getSimpleName(), method.getSimpleName(),
                    type);
        }
        List<? extends TypeMirror> arguments = ((DeclaredType) type).getTypeArguments();
        if (arguments.isEmpty()) {
            return fail(parameter, Message.STATE_RAW, parameter.getSimpleName(), method.getSimpleName(), type);
        }
        List<TypeInfoModel> argumentInfos = new ArrayList<>();
        for (TypeMirror argument : arguments) {
            Optional<TypeInfoModel> typeInfo = typeInfos.of(argument);
            if (typeInfo.isEmpty()) {
                return typeInfos.isBroken(argument) ? Optional.empty()
                        : fail(parameter, Message.STATE_KRYO, parameter.getSimpleName(), method.getSimpleName(),
                                type, argument);
            }
            argumentInfos.add(typeInfo.get());
        }
        if (kind == StateModel.Kind.MAP) {
            Optional<KeyOrder.Found> ordered = typeInfos.flinkType(arguments.get(0)).flatMap(this::insertionOrdered);
            if (ordered.isPresent()) {
                KeyOrder.Found found = ordered.get();
                return fail(parameter, Message.STATE_KEY_ORDER, parameter.getSimpleName(), method.getSimpleName(),
                        arguments.get(0), found.field(), found.kind(), found.kind(), found.field(), found.instead());
            }
        }
        return Optional.of(new StateModel(parameter.getSimpleName().toString(), TypeName.get(type), kind,
                List.copyOf(argumentInfos)));
    }

    /** A field of key type {@code key} that keeps insertion order, at any depth: RocksDB would split its keys. */
    private Optional<KeyOrder.Found> insertionOrdered(TypeModel key) {
        return KeyOrder.insertionOrdered(key, name -> Optional.ofNullable(elements.getTypeElement(name.canonicalName()))
                .flatMap(models::model));
    }

    /** Which state {@code type} is: a ValueState, ListState or MapState of Flink's; null for any other type. */
    private static StateModel.Kind stateKind(TypeMirror type) {
        if (type instanceof DeclaredType declared
                && declared.asElement() instanceof TypeElement element
                && element.getEnclosingElement().toString().equals(STATE_PACKAGE)) {
            return switch (element.getSimpleName().toString()) {
                case "ValueState" -> StateModel.Kind.VALUE;
                case "ListState" -> StateModel.Kind.LIST;
                case "MapState" -> StateModel.Kind.MAP;
                default -> null;
            };
        }
        return null;
    }

    // ------------------------------------------------------------------------
    //  the operators
    // ------------------------------------------------------------------------

    /** The {@code @Pipeline(uid = ...)} of {@code type}, or its simple name ({@code Outer.Foo} when nested). */
    private static String uidPrefix(TypeElement type) {
        String written = type.getAnnotation(Pipeline.class).uid();
        return written.isEmpty() ? String.join(".", ClassName.get(type).simpleNames()) : written;
    }

    /**
     * Whether each operator's uid is its own; reports the later of two operators with the same uid on the stage
     * that starts it (on its {@code uid} value when written). The operator reading the pipeline's input is always
     * the first, so the later one always has such a stage.
     */
    private boolean uniqueUids(String uidPrefix, List<Segment> segments, List<ReadStage> stages) {
        Map<StageModel, ReadStage> read = byModel(stages);
        Map<String, Segment> seen = new HashMap<>();
        boolean valid = true;
        for (Segment segment : segments) {
            Segment earlier = seen.putIfAbsent(segment.uid(), segment);
            if (earlier == null) {
                continue;
            }
            ReadStage opener = read.get(segment.opener());
            StageAnnotation annotation = opener.model().kind() == StageKind.KEY_BY ? StageAnnotation.KEY_BY
                    : StageAnnotation.SQL;
            Object[] arguments = {describe(segment), uidPrefix + "/" + segment.uid(), describe(earlier),
                    annotation.shown(), opener.model().name()};
            if (opener.model().uid() != null) {
                reporter.error(opener.method(), annotation.mirror(opener.method()),
                        annotation.value(opener.method(), "uid"), Message.DUPLICATE_UID, arguments);
            } else {
                reporter.error(opener.method(), Message.DUPLICATE_UID, arguments);
            }
            valid = false;
        }
        return valid;
    }

    /** The operator of {@code segment} in words: {@code "after @Stage.KeyBy 'user'"}. */
    private static String describe(Segment segment) {
        StageModel opener = segment.opener();
        if (opener == null) {
            return "reading the pipeline's input";
        }
        return opener.kind() == StageKind.KEY_BY ? "after @Stage.KeyBy '" + opener.name() + "'"
                : "reading the result of @Stage.Sql '" + opener.name() + "'";
    }

    private static Map<StageModel, ReadStage> byModel(List<ReadStage> stages) {
        Map<StageModel, ReadStage> read = new IdentityHashMap<>();
        stages.forEach(stage -> read.put(stage.model(), stage));
        return read;
    }

    /** Whether each operator's output has type information; reports the stages whose output has none. */
    private boolean typesLeavingOperators(List<Segment> segments, List<ReadStage> stages) {
        Map<StageModel, ReadStage> read = byModel(stages);
        boolean valid = true;
        for (Segment segment : segments) {
            if (segment.outputTypeInfo() == null) {
                ReadStage producer = read.get(segment.producer());
                if (!typeInfos.isBroken(producer.output())) {
                    reporter.error(producer.method(), Message.STAGE_OUTPUT_TYPE, producer.model().name(),
                            producer.output(), producer.output());
                }
                valid = false;
            }
        }
        return valid;
    }

    /** Whether a stage of {@code type} uses a {@code @FlinkType} class with errors of its own (reported there). */
    private boolean usesBrokenType(TypeElement type) {
        return StageSignatures.typesOf(type).stream().anyMatch(typeInfos::isBroken);
    }

    // ------------------------------------------------------------------------
    //  types
    // ------------------------------------------------------------------------

    /** {@code X} of {@code Collector<X>}, or null when the type is not a Collector of a concrete type. */
    private static TypeMirror collectedType(TypeMirror type) {
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

    // ------------------------------------------------------------------------
    //  reporting
    // ------------------------------------------------------------------------

    private Optional<ReadStage> signature(ExecutableElement method, StageAnnotation annotation, String expected) {
        return fail(method, Message.STAGE_SIGNATURE, method.getSimpleName(), annotation.shown(), expected);
    }

    private <T> Optional<T> fail(Element element, Message message, Object... args) {
        reporter.error(element, message, args);
        return Optional.empty();
    }

    private boolean report(Element element, Message message, Object... args) {
        reporter.error(element, message, args);
        return false;
    }
}
