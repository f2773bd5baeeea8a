package io.github.typegen.processor.pipeline;

import java.util.ArrayList;
import java.util.List;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;

/**
 * The stages that run in one generated Flink operator: the stages between two {@code @Stage.KeyBy}s or
 * {@code @Stage.Sql}s (or the start or end of the pipeline).
 *
 * @param sql the {@code @Stage.Sql} stage whose result the operator reads, or null
 * @param keyBy the {@code KeyBy} stage before these stages, or null for an unkeyed operator
 * @param input the element type of the stream the operator reads (boxed; {@code RowData} with {@code sql}, or
 *     {@code Change<T>} when {@code sql} returns it)
 * @param stages the stages of the operator, in order; empty only for an operator that only converts rows
 * @param outputSchema when a {@code @Stage.Sql} stage follows, the {@code FooSchema} whose {@code toRowData}
 *     turns the operator's output into the query's input row, as its last step; null otherwise
 * @param output the element type of the stream the operator writes (boxed; {@code RowData} with
 *     {@code outputSchema})
 * @param outputTypeInfo its type information; null when it has none, which the chain check reports
 */
public record Segment(StageModel sql, StageModel keyBy, TypeName input, List<StageModel> stages,
        ClassName outputSchema, TypeName output, TypeInfoModel outputTypeInfo) {

    public boolean keyed() {
        return keyBy != null;
    }

    /**
     * With {@code sql}, the generated {@code FooSchema} whose {@code fromRowData} turns each result row into
     * the query's declared result type, as the operator's first step; null otherwise, and for a query returning
     * {@code Change<T>}, whose changes the Table runtime hands over typed.
     */
    public ClassName inputSchema() {
        return sql == null || sql.query().changelog() ? null : sql.query().resultSchema();
    }

    /** The type information of the key, or null without {@code keyBy}. */
    public TypeInfoModel keyTypeInfo() {
        return keyBy == null ? null : keyBy.outputTypeInfo();
    }

    /** The stage whose output leaves the operator: the last stage, or the query whose rows it only converts. */
    public StageModel producer() {
        return stages.isEmpty() ? sql : stages.get(stages.size() - 1);
    }

    /** The stage that holds the operator's keyed state, or null when it has none. */
    public StageModel process() {
        return stages.stream().filter(stage -> stage.kind() == StageKind.PROCESS).findFirst().orElse(null);
    }

    /**
     * The stage the operator starts after: its {@code KeyBy}, or the {@code Sql} stage whose result it reads;
     * null for the operator that reads the pipeline's input.
     */
    public StageModel opener() {
        return keyBy != null ? keyBy : sql;
    }

    /**
     * The operator's uid within its pipeline (the generated code puts the pipeline's prefix and a {@code '/'}
     * before it). Derived from what starts the operator and what holds its state, never from the stateless
     * stages, so that adding, removing or reordering those keeps it: {@code "input"} for the operator that reads
     * the pipeline's input; after a {@code KeyBy}, its name, followed by {@code '/'} and the name of the
     * operator's {@code Process} stage when it has one (its state is kept by that key, under that stage's
     * names); after a {@code Sql} stage, its name. A uid written on the {@code KeyBy} or {@code Sql} annotation
     * replaces the derived one.
     */
    public String uid() {
        StageModel opener = opener();
        if (opener == null) {
            return "input";
        }
        if (opener.uid() != null) {
            return opener.uid();
        }
        StageModel process = process();
        return process == null ? opener.name() : opener.name() + "/" + process.name();
    }

    /**
     * The operator name in the job graph: the stage method names, {@code "parse -> isValid"}, with the row
     * conversions around a query, {@code "parse -> ReadingSchema.toRowData"}.
     */
    public String operatorName() {
        List<String> steps = new ArrayList<>();
        if (inputSchema() != null) {
            steps.add(inputSchema().simpleName() + ".fromRowData");
        }
        stages.forEach(stage -> steps.add(stage.name()));
        if (outputSchema != null) {
            steps.add(outputSchema.simpleName() + ".toRowData");
        }
        return String.join(" -> ", steps);
    }
}
