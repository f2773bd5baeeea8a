package adopt;

import io.github.typegen.annotations.FlinkType;

/** An interface with two implementations: Flink gives it to Kryo, which writes each value's class name. */
@FlinkType
public sealed interface Shape permits Circle, Square {}
