package erroneous;

import java.net.URI;

import io.github.typegen.annotations.FlinkType;

/** A JDK class Typegen has no serializer for, and cannot annotate. */
@FlinkType
public record ErroneousJdkClass(String name, URI homepage) {}
