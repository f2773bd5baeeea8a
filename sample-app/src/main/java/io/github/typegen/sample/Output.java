package io.github.typegen.sample;

import java.util.List;
import java.util.function.Function;

import org.apache.flink.streaming.api.datastream.DataStream;

/**
 * What a job collects: the stream it ends with, and how the collected elements become its results (e.g. a
 * changelog applied to a table).
 */
record Output<T, R>(DataStream<T> stream, Function<List<T>, List<R>> results) {

    /** The stream's elements are the results. */
    static <T> Output<T, T> of(DataStream<T> stream) {
        return new Output<>(stream, Function.identity());
    }
}
