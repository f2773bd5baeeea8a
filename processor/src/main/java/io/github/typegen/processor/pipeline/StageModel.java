package io.github.typegen.processor.pipeline;

import java.util.List;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;

import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.sql.CalcPlan;

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
 *     states and timer services; empty otherwise
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
     * @param inputSchema the generated {@code FooSchema} of the rows the query reads (the stage's parameter)
     * @param resultSchema the generated {@code FooSchema} of the rows it writes (the stage's return type)
     * @param calc the projection and filter the query is, when Flink's SQL front end is on the processor path
     *     and found its plan to be one; null when the query runs on Flink's Table runtime
     * @param fused when the processor writes {@code calc} as Java inside the fused operator, what it writes it
     *     over; null when the query runs on Flink's Table runtime
     */
    public record Query(String text, ClassName inputSchema, ClassName resultSchema, CalcPlan calc, Fused fused) {

        /** A query as Flink's SQL front end found it, before the processor decides where it runs. */
        public Query(String text, ClassName inputSchema, ClassName resultSchema, CalcPlan calc) {
            this(text, inputSchema, resultSchema, calc, null);
        }

        /** This query, run as Java inside the fused operator. */
        public Query fuse(TableModel input, TableModel result) {
            return new Query(text, inputSchema, resultSchema, calc, new Fused(calc, input, result));
        }
    }

    /**
     * A query written as Java inside the fused operator: its projection and filter over the columns of its input
     * type's table, into those of its return type's.
     */
    public record Fused(CalcPlan calc, TableModel input, TableModel result) {}

    /**
     * The timer method of a {@code @Stage.Process} stage.
     *
     * @param method its name
     * @param arguments its parameters between the timestamp and the collector: the stage's own states, by
     *     name, and timer services
     */
    public record Timer(String method, List<StateModel> arguments) {}
}
