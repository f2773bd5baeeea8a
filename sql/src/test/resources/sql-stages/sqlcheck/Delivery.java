package sqlcheck;

import org.apache.flink.api.java.tuple.Tuple2;

import io.github.typegen.annotations.FlinkType;

/** A query input with a sealed hierarchy and a tuple: ROW columns of their own kinds. */
@FlinkType
public record Delivery(String id, Channel channel, Tuple2<String, Integer> pair) {}
