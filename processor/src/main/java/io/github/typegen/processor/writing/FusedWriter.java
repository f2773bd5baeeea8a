package io.github.typegen.processor.writing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.lang.model.element.Modifier;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;

import io.github.typegen.processor.codegen.AggregateWriter;
import io.github.typegen.processor.codegen.CalcWriter;
import io.github.typegen.processor.pipeline.PipelineModel;
import io.github.typegen.processor.pipeline.QueryPlacement;
import io.github.typegen.processor.pipeline.Segment;
import io.github.typegen.processor.pipeline.StageKind;
import io.github.typegen.processor.pipeline.StageModel;
import io.github.typegen.processor.pipeline.StateModel;
import io.github.typegen.processor.pipeline.TypeInfoModel;

/**
 * Writes {@code FooFused} for a {@code @Pipeline} class {@code Foo}: an {@code apply} method that builds the
 * pipeline on a {@code DataStream}, and one nested Flink function per {@link Segment}, named after its stages
 * ({@code ParseStage} for one stage, {@code TrimToIsPage} for several, {@code QueryInput} and {@code
 * CountResult} for one that only converts rows around a query): a {@code RichFlatMapFunction} for an unkeyed
 * operator, a {@code KeyedProcessFunction} after each {@code keyBy}, whose key a nested {@code KeySelector}
 * named after the key stage ({@code UserKey}) computes. The function's body calls the stage methods in order,
 * handing each value straight to the next stage. A stage that hands
 * on several values (a {@code Collector} or an {@code Iterable}) continues in a private {@code afterX}
 * method; a {@code Collector} stage reaches it through the runtime's {@code Downstream}. Around a {@code
 * Sql} stage on Flink's Table runtime, the operator before it ends with {@code InSchema.toRowData} and the one
 * after it starts with {@code OutSchema.fromRowData}; {@code PipelineTables.query} runs the query between them. A
 * fused {@code Sql} stage is Java in the body like any other stage ({@link CalcWriter}); a pipeline with no query on
 * the Table runtime has no {@code apply} taking a table environment. A {@code Process}
 * stage's states are fields registered in {@code open}; its timer method is called from {@code onTimer}; a
 * {@code TimerService} or {@code EventTime} parameter is read from the function's context (kept in a field when
 * the stage runs in a continuation). Each
 * operator is named after its stages and gets the uid {@code uidPrefix + "/" + }{@link Segment#uid()}, where
 * {@code uidPrefix} is the pipeline's ({@link PipelineModel#uidPrefix()}) unless a constructor argument replaces
 * it.
 */
public final class FusedWriter {

    private static final ClassName DATA_STREAM =
            ClassName.get("org.apache.flink.streaming.api.datastream", "DataStream");
    private static final ClassName SINGLE_OUTPUT =
            ClassName.get("org.apache.flink.streaming.api.datastream", "SingleOutputStreamOperator");
    private static final ClassName KEYED_STREAM =
            ClassName.get("org.apache.flink.streaming.api.datastream", "KeyedStream");
    private static final ClassName RICH_FLAT_MAP =
            ClassName.get("org.apache.flink.api.common.functions", "RichFlatMapFunction");
    private static final ClassName KEYED_PROCESS =
            ClassName.get("org.apache.flink.streaming.api.functions", "KeyedProcessFunction");
    /** {@code KeyedProcessFunction<K, I, O>.Context}, named as a subclass sees it (not raw). */
    private static final ClassName INHERITED_CONTEXT = ClassName.get("", "Context");
    private static final ClassName INHERITED_ON_TIMER_CONTEXT = ClassName.get("", "OnTimerContext");
    private static final ClassName KEY_SELECTOR = ClassName.get("org.apache.flink.api.java.functions", "KeySelector");
    private static final ClassName OPEN_CONTEXT = ClassName.get("org.apache.flink.api.common.functions", "OpenContext");
    private static final ClassName FUNCTION_CONTEXT =
            ClassName.get("org.apache.flink.table.functions", "FunctionContext");
    private static final ClassName COLLECTOR = ClassName.get("org.apache.flink.util", "Collector");
    private static final ClassName DOWNSTREAM = ClassName.get("io.github.typegen.runtime.pipeline", "Downstream");
    private static final ClassName EVENT_TIME = ClassName.get("io.github.typegen.runtime.pipeline", "EventTime");
    private static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
    private static final ClassName ROW_DATA = ClassName.get("org.apache.flink.table.data", "RowData");
    private static final ClassName TABLE_ENVIRONMENT =
            ClassName.get("org.apache.flink.table.api.bridge.java", "StreamTableEnvironment");
    private static final ClassName PIPELINE_TABLES =
            ClassName.get("io.github.typegen.runtime.pipeline", "PipelineTables");
    private static final ClassName TYPES = ClassName.get("org.apache.flink.api.common.typeinfo", "Types");
    private static final ClassName VALUE_STATE_DESCRIPTOR =
            ClassName.get("org.apache.flink.api.common.state", "ValueStateDescriptor");
    private static final ClassName LIST_STATE_DESCRIPTOR =
            ClassName.get("org.apache.flink.api.common.state", "ListStateDescriptor");
    private static final ClassName MAP_STATE_DESCRIPTOR =
            ClassName.get("org.apache.flink.api.common.state", "MapStateDescriptor");

