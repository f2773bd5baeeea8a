package io.github.typegen.it.pipeline;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * One query with a column it leaves unnamed, {@code UPPER(sensor)}, which Flink's planner names {@code EXPR$1}: the
 * column fills {@link Alert}'s column at its position, {@code level}, as Flink's {@code INSERT INTO} fills a sink. Two
 * pipelines run it: {@link Fused} compiled into the fused operator, {@link OnTableRuntime} declared unchecked, so that
 * {@code PipelineTables} runs it on Flink's Table runtime.
 */
public final class UnnamedColumnPipelines {

    /** The query of both pipelines. */
    public static final String QUERY = "SELECT sensor, UPPER(sensor), celsius FROM input WHERE celsius >= 30";

    private UnnamedColumnPipelines() {}

    /** {@link #QUERY} written as Java inside the operator. */
    @Pipeline
    public static class Fused implements Serializable {

        private static final long serialVersionUID = 1L;

        @Stage.Map
        Reading parse(String line) {
            return Reading.parse(line);
        }

        /** Declares the query's input (a Reading row) and result (an Alert row); never called. */
        @Stage.Sql(QUERY)
        Alert hot(Reading reading) {
            throw new UnsupportedOperationException("Runs as SQL in UnnamedColumnPipelines_FusedFused");
        }
    }

    /** {@link #QUERY} on Flink's Table runtime, between the generated converters. */
    @Pipeline
    public static class OnTableRuntime implements Serializable {

        private static final long serialVersionUID = 1L;

        @Stage.Map
        Reading parse(String line) {
            return Reading.parse(line);
        }

        /** Declares the query's input (a Reading row) and result (an Alert row); never called. */
        @Stage.Sql(value = QUERY, checked = false)
        Alert hot(Reading reading) {
            throw new UnsupportedOperationException("Runs as SQL in UnnamedColumnPipelines_OnTableRuntimeFused");
        }
    }
}
