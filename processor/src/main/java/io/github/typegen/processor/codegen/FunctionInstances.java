package io.github.typegen.processor.codegen;

import com.squareup.javapoet.ClassName;

/**
 * Where the written code keeps the user functions ({@code ScalarFunction}s) a fused query calls: one instance of each
 * class per operator, as Flink's code generation keeps one per generated function ({@code addReusableFunction}),
 * created and opened ({@code open(new FunctionContext(getRuntimeContext()))}) when the operator opens, and closed
 * when it closes.
 */
public interface FunctionInstances {
    /** The field holding the operator's instance of the function class {@code type}, declared at the first call. */
    String instance(ClassName type);
}
