package erroneous;

import org.apache.flink.api.java.tuple.Tuple2;

import io.github.typegen.annotations.FlinkType;

/** A raw tuple: its elements' types are unknown. */
@FlinkType
public record ErroneousRawTuple(String id, @SuppressWarnings("rawtypes") Tuple2 pair) {}
