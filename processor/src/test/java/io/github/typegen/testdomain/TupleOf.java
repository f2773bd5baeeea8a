package io.github.typegen.testdomain;

import java.util.List;

import org.apache.flink.api.java.tuple.Tuple2;

import io.github.typegen.annotations.FlinkType;

/** A generic record whose type parameter is an element of Flink tuples. */
@FlinkType
public record TupleOf<T>(String id, Tuple2<T, String> first, List<Tuple2<String, T>> rest) {}
