package io.github.typegen.processor.pipeline;

import java.util.ArrayList;
import java.util.List;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;

/**
 * Splits a checked chain of stages into the operators that run them: a {@code @Stage.KeyBy} starts a keyed
 * operator, a {@code @Stage.Sql} that runs on Flink's Table runtime ends the operator before it (whose output
 * becomes the query's input rows) and starts one that reads the query's result rows. A {@code @Stage.Sql} whose
 * query is {@linkplain StageModel.Query#fused() fused} is one more stage of the operator it is in, like a map
 * and a filter. A {@code @Stage.Sql} whose query is a fused group aggregation ends the operator before it (whose
 * output is the stage's input values) and starts one that reads its changelog, {@code Change<T>}: the keyed operator
 * of the aggregation runs between them. A pure function of the stages.
 */
final class Segments {

    private static final ClassName ROW_DATA = ClassName.get("org.apache.flink.table.data", "RowData");

    private Segments() {}

    /**
     * The segments of {@code stages}, which passed {@link ChainCheck}: not empty, no {@code KeyBy} directly
     * after a {@code KeyBy} or last, no {@code Sql} directly after a {@code KeyBy}.
     */
    static List<Segment> split(List<StageModel> stages) {
        List<Segment> segments = new ArrayList<>();
        Open open = Open.start(stages.get(0).input().box());
        for (StageModel stage : stages) {
            switch (stage.kind()) {
                case KEY_BY -> {
                    if (!open.isEmpty()) {
                        segments.add(open.close());
                    }
                    open = Open.keyed(stage, open.flowing());
                }
                case SQL -> {
                    if (stage.query().isFused()) {
                        open = open.with(stage);
                    } else if (stage.query().isFusedAggregate()) {
                        // the aggregation's keyed operator reads the stage's input values as they are
                        if (!open.isEmpty()) {
                            segments.add(open.close());
                        }
                        open = Open.query(stage);
                    } else {
                        segments.add(open.closeInto(stage.query().inputSchema()));
                        open = Open.query(stage);
                    }
                }
                case MAP, FILTER, FLAT_MAP_COLLECTOR, FLAT_MAP_ITERABLE, FLAT_MAP_OPTIONAL, PROCESS ->
                        open = open.with(stage);
            }
        }
        segments.add(open.close());
        return List.copyOf(segments);
    }

    /**
     * The segment being collected: what it reads, and the stages so far.
     *
     * @param sql the query whose result rows it reads, or null
     * @param keyBy its key, or null
     * @param input the type it reads
     * @param stages its stages so far
     */
    private record Open(StageModel sql, StageModel keyBy, TypeName input, List<StageModel> stages) {

        static Open start(TypeName input) {
            return new Open(null, null, input, List.of());
        }

        static Open keyed(StageModel keyBy, TypeName input) {
            return new Open(null, keyBy, input, List.of());
        }

        /** After a query on the Table runtime: its result rows, or its changelog as {@code Change<T>}s. */
        static Open query(StageModel sql) {
            return new Open(sql, null, sql.query().changelog() ? sql.output().box() : ROW_DATA, List.of());
        }

        Open with(StageModel stage) {
            List<StageModel> more = new ArrayList<>(stages);
            more.add(stage);
            return new Open(sql, keyBy, input, List.copyOf(more));
        }

        /** Nothing read yet but the pipeline's input: the start, before a first {@code KeyBy}. */
        boolean isEmpty() {
            return stages.isEmpty() && sql == null;
        }

        /** The last stage, or the query whose result rows this segment reads; null at the start. */
        private StageModel producer() {
            return stages.isEmpty() ? sql : stages.get(stages.size() - 1);
        }

        /** The element type leaving this segment as it is (boxed). */
        TypeName flowing() {
            StageModel producer = producer();
            return producer == null ? input : producer.output().box();
        }

        Segment close() {
            StageModel producer = producer();
            return new Segment(sql, keyBy, input, stages, null, flowing(),
                    producer == null ? null : producer.outputTypeInfo());
        }

        Segment closeInto(ClassName querySchema) {
            return new Segment(sql, keyBy, input, stages, querySchema, ROW_DATA,
                    new TypeInfoModel.TableRow(querySchema));
        }
    }
}
