package io.github.typegen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The stage annotations of a {@link Pipeline} class, nested here so that {@code @Stage.Map} never clashes
 * with {@code java.util.Map}. Each method of a pipeline class carries at most one of them; the stages are
 * applied in declaration order, each taking the previous stage's output (the first one takes the input
 * stream's elements).
 */
public final class Stage {

    private Stage() {}

    /** {@code Out name(In value)}: one output per input. The output may be any type, even a primitive. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.METHOD)
    public @interface Map {}

    /** {@code boolean name(In value)}: keeps the values for which the method returns {@code true}. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.METHOD)
    public @interface Filter {}

    /**
     * Zero or more outputs per input, in one of three forms: {@code void name(In value, Collector<Out> out)}
     * (Flink's {@code org.apache.flink.util.Collector}), {@code Iterable<Out> name(In value)} (or any subtype
     * of {@code Iterable}, such as {@code List<Out>}), or {@code Optional<Out> name(In value)}.
     */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.METHOD)
    public @interface FlatMap {}

    /**
     * {@code K name(In value)}: a shuffle boundary. The stream is partitioned by the returned key, and the
     * stages after it (up to the next {@code KeyBy}) run in one keyed operator. The key type needs type
     * information (a {@code @FlinkType} class with {@code equals} and {@code hashCode}, {@code String}, a
     * primitive or its box). A pipeline cannot end with a {@code KeyBy}.
     */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.METHOD)
    public @interface KeyBy {
        /**
         * The uid of the keyed operator after this stage, within the pipeline (after its {@link Pipeline#uid}
         * prefix and a {@code '/'}); by default the method name, followed by {@code '/'} and the name of the
         * operator's {@link Process} stage when it has one. Set it to keep the state of a savepoint when
         * renaming the method.
         */
        String uid() default "";
    }

    /**
     * A keyed stage with Flink state: {@code void name(In value, <state>..., Collector<Out> out)}, after a
     * {@link KeyBy} (at most one {@code Process} per keyed part of the pipeline).
     *
     * <p>State is declared by parameters between the value and the collector, each of Flink's {@code
     * ValueState<T>}, {@code ListState<T>} or {@code MapState<K, V>}, where {@code T}, {@code K} and {@code V}
     * are {@code @FlinkType} classes, {@code String} or boxed primitives. The generated operator registers
     * one state per parameter, named {@code "<method>.<parameter>"}, with a descriptor built from the
     * generated type information, and passes it to the method for the current key; Kryo is never involved.
     * A parameter of Flink's {@code TimerService} gets the current key's timer service (its timers, the current
     * watermark, the processing time); a parameter of Typegen's {@code io.github.typegen.runtime.pipeline.EventTime}
     * gets the timestamp of the element, as {@code KeyedProcessFunction.Context.timestamp()} gives it (null when
     * the element has none). No other stage kind may declare either.
     *
     * <p>Timers: {@link #onTimer} names a method of the same class, {@code void name(long timestamp, ...,
     * Collector<Out> out)}, called when a timer of the key fires; between the timestamp and the collector
     * it may take any of the stage's state parameters (by the same name and type), a {@code TimerService} and
     * an {@code EventTime} (the firing timer's time). Its outputs run through the same stages as the stage's
     * own.
     */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.METHOD)
    public @interface Process {
        /** The method called when a timer fires; none by default. */
        String onTimer() default "";
    }

    /**
     * A SQL query over the stream so far: {@code @Stage.Sql("SELECT ... FROM input") Out name(In row)}. The
     * stream becomes a table named {@code input} (or as {@link #table} says) with the schema generated for {@code
     * In} ({@code InSchema}),
     * and the query's result becomes the next stream, typed by the declared result {@code Out}; both must be
     * {@code @FlinkType} classes, and the Table API ({@code flink-table-api-java-bridge}) must be on the
     * compile class path. Result columns are matched to {@code Out}'s columns by name. The method only
     * declares the types; it is never called.
     *
     * <p>The conversions to and from the table's internal rows run inside the fused operators on either side.
     * The generated {@code apply} then has an overload taking the {@code StreamTableEnvironment}. The query
     * must produce an insert-only result (no updating aggregation); the stream after it is not keyed.
     */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.METHOD)
    public @interface Sql {
        /** The query; its input table is named {@code input}, or as {@link #table} says. */
        String value();

        /**
         * The name the query reads the stream by, {@code input} by default: a query written for a table of
         * another name runs as it is written, e.g. Nexmark's {@code @Stage.Sql(value = "SELECT auction, price FROM
         * bid WHERE MOD(auction, 123) = 0", table = "bid")}. The name is one identifier, as the query writes it
         * unquoted (case matters) or between backticks (any characters, a reserved word).
         */
        String table() default "input";

        /**
         * The uid of the operator that reads the query's result, within the pipeline (after its {@link
         * Pipeline#uid} prefix and a {@code '/'}); by default the method name.
         */
        String uid() default "";

        /**
         * Whether the query is checked when the pipeline compiles, by Flink's SQL front end ({@code
         * typegen-sql} on the annotation processor path), and fused when its plan allows. {@code false} for a
         * query that reads what the job registers on the table environment when it runs (another table, a catalog
         * function), which the check cannot know: Flink then checks the query when the job is built, and it runs
         * on Flink's Table runtime. A user function need not make a query unchecked: declare it in {@link
         * #functions}.
         */
        boolean checked() default true;

        /**
         * The user functions the query calls, each by the name the query calls it and its class, as the job would
         * register them with {@code tableEnvironment.createTemporarySystemFunction(name, type)}: Flink's SQL front
         * end then checks the calls at compile time, a fused query calls the function's {@code eval} method
         * directly, and a query on Flink's Table runtime has them registered when the pipeline is applied, so the
         * job need not. Those of the {@link Pipeline#functions} are declared for every stage of the pipeline as
         * well; a name declared on both is the stage's.
         */
        Function[] functions() default {};
    }

    /**
     * A user function a query calls: a Flink {@code ScalarFunction} (from {@code flink-table-common}) under the
     * name the query calls it, e.g. Nexmark's q14 {@code @Stage.Sql(value = Q14, table = "bid", functions
     * = @Stage.Function(name = "count_char", type = CountChar.class))}. The class is public, not abstract, with a
     * public no-argument constructor, as {@code createTemporarySystemFunction} requires. Checking a query calls the
     * function's type inference, which needs the compiled class: a class the same compilation compiles cannot be
     * run, and the stage is then left to the job's build (a warning says so); declare the function in another
     * module, or a dependency, to have it checked and fused.
     */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target({})
    public @interface Function {
        /**
         * The name the query calls the function by, as {@code createTemporarySystemFunction(name, ...)} takes it:
         * a system function, found by the query's calls whatever their case.
         */
        String name();

        /** The function's class, a {@code ScalarFunction}. */
        Class<?> type();
    }
}
