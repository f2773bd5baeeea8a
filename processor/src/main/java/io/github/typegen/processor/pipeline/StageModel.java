package io.github.typegen.processor.pipeline;

import java.util.List;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;


/**
 * One stage method of a {@code @Pipeline} class, checked.
 *
 * @param name the method name
 * @param kind what it does
 * @param input the type of its first parameter, the value it takes
 * @param result its declared return type ({@code void} for a collecting stage)
 * @param output what it hands to the next stage: the mapped value, the collected or iterated element, the
 *     key of a {@code KeyBy}; for a filter, its input type (possibly primitive)
 * @param outputTypeInfo the type information of {@code output}, or null when it has none
 * @param states for {@code @Stage.Process}, its parameters between the value and the collector, in order:
 *     states, timer services and event times; empty otherwise
 * @param query for {@code @Stage.Sql}, the query and its schemas; null otherwise
 * @param timer for {@code @Stage.Process(onTimer = ...)}, the timer method; null otherwise
 * @param uid for a {@code KeyBy} or {@code Sql} stage, the uid its annotation gives the operator after it; null
 *     when it gives none (the uid is derived, see {@link Segment#uid()}) and for the other stages
 */
public record StageModel(String name, StageKind kind, TypeName input, TypeName result, TypeName output,
        TypeInfoModel outputTypeInfo, List<StateModel> states, Query query, Timer timer, String uid) {

    /**
     * The query of a {@code @Stage.Sql} stage.
     *
     * @param text the SQL text
     * @param table the name the query reads its input by
     * @param inputSchema the generated {@code FooSchema} of the rows the query reads (the stage's parameter)
     * @param resultSchema the generated {@code FooSchema} of the rows it writes (the stage's return type)
     * @param placement where it runs: as Java inside the fused operator, or on Flink's Table runtime and why
     * @param functions the user functions it declares (its own and its pipeline's), which the table environment
     *     gets as temporary system functions before a query on Flink's Table runtime is planned
     * @param changelog whether the stage returns {@code Change<T>}, the query's changelog (its result type {@code
     *     T} the one of {@code resultSchema}), rather than {@code T}, its insertions
     */
    public record Query(String text, String table, ClassName inputSchema, ClassName resultSchema,
            QueryPlacement placement, List<Function> functions, boolean changelog) {

        public Query {
            functions = List.copyOf(functions);
        }

        /** A query into its return type's rows, {@code T}. */
        public Query(String text, String table, ClassName inputSchema, ClassName resultSchema,
                QueryPlacement placement, List<Function> functions) {
            this(text, table, inputSchema, resultSchema, placement, functions, false);
        }

        /** A query that declares no user function. */
        public Query(String text, String table, ClassName inputSchema, ClassName resultSchema,
                QueryPlacement placement) {
            this(text, table, inputSchema, resultSchema, placement, List.of());
        }

        /** Whether the query runs as Java inside the fused operator. */
        public boolean isFused() {
            return placement instanceof QueryPlacement.Fused;
        }

        /** Whether the query runs as a typed keyed operator of the fused pipeline. */
        public boolean isFusedAggregate() {
            return placement instanceof QueryPlacement.FusedAggregate;
        }
    }

    /**
     * A user function a query declares ({@code @Stage.Function}).
     *
     * @param name the name its query calls it by
     * @param type its class, a {@code ScalarFunction}
     */
    public record Function(String name, ClassName type) {}

    /**
     * The timer method of a {@code @Stage.Process} stage.
     *
     * @param method its name
     * @param arguments its parameters between the timestamp and the collector: the stage's own states, by
     *     name, timer services and event times
     */
    public record Timer(String method, List<StateModel> arguments) {}
}
