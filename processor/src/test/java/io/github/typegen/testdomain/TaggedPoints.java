package io.github.typegen.testdomain;

import org.apache.flink.api.java.tuple.Tuple2;

import io.github.typegen.annotations.FlinkType;

/** Uses of a generic record with tuples inside: as a field, and as an element of a tuple. */
@FlinkType
public record TaggedPoints(TupleOf<Point> points, Tuple2<String, TupleOf<Money>> labelled) {}