    private static final ClassName CHANGE = ClassName.get("io.github.typegen.runtime.table", "Change");
    private static final ClassName CHANGE_TYPE_INFO =
            ClassName.get("io.github.typegen.runtime.table", "ChangeTypeInfo");

    /** The expression of a type information. */
    private static final TypeInfoModel.Visitor<CodeBlock> TYPE_INFO = new TypeInfoModel.Visitor<>() {
        @Override
        public CodeBlock basic(TypeInfoModel.Basic basic) {
            return CodeBlock.of("$T.$L", TYPES, basic.constant());
        }

        @Override
        public CodeBlock generated(TypeInfoModel.Generated generated) {
            return CodeBlock.of("new $T()", generated.typeInfo());
        }

        @Override
        public CodeBlock tableRow(TypeInfoModel.TableRow tableRow) {
            return CodeBlock.of("$T.rowTypeInfo(new $T())", PIPELINE_TABLES, tableRow.schema());
        }

        @Override
        public CodeBlock change(TypeInfoModel.Change change) {
            return CodeBlock.of("new $T<>($L)", CHANGE_TYPE_INFO, change.value().accept(this));
        }
    };

    private static final String PIPELINE_PARAMETER =
            "@param pipeline the stages and their configuration; shipped to the cluster inside the operators\n";

    private final PipelineModel model;
    private final Set<String> nestedNames = new HashSet<>();

    private FusedWriter(PipelineModel model) {
        this.model = model;
        nestedNames.add(model.fusedName().simpleName());
        nestedNames.addAll(model.type().simpleNames());
        nestedNames.add("Context");
        nestedNames.add("OnTimerContext");
        nestedNames.add("RowData");
    }

    public static JavaFile write(PipelineModel model) {
        return new FusedWriter(model).file();
    }

