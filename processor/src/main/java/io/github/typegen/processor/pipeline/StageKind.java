package io.github.typegen.processor.pipeline;

/** What a stage method does, and in which form it hands on its output. */
public enum StageKind {
    /** {@code Out m(In)}. */
    MAP,
    /** {@code boolean f(In)}. */
    FILTER,
    /** {@code void f(In, Collector<Out>)}. */
    FLAT_MAP_COLLECTOR,
    /** {@code Iterable<Out> f(In)}, or any subtype of {@code Iterable}. */
    FLAT_MAP_ITERABLE,
    /** {@code Optional<Out> f(In)}. */
    FLAT_MAP_OPTIONAL,
    /** {@code K key(In)}. */
    KEY_BY,
    /** {@code void p(In, <state>..., Collector<Out>)}, keyed. */
    PROCESS,
    /** {@code Out q(In)} with a query: never called, it declares the query's input and result types. */
    SQL
}
