package adopt;

import io.github.typegen.annotations.FlinkType;

/** An interface with two implementations: unannotated, Flink gives it to Kryo, which writes each class name. */
@FlinkType
public sealed interface Shape permits Circle, Square {}