    private JavaFile file() {
        ClassName fused = model.fusedName();
        TypeSpec.Builder type = SourceFiles.classFor(model.element(), fused)
                .addJavadoc("The stages of {@link $T} as fused Flink operators, with their uids:\n<ul>\n",
                        model.type())
                .addField(model.type(), "pipeline", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "uidPrefix", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("The operators' uids start with \"$L/\".\n\n", javadoc(model.uidPrefix()))
                        .addJavadoc(PIPELINE_PARAMETER)
                        .addParameter(model.type(), "pipeline")
                        .addStatement("this(pipeline, $S)", model.uidPrefix())
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("For a pipeline applied more than once in one job, where each application's"
                                + " operators\nneed uids of their own.\n\n")
                        .addJavadoc(PIPELINE_PARAMETER)
                        .addJavadoc("@param uidPrefix what the operators' uids start with instead of \"$L\","
                                + " before \"/\"\n", javadoc(model.uidPrefix()))
                        .addParameter(model.type(), "pipeline")
                        .addParameter(String.class, "uidPrefix")
                        .addStatement("this.pipeline = $T.requireNonNull(pipeline, $S)", OBJECTS, "pipeline")
                        .addStatement("this.uidPrefix = $T.requireNonNull(uidPrefix, $S)", OBJECTS, "uidPrefix")
                        .build());

        // queries on Flink's Table runtime; a fused aggregation is the pipeline's own keyed operator
        boolean queries = model.segments().stream()
                .anyMatch(segment -> segment.sql() != null && !segment.sql().query().isFusedAggregate());
        String zone = model.sessionTimeZone();
        TypeName result = ParameterizedTypeName.get(SINGLE_OUTPUT, model.output());
        TypeName inputStream = ParameterizedTypeName.get(DATA_STREAM, model.input());
        // With every query fused, a pipeline compiled for a session time zone checks the configuration of whichever
        // environment it is applied with, then builds its operators in a method of its own.
        boolean buildsApart = zone != null && !queries;
        MethodSpec.Builder apply = MethodSpec.methodBuilder(buildsApart ? "build" : "apply")
                .addModifiers(buildsApart ? Modifier.PRIVATE : Modifier.PUBLIC)
                .addJavadoc(buildsApart ? "Builds the pipeline's operators on {@code input}.\n"
                        : "Applies the pipeline to {@code input}; the result is the last operator, to name\n"
                                + "or set a parallelism as needed.\n")
                .returns(result);
        if (queries) {
            apply.addJavadoc("The queries of {@code @Stage.Sql} stages run in {@code tableEnvironment}.\n")
                    .addParameter(TABLE_ENVIRONMENT, "tableEnvironment");
            if (zone != null) {
                apply.addJavadoc(sessionTimeZoneJavadoc(zone));
                apply.addStatement("$T.requireSessionTimeZone(tableEnvironment.getConfig(), $S, $S)", PIPELINE_TABLES,
                        zone, model.type().canonicalName());
            }
            type.addMethod(MethodSpec.methodBuilder("apply")
                    .addModifiers(Modifier.PUBLIC)
                    .addJavadoc("Applies the pipeline to {@code input}, running its queries in a new table\n"
                            + "environment on the input's execution environment.\n")
                    .returns(result)
                    .addParameter(inputStream, "input")
                    .addStatement("return apply($T.create(input.getExecutionEnvironment()), input)",
                            TABLE_ENVIRONMENT)
                    .build());
        } else if (model.segments().stream().flatMap(segment -> segment.stages().stream())
                .anyMatch(stage -> stage.kind() == StageKind.SQL)
                || model.segments().stream().anyMatch(segment -> segment.sql() != null)) {
            // Every query is fused. The overload a build without the SQL front end writes stays, so that code
            // calling it compiles with and without typegen-sql on the processor path.
            type.addMethod(MethodSpec.methodBuilder("apply")
                    .addModifiers(Modifier.PUBLIC)
                    .addJavadoc("Applies the pipeline to {@code input}. Every {@code @Stage.Sql} query of this\n"
                            + "pipeline is Java inside its operators, so {@code tableEnvironment} is not used: this\n"
                            + "is {@link #apply($T)}, for code written for a build whose queries run on\n"
                            + "Flink's table planner.\n", DATA_STREAM)
                    .returns(result)
                    .addParameter(TABLE_ENVIRONMENT, "tableEnvironment")
                    .addParameter(inputStream, "input")
                    .addCode(zone == null ? CodeBlock.of("return apply(input);\n") : CodeBlock.builder()
                            .addStatement("$T.requireSessionTimeZone(tableEnvironment.getConfig(), $S, $S)",
                                    PIPELINE_TABLES, zone, model.type().canonicalName())
                            .addStatement("return build(input)")
                            .build())
                    .build());
        }
        if (buildsApart) {
            type.addMethod(MethodSpec.methodBuilder("apply")
                    .addModifiers(Modifier.PUBLIC)
                    .addJavadoc("Applies the pipeline to {@code input}; the result is the last operator, to name\n"
                            + "or set a parallelism as needed.\n")
                    .addJavadoc(sessionTimeZoneJavadoc(zone))
                    .returns(result)
                    .addParameter(inputStream, "input")
                    .addStatement("$T.requireSessionTimeZone(input.getExecutionEnvironment().getConfiguration(),\n$S,"
                            + " $S)", PIPELINE_TABLES, zone, model.type().canonicalName())
                    .addStatement("return build(input)")
                    .build());
        }
        apply.addParameter(inputStream, "input");
        LocalNames locals = new LocalNames("input", "pipeline", "tableEnvironment", "uidPrefix");
        String stream = "input";
        ClassName querySchema = null;
        for (Segment segment : model.segments()) {
            segment.stages().stream().filter(stage -> stage.kind() == StageKind.SQL).forEach(stage -> type
                    .addJavadoc("<li>{@code $L}: the query, as Java inside {@code $L}\n", stage.name(),
                            segment.operatorName()));
            String upstream = stream;
            if (segment.sql() != null
                    && segment.sql().query().placement() instanceof QueryPlacement.FusedAggregate aggregate) {
                StageModel sql = segment.sql();
                AggregateWriter.Written written = AggregateWriter.write(aggregate.plan(), aggregate.input(),
                        aggregate.result(), sql.name(), model.type(), sql.input().box(), fused, this::nestedName,
                        aggregate.sessionTimeZone(), sql.query().changelog());
                written.types().forEach(type::addType);
                String keyed = locals.newName("by" + capitalize(sql.name()) + "Key");
                apply.addStatement("$T $L = $L.keyBy(new $T(pipeline), new $T())",
                        ParameterizedTypeName.get(KEYED_STREAM, sql.input().box(), written.key()), keyed, upstream,
                        written.keySelector(), written.keyTypeInfo());
                String changes = locals.newName(sql.name() + (sql.query().changelog() ? "Changes" : "Rows"));
                if (written.operator() == null) {
                    apply.addStatement("$T $L = $L\n.process(new $T(pipeline), $L)\n.name($S)\n.uid(uidPrefix + $S)",
                            ParameterizedTypeName.get(SINGLE_OUTPUT, sql.output()), changes, keyed,
                            written.function(), typeInfo(sql.outputTypeInfo()), sql.name(),
                            "/" + segment.uid() + "/aggregate");
                } else {
                    apply.addStatement("$T $L = $L\n.transform($S, $L, new $T<>(new $T(pipeline)))"
                            + "\n.uid(uidPrefix + $S)",
                            ParameterizedTypeName.get(SINGLE_OUTPUT, sql.output()), changes, keyed, sql.name(),
                            typeInfo(sql.outputTypeInfo()), written.operator(), written.function(),
                            "/" + segment.uid() + "/aggregate");
                }
                type.addJavadoc("<li>{@code keyBy} by the group key of {@code $L}, then {@code $L}: the query's"
                        + " aggregation, one keyed operator, uid \"$L/$L/aggregate\"\n", sql.name(), sql.name(),
                        javadoc(model.uidPrefix()), javadoc(segment.uid()));
                upstream = changes;
                querySchema = segment.outputSchema();
                if (segment.stages().isEmpty()) {
                    stream = changes;
                    continue;
                }
            } else if (segment.sql() != null) {
                StageModel sql = segment.sql();
                String rows = locals.newName(sql.name() + "Rows");
                for (StageModel.Function function : sql.query().functions()) {
                    apply.addStatement("$T.declareFunction(tableEnvironment, $S, $T.class)", PIPELINE_TABLES,
                            function.name(), function.type());
                }
                boolean changelog = sql.query().changelog();
                apply.addStatement("$T $L = $T.$L(tableEnvironment, $L,\nnew $T(),\n$S,\n$S,\nnew $T())",
                        ParameterizedTypeName.get(DATA_STREAM, changelog ? sql.output() : ROW_DATA), rows,
                        PIPELINE_TABLES, changelog ? "changelogQuery" : "query", upstream, querySchema,
                        sql.query().table(), sql.query().text(), sql.query().resultSchema());
                type.addJavadoc("<li>{@code $L}: the query, on Flink's table planner\n", sql.name());
                upstream = rows;
            }
            querySchema = segment.outputSchema();
            if (segment.keyed()) {
                StageModel keyBy = segment.keyBy();
                String keyClass = nestedName(capitalize(keyBy.name()) + "Key");
                type.addType(keySelector(keyClass, segment));
                String keyed = locals.newName("by" + capitalize(keyBy.name()));
                apply.addStatement("$T $L = $L.keyBy(new $L(pipeline), $L)",
                        ParameterizedTypeName.get(KEYED_STREAM, segment.input(), keyBy.output().box()), keyed,
                        upstream, keyClass, typeInfo(segment.keyTypeInfo()));
                type.addJavadoc("<li>{@code keyBy} by {@code $L}\n", keyBy.name());
                upstream = keyed;
            }
            String functionClass = nestedName(functionName(segment));
            type.addType(function(functionClass, segment));
            stream = locals.newName(decapitalize(functionClass));
            apply.addStatement("$T $L = $L\n.$L(new $L(pipeline), $L)\n.name($S)\n.uid(uidPrefix + $S)",
                    ParameterizedTypeName.get(SINGLE_OUTPUT, segment.output()), stream, upstream,
                    segment.keyed() ? "process" : "flatMap", functionClass, typeInfo(segment.outputTypeInfo()),
                    segment.operatorName(), "/" + segment.uid());
            type.addJavadoc("<li>{@code $L}: one $L, uid \"$L/$L\"\n", segment.operatorName(),
                    segment.keyed() ? "keyed operator" : "operator", javadoc(model.uidPrefix()),
                    javadoc(segment.uid()));
        }
        apply.addStatement("return $L", stream);
        type.addJavadoc("</ul>\n");
        type.addMethod(apply.build());
        return SourceFiles.file(fused, type.build());
    }

