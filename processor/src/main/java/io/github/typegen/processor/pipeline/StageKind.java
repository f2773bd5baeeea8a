package io.github.typegen.processor.pipeline;

/** What a stage method does, and in which form it hands on its output. */
public enum StageKind {
    /** {@code Out m(In)}. */
    MAP("@Stage.Map"),
    /** {@code boolean f(In)}. */
    FILTER("@Stage.Filter"),
    /** {@code void f(In, Collector<Out>)}. */
    FLAT_MAP_COLLECTOR("@Stage.FlatMap"),
    /** {@code Iterable<Out> f(In)}, or any subtype of {@code Iterable}. */
    FLAT_MAP_ITERABLE("@Stage.FlatMap"),
    /** {@code Optional<Out> f(In)}. */
    FLAT_MAP_OPTIONAL("@Stage.FlatMap"),
    /** {@code K key(In)}. */
    KEY_BY("@Stage.KeyBy"),
    /** {@code void p(In, <state>..., Collector<Out>)}, keyed. */
    PROCESS("@Stage.Process"),
    /** {@code Out q(In)} with a query: never called, it declares the query's input and result types. */
    SQL("@Stage.Sql");

    private final String annotation;

    StageKind(String annotation) {
        this.annotation = annotation;
    }

    /** The annotation as users write it. */
    public String annotation() {
        return annotation;
    }

    /** Whether the stage hands its outputs to a {@code Collector} parameter. */
    public boolean collects() {
        return this == FLAT_MAP_COLLECTOR || this == PROCESS;
    }
}
