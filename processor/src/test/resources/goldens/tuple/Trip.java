package golden;

import java.util.List;

import org.apache.flink.api.java.tuple.Tuple2;

import io.github.typegen.annotations.FlinkType;

/** Flink tuples as a field and as list elements: mutable, so copied. */
@FlinkType
public record Trip(String id, Tuple2<String, Integer> origin, List<Tuple2<String, Long>> stops) {}