    /** What the methods that check the job's session time zone say of it. */
    private static CodeBlock sessionTimeZoneJavadoc(String zone) {
        return CodeBlock.of("Its fused queries were compiled for the session time zone $L\n"
                + "({@code -Atypegen.sql.timeZone}): the job's {@code table.local-time-zone} must be it,\n"
                + "else this fails, naming both zones.\n", zone);
    }

    // ------------------------------------------------------------------------
    //  the key selector
    // ------------------------------------------------------------------------

    private TypeSpec keySelector(String name, Segment segment) {
        StageModel keyBy = segment.keyBy();
        TypeName key = keyBy.output().box();
        return nestedFunction(name, ParameterizedTypeName.get(KEY_SELECTOR, segment.input(), key))
                .addJavadoc("The key of {@code $L}.\n", keyBy.name())
                .addMethod(MethodSpec.methodBuilder("getKey")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(key)
                        .addParameter(segment.input(), "value")
                        .addException(Exception.class)
                        .addStatement("return pipeline.$L(value)", keyBy.name())
                        .build())
                .build();
    }

    // ------------------------------------------------------------------------
    //  the fused function
    // ------------------------------------------------------------------------

    private TypeSpec function(String name, Segment segment) {
        TypeName superclass = segment.keyed()
                ? ParameterizedTypeName.get(KEYED_PROCESS, segment.keyBy().output().box(), segment.input(),
                        segment.output())
                : ParameterizedTypeName.get(RICH_FLAT_MAP, segment.input(), segment.output());
        TypeSpec.Builder function = nestedFunction(name, superclass)
                .addJavadoc("The stages $L as one operator.\n", segment.operatorName());
        if (segment.inputSchema() != null) {
            function.addField(FieldSpec.builder(segment.inputSchema(), "INPUT_SCHEMA", Modifier.PRIVATE,
                    Modifier.STATIC, Modifier.FINAL).initializer("new $T()", segment.inputSchema()).build());
        }
        if (segment.outputSchema() != null) {
            function.addField(FieldSpec.builder(segment.outputSchema(), "OUTPUT_SCHEMA", Modifier.PRIVATE,
                    Modifier.STATIC, Modifier.FINAL).initializer("new $T()", segment.outputSchema()).build());
        }
        Body body = new Body(segment, function);
        MethodSpec.Builder entry = segment.keyed()
                ? MethodSpec.methodBuilder("processElement")
                        .addParameter(segment.input(), "value")
                        .addParameter(INHERITED_CONTEXT, "context")
                : MethodSpec.methodBuilder("flatMap").addParameter(segment.input(), "value");
        entry.addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(ParameterizedTypeName.get(COLLECTOR, segment.output()), "out")
                .addException(Exception.class);
        if (body.contextKept) {
            function.addField(FieldSpec.builder(INHERITED_CONTEXT, "context", Modifier.PRIVATE, Modifier.TRANSIENT)
                    .addJavadoc("The element's context, for the Process stage: it runs in a continuation.\n")
                    .build());
            entry.addStatement("this.context = context");
        }
        LocalNames entryLocals = new LocalNames("value", "context", "out", "pipeline");
        String value = "value";
        if (segment.inputSchema() != null) {
            StageModel sql = segment.sql();
            value = entryLocals.newName(localName(sql));
            entry.addStatement("$T $L = INPUT_SCHEMA.fromRowData(value)", sql.output(), value);
        }
        body.emit(entry, 0, value, entryLocals);
        if (!body.open.isEmpty()) {
            MethodSpec.Builder open = MethodSpec.methodBuilder("open")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(OPEN_CONTEXT, "openContext");
            if (!body.functionInstances.isEmpty()) {
                // a user function's open may throw, as RichFunction.open may
                open.addException(Exception.class);
            }
            function.addMethod(open.addCode(body.open.build()).build());
        }
        if (!body.close.isEmpty()) {
            function.addMethod(MethodSpec.methodBuilder("close")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .addException(Exception.class)
                    .addCode(body.close.build())
                    .build());
        }
        function.addMethod(entry.build());
        body.timers.forEach(function::addMethod);
        body.continuations.forEach(function::addMethod);
        return function.build();
    }

