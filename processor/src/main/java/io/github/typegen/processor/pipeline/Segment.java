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
 * @param input the element type of the stream the operator reads (boxed; {@code RowData} with {@code sql})
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
     * the query's declared result type, as the operator's first step; null otherwise.
     */
    public ClassName inputSchema() {
        return sql == null ? null : sql.query().resultSchema();
    }

    /** The type information of the key, or null without {@code keyBy}. */
    public TypeInfoModel keyTypeInfo() {
        return keyBy == null ? null : keyBy.outputTypeInfo();
    }

    /** The stage whose output leaves the operator: the last stage, or the query whose rows it only converts. */
    public StageModel producer() {
        return stages.isEmpty() ? sql : stages.get(stages.size() - 1);
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
