package io.github.typegen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class whose {@link Stage}-annotated methods form a Flink pipeline, applied in declaration order.
 * For {@code p.Foo} the annotation processor writes {@code p.FooFused} (a nested {@code p.Outer.Foo} gets
 * the prefix {@code Outer_Foo}):
 *
 * <pre>{@code
 * DataStream<Out> out = new FooFused(new Foo(config)).apply(in);
 * }</pre>
 *
 * <p>Every run of consecutive stateless stages ({@link Stage.Map}, {@link Stage.Filter}, {@link
 * Stage.FlatMap}) becomes one Flink operator that calls the stage methods directly, so a record is never
 * copied between them; a {@link Stage.KeyBy} becomes a {@code keyBy} with a generated {@code KeySelector};
 * the stages after it, up to the next {@code KeyBy}, run in one keyed operator, where a {@link Stage.Process}
 * stage can hold keyed state. Every operator's output is typed by generated {@code TypeInformation}
 * ({@code @FlinkType} classes) or Flink's {@code Types} (String, boxed primitives): nothing is guessed by
 * reflection and nothing needs {@code .returns(...)}. Operators are named by their stage methods
 * ({@code "parse -> isValid -> enrich"}).
 *
 * <p>Every generated operator carries a stable uid, so that a savepoint finds its state again after the
 * pipeline changes: {@code "<prefix>/input"} for the operator that reads the pipeline's input, {@code
 * "<prefix>/<keyBy>"} (or {@code "<prefix>/<keyBy>/<process>"} when it has a {@link Stage.Process} stage) for
 * the keyed operator after a {@link Stage.KeyBy}, and {@code "<prefix>/<sql>"} for the operator that reads the
 * result of a {@link Stage.Sql} stage. Adding, removing or reordering stateless stages keeps every uid; so
 * does adding a {@code KeyBy} or {@code Sql} stage elsewhere. The prefix is {@link #uid}, by default the
 * class's simple name ({@code Outer.Foo} when nested); {@link Stage.KeyBy#uid} and {@link Stage.Sql#uid}
 * replace the part after it.
 *
 * <p>The class is shipped to the cluster inside the generated functions, so it must be {@link
 * java.io.Serializable}; its fields are the pipeline's configuration. It must be a top-level or static
 * nested class, not private, without type parameters. Stage methods must not be private or static.
 *
 * <p>The processor checks the chain at compile time: each stage's parameter must accept the previous
 * stage's output; a type that crosses an operator boundary (a {@code KeyBy}, the end of the pipeline, a key)
 * needs type information. Violations are compile errors on the offending method.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Pipeline {
    /**
     * The prefix of the uids of the generated operators; by default the class's simple name ({@code
     * "Outer.Foo"} when nested). Set it to keep the state of a savepoint when renaming or moving the class.
     */
    String uid() default "";

    /**
     * The user functions the queries of every {@code @Stage.Sql} stage may call: as {@link Stage.Sql#functions}
     * declares them on one stage.
     */
    Stage.Function[] functions() default {};
}
