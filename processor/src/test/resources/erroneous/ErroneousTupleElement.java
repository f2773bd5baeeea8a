package erroneous;

import org.apache.flink.api.java.tuple.Tuple2;

import io.github.typegen.annotations.FlinkType;

/** A tuple element with no serializer. */
@FlinkType
public record ErroneousTupleElement(String id, Tuple2<String, Object> pair) {}
