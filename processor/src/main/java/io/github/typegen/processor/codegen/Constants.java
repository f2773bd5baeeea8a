package io.github.typegen.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

/** Where the written code keeps its constants: a static final field of the fused function. */
public interface Constants {
    /** Declares a constant of {@code type} initialized by {@code initializer}; returns its name. */
    String constant(TypeName type, String suggestion, CodeBlock initializer);
}
