package io.github.typegen.it.domain;

import java.util.List;

import org.apache.flink.api.java.tuple.Tuple0;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.api.java.tuple.Tuple25;
import org.apache.flink.api.java.tuple.Tuple3;

import io.github.typegen.annotations.FlinkType;

/**
 * Flink's tuples as fields, as existing Flink code declares them: no elements, scalars, another {@code
 * @FlinkType} inside a tuple, tuples in a list, and the widest tuple. Elements may be null.
 */
@FlinkType
public record Journey(
        String id,
        Tuple0 marker,
        Tuple2<String, Integer> origin,
        Tuple3<String, Money, LineItem> leg,
        List<Tuple2<String, Long>> stops,
        Tuple25<String, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer,
                Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer,
                Integer, Integer, Long> readings) {}
