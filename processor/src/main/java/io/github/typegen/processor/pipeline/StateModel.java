package io.github.typegen.processor.pipeline;

import java.util.List;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

/**
 * One state parameter of a {@code @Stage.Process} method (or of its timer method), or a {@code TimerService}
 * parameter ({@link #isTimerService()}: then only {@code parameter} and {@code type} are set).
 *
 * @param parameter the parameter name
 * @param type the declared parameter type, e.g. {@code ValueState<Tally>}
 * @param descriptor the Flink descriptor class, e.g. {@code ValueStateDescriptor}
 * @param getter the {@code RuntimeContext} method that returns the state, e.g. {@code getState}
 * @param typeInfos the type information of each type argument, in order
 */
public record StateModel(String parameter, TypeName type, ClassName descriptor, String getter,
        List<CodeBlock> typeInfos) {

    public boolean isTimerService() {
        return descriptor == null;
    }
}