    /** The statements of one fused function: the entry method and its continuations. */
    private final class Body {
        final Segment segment;
        final TypeSpec.Builder function;
        final CodeBlock.Builder open = CodeBlock.builder();
        final CodeBlock.Builder close = CodeBlock.builder();
        final Map<ClassName, String> functionInstances = new HashMap<>();
        final List<MethodSpec> timers = new ArrayList<>();
        final List<MethodSpec> continuations = new ArrayList<>();
        final LocalNames members = new LocalNames("pipeline", "serialVersionUID");
        final Map<StateModel, String> stateFields = new IdentityHashMap<>();
        final Map<StageModel, String> downstreams = new IdentityHashMap<>();

        /**
         * Whether the function keeps the element's context in a field: when its {@code Process} stage reads the
         * context (a timer service, an event time) in a continuation, where the entry's parameter is out of scope.
         */
        final boolean contextKept;

        Body(Segment segment, TypeSpec.Builder function) {
            this.segment = segment;
            this.function = function;
            this.contextKept = segment.keyed() && readsContextInContinuation(segment.stages());
            if (contextKept) {
                members.newName("context");
            }
        }

        /** Writes stages {@code from}.. into {@code method}, starting from the local {@code value}. */
        void emit(MethodSpec.Builder method, int from, String value, LocalNames locals) {
            List<StageModel> stages = segment.stages();
            for (int i = from; i < stages.size(); i++) {
                StageModel stage = stages.get(i);
                // The stage's outputs go to the operator's output as they are (no conversion follows).
                boolean last = i == stages.size() - 1 && segment.outputSchema() == null;
                switch (stage.kind()) {
                    case MAP -> {
                        String mapped = locals.newName(localName(stage));
                        method.addStatement("$T $L = pipeline.$L($L)", stage.output(), mapped, stage.name(), value);
                        value = mapped;
                    }
                    case FILTER -> method.beginControlFlow("if (!pipeline.$L($L))", stage.name(), value)
                            .addStatement("return")
                            .endControlFlow();
                    case FLAT_MAP_OPTIONAL -> {
                        String optional = locals.newName(stage.name());
                        method.addStatement("$T $L = pipeline.$L($L)", stage.result(),
                                optional, stage.name(), value);
                        method.beginControlFlow("if ($L.isEmpty())", optional).addStatement("return").endControlFlow();
                        String present = locals.newName(localName(stage));
                        method.addStatement("$T $L = $L.get()", stage.output(), present, optional);
                        value = present;
                    }
                    case FLAT_MAP_ITERABLE -> {
                        String element = locals.newName(localName(stage));
                        method.beginControlFlow("for ($T $L : pipeline.$L($L))", stage.output(), element,
                                stage.name(), value);
                        if (last) {
                            method.addStatement("out.collect($L)", element);
                        } else {
                            method.addStatement("$L($L, out)", continuation(stage, i + 1), element);
                        }
                        method.endControlFlow();
                        return;
                    }
                    case FLAT_MAP_COLLECTOR, PROCESS -> {
                        CodeBlock.Builder arguments = CodeBlock.builder().add("$L", value);
                        stage.states().forEach(argument -> arguments.add(", $L", argument(stage, argument)));
                        arguments.add(", $L", collector(stage, i, last));
                        method.addStatement("pipeline.$L($L)", stage.name(), arguments.build());
                        if (stage.timer() != null) {
                            onTimer(stage, i, last);
                        }
                        return;
                    }
                    case SQL -> {
                        if (!(stage.query().placement() instanceof QueryPlacement.Fused fused)) {
                            throw new IllegalStateException("A query on the Table runtime inside a segment: "
                                    + stage.name());
                        }
                        CodeBlock.Builder query = CodeBlock.builder();
                        value = CalcWriter.write(fused.calc(), fused.input(), fused.result(),
                                fused.sessionTimeZone(), value, query, locals::newName, this::constant,
                                this::functionInstance);
                        method.addCode(query.build());
                        if (stage.query().changelog()) {
                            // a projection and filter is insert-only: each row it keeps is an insertion
                            String change = locals.newName(stage.name() + "Change");
                            method.addStatement("$T $L = $T.insert($L)", stage.output(), change, CHANGE, value);
                            value = change;
                        }
                    }
                    case KEY_BY -> throw new IllegalStateException("A KeyBy stage inside a segment: " + stage.name());
                }
            }
            if (segment.outputSchema() != null) {
                method.addStatement("out.collect(OUTPUT_SCHEMA.toRowData($L))", value);
            } else {
                method.addStatement("out.collect($L)", value);
            }
        }

