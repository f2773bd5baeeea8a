package adopt;

/** An interface with two implementations: Flink gives it to Kryo, which writes each value's class name. */
public interface Shape {}
