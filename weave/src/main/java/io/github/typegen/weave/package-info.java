/**
 * Adds Flink's {@code @TypeInfo(FooTypeInfoFactory.class)} to the class file of a {@code @FlinkType} class: the one
 * transformation the processor applies inside javac and the Maven plugin's {@code weave} goal applies to a classes
 * directory. It depends on ASM's core only, so the processor can shade both into its jar.
 */
package io.github.typegen.weave;