        /** Declares a static final field of the function holding a query's constant; returns its name. */
        private String constant(TypeName type, String suggestion, CodeBlock initializer) {
            String field = members.newName(suggestion);
            function.addField(FieldSpec.builder(type, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer(initializer).build());
            return field;
        }

        /**
         * The field holding the operator's instance of the user function {@code type}, as Flink's code generation
         * keeps it: created and opened with a {@code FunctionContext} of the operator's runtime context in {@code
         * open}, closed in {@code close}; declared at the first call.
         */
        private String functionInstance(ClassName type) {
            String existing = functionInstances.get(type);
            if (existing != null) {
                return existing;
            }
            String field = members.newName(decapitalize(type.simpleName()));
            function.addField(FieldSpec.builder(type, field, Modifier.PRIVATE, Modifier.TRANSIENT).build());
            open.addStatement("$L = new $T()", field, type);
            open.addStatement("$L.open(new $T(getRuntimeContext()))", field, FUNCTION_CONTEXT);
            close.addStatement("$L.close()", field);
            functionInstances.put(type, field);
            return field;
        }

        /** {@code out}, or the Downstream running the stages after stage {@code i}. */
        private String collector(StageModel stage, int i, boolean last) {
            if (last) {
                return "out";
            }
            String field = downstreams.get(stage);
            if (field == null) {
                field = downstream(stage, i + 1);
                downstreams.put(stage, field);
            }
            return field + ".to(out)";
        }

        /** A state field, the current key's timer service, or the time of the element or timer. */
        private CodeBlock argument(StageModel stage, StateModel argument) {
            return switch (argument.kind()) {
                case TIMER_SERVICE -> CodeBlock.of("context.timerService()");
                case EVENT_TIME -> CodeBlock.of("new $T(context.timestamp())", EVENT_TIME);
                case VALUE, LIST, MAP ->
                        CodeBlock.of("$L", stateFields.computeIfAbsent(argument, state -> stateField(stage, state)));
            };
        }

        /** {@code onTimer}, calling the stage's timer method with its states, into the same stages. */
        private void onTimer(StageModel stage, int i, boolean last) {
            CodeBlock.Builder arguments = CodeBlock.builder().add("timestamp");
            stage.timer().arguments().forEach(argument -> arguments.add(", $L", argument(stage, argument)));
            arguments.add(", $L", collector(stage, i, last));
            timers.add(MethodSpec.methodBuilder("onTimer")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(long.class, "timestamp")
                    .addParameter(INHERITED_ON_TIMER_CONTEXT, "context")
                    .addParameter(ParameterizedTypeName.get(COLLECTOR, segment.output()), "out")
                    .addException(Exception.class)
                    .addStatement("pipeline.$L($L)", stage.timer().method(), arguments.build())
                    .build());
        }

        /** Writes the method running stages {@code from}.. on one output of {@code stage}; returns its name. */
        private String continuation(StageModel stage, int from) {
            String name = members.newName("after" + capitalize(stage.name()));
            LocalNames locals = new LocalNames("out", "pipeline");
            String value = locals.newName(localName(stage));
            MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                    .addJavadoc("The stages after {@code $L}, for each of its outputs.\n", stage.name())
                    .addModifiers(Modifier.PRIVATE)
                    .addParameter(stage.output(), value)
                    .addParameter(ParameterizedTypeName.get(COLLECTOR, segment.output()), "out")
                    .addException(Exception.class);
            // Keep the continuations in stage order: this one before those its body writes.
            int position = continuations.size();
            continuations.add(null);
            emit(method, from, value, locals);
            continuations.set(position, method.build());
            return name;
        }

        /** Declares the Downstream field feeding the continuation after {@code stage}; returns its name. */
        private String downstream(StageModel stage, int from) {
            String field = members.newName(stage.name() + "Output");
            String method = continuation(stage, from);
            function.addField(FieldSpec.builder(
                    ParameterizedTypeName.get(DOWNSTREAM, stage.output().box(), segment.output()), field,
                    Modifier.PRIVATE, Modifier.TRANSIENT).build());
            open.addStatement("$L = new $T<>($S, this::$L)", field, DOWNSTREAM, stage.name(), method);
            return field;
        }

        /** Declares the field of one state parameter and registers it in {@code open}; returns its name. */
        private String stateField(StageModel stage, StateModel state) {
            String field = members.newName(stage.name() + capitalize(state.parameter()));
            function.addField(FieldSpec.builder(state.type(), field, Modifier.PRIVATE, Modifier.TRANSIENT).build());
            CodeBlock.Builder typeInfos = CodeBlock.builder();
            for (TypeInfoModel typeInfo : state.typeInfos()) {
                typeInfos.add(", $L", typeInfo(typeInfo));
            }
            String getter = switch (state.kind()) {
                case VALUE -> "getState";
                case LIST -> "getListState";
                case MAP -> "getMapState";
                case TIMER_SERVICE, EVENT_TIME ->
                        throw new IllegalArgumentException("The keyed context is no state field: " + state);
            };
            ClassName descriptor = switch (state.kind()) {
                case VALUE -> VALUE_STATE_DESCRIPTOR;
                case LIST -> LIST_STATE_DESCRIPTOR;
                case MAP -> MAP_STATE_DESCRIPTOR;
                case TIMER_SERVICE, EVENT_TIME ->
                        throw new IllegalArgumentException("The keyed context is no state field: " + state);
            };
            open.addStatement("$L = getRuntimeContext().$L(new $T<>($S$L))", field, getter, descriptor,
                    stage.name() + "." + state.parameter(), typeInfos.build());
            return field;
        }
    }

