package io.github.typegen.processor.pipeline;

import java.util.List;
import java.util.stream.Collectors;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

/**
 * The stages that run in one generated Flink operator: the stages between two {@code @Stage.KeyBy}s (or the
 * start or end of the pipeline).
 *
 * @param keyBy the {@code KeyBy} stage before these stages, or null for the unkeyed start of the pipeline
 * @param keyTypeInfo the type information of the key, or null without {@code keyBy}
 * @param input the element type of the stream the operator reads (boxed)
 * @param stages the stages of the operator, in order; never empty
 * @param output the element type of the stream the operator writes (boxed)
 * @param outputTypeInfo its type information
 */
public record Segment(StageModel keyBy, CodeBlock keyTypeInfo, TypeName input, List<StageModel> stages,
        TypeName output, CodeBlock outputTypeInfo) {

    public boolean keyed() {
        return keyBy != null;
    }

    /** The operator name in the job graph: the stage method names, {@code "parse -> isValid"}. */
    public String operatorName() {
        return stages.stream().map(StageModel::name).collect(Collectors.joining(" -> "));
    }
}
