package io.github.typegen.runtime.pipeline;

import org.apache.flink.util.Collector;
import org.apache.flink.util.FlinkRuntimeException;

/**
 * The {@link Collector} a generated fused operator hands to a collecting stage ({@code @Stage.FlatMap} with a
 * {@code Collector} parameter, {@code @Stage.Process}): each collected value runs straight through the rest
 * of the fused stages, as a method call, without a copy.
 *
 * <p>One instance per collecting stage and operator instance, created in {@code open}; {@link #to} points it
 * at the operator's output before each call of the stage. {@link #close()} does nothing: the operator's
 * output belongs to Flink, which closes it.
 *
 * @param <T> what the stage collects
 * @param <O> what the operator emits
 */
public final class Downstream<T, O> implements Collector<T> {

    /** The rest of the fused stages, from a value of the collecting stage to the operator's output. */
    @FunctionalInterface
    public interface Rest<T, O> {
        void accept(T value, Collector<O> out) throws Exception;
    }

    private final String stage;
    private final Rest<T, O> rest;
    private Collector<O> out;

    /**
     * @param stage the name of the collecting stage method, for error messages
     * @param rest the generated method that runs the stages after it
     */
    public Downstream(String stage, Rest<T, O> rest) {
        this.stage = stage;
        this.rest = rest;
    }

    /** Points this collector at the operator's output and returns it, to pass to the stage. */
    public Downstream<T, O> to(Collector<O> out) {
        this.out = out;
        return this;
    }

    /**
     * Runs the stages after the collecting one on {@code value}. A checked exception of a later stage
     * cannot pass {@link Collector#collect}; it is wrapped in a {@link FlinkRuntimeException} naming the
     * collecting stage (unchecked exceptions pass unchanged).
     */
    @Override
    public void collect(T value) {
        try {
            rest.accept(value, out);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new FlinkRuntimeException("A stage after '" + stage + "' failed", e);
        }
    }

    @Override
    public void close() {}
}