    // ------------------------------------------------------------------------
    //  names
    // ------------------------------------------------------------------------

    /** A static nested serializable class holding the pipeline instance. */
    private TypeSpec.Builder nestedFunction(String name, TypeName supertype) {
        TypeSpec.Builder type = TypeSpec.classBuilder(name).addModifiers(Modifier.STATIC, Modifier.FINAL);
        if (supertype instanceof ParameterizedTypeName parameterized && parameterized.rawType.equals(KEY_SELECTOR)) {
            type.addSuperinterface(supertype);
        } else {
            type.superclass(supertype);
        }
        return type
                .addField(FieldSpec.builder(long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("1L").build())
                .addField(model.type(), "pipeline", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder()
                        .addParameter(model.type(), "pipeline")
                        .addStatement("this.pipeline = pipeline")
                        .build());
    }

    /** {@code Parse} for one stage, {@code ParseToEnrich} for several. */
    private static String functionName(Segment segment) {
        List<StageModel> stages = segment.stages();
        if (stages.isEmpty()) {
            return segment.sql() != null ? capitalize(segment.sql().name()) + "Result" : "QueryInput";
        }
        String first = capitalize(stages.get(0).name());
        return stages.size() == 1 ? first + "Stage" : first + "To" + capitalize(stages.get(stages.size() - 1).name());
    }

    private String nestedName(String suggestion) {
        String name = suggestion;
        for (int n = 2; !nestedNames.add(name); n++) {
            name = suggestion + n;
        }
        return name;
    }

    /**
     * Whether a {@code Process} stage among {@code stages} reads the keyed context and runs in a continuation:
     * after a stage that hands on several values (an {@code Iterable} or a {@code Collector}).
     */
    private static boolean readsContextInContinuation(List<StageModel> stages) {
        boolean forked = false;
        for (StageModel stage : stages) {
            if (stage.kind() == StageKind.PROCESS && forked
                    && stage.states().stream().anyMatch(StateModel::isContext)) {
                return true;
            }
            forked |= stage.kind() == StageKind.FLAT_MAP_ITERABLE || stage.kind() == StageKind.FLAT_MAP_COLLECTOR;
        }
        return false;
    }

    /** A local named after the type of the value a stage hands on: {@code order} for {@code Order}. */
    private static String localName(StageModel stage) {
        TypeName type = stage.output();
        if (type instanceof ParameterizedTypeName parameterized) {
            type = parameterized.rawType;
        }
        if (type instanceof ClassName className) {
            return decapitalize(className.simpleName());
        }
        return stage.name();
    }

    /** {@code text} (a uid, which may be any string) as Javadoc text. */
    private static String javadoc(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("@", "&#64;")
                .replace("{", "&#123;").replace("}", "&#125;").replace("*/", "*&#47;");
    }

    private static CodeBlock typeInfo(TypeInfoModel typeInfo) {
        return typeInfo.accept(TYPE_INFO);
    }

    private static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    private static String decapitalize(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
