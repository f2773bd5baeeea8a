package io.github.typegen.benchmarks;

import java.io.IOException;

/** One serializer bound to one sample value: the operations {@link SerializerBenchmark} times. */
public interface Subject<T> {

    /** The value every operation works on. */
    T sample();

    /** The number of bytes the serializer writes for the sample. */
    int serializedSize();

    /** Writes the sample into a reused output buffer; returns the number of bytes written. */
    int serialize() throws IOException;

    /** Reads the sample back from its serialized bytes. */
    T deserialize() throws IOException;

    /** A copy of the sample, as Flink makes between chained operators when object reuse is off. */
    T copy();

    /** Writes the sample and reads it back from the bytes just written. */
    T roundTrip() throws IOException;
}
