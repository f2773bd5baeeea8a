package adopt;

/** An interface with two implementations: unannotated, Flink gives it to Kryo, which writes each class name. */
public interface Shape {}
