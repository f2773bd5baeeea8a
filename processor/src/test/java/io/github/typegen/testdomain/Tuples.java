package io.github.typegen.testdomain;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.apache.flink.api.java.tuple.Tuple0;
import org.apache.flink.api.java.tuple.Tuple1;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.api.java.tuple.Tuple25;
import org.apache.flink.api.java.tuple.Tuple3;

import io.github.typegen.annotations.FlinkType;

/**
 * Flink's tuples as fields: no elements, scalars, a nested class and a collection as elements, tuples in a list,
 * a map and an optional, and the widest tuple. A record, but not immutable: tuples have public mutable fields.
 */
@FlinkType
public record Tuples(
        Tuple0 none,
        Tuple2<String, Integer> pair,
        Tuple3<Long, Point, List<String>> triple,
        List<Tuple2<String, Long>> pairs,
        Map<String, Tuple1<Counter>> counters,
        Optional<Tuple2<Tier, int[]>> tiered,
        Tuple25<Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer,
                Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer,
                Integer, Integer, String> wide) {}
