package erroneous;

import java.util.Calendar;

import io.github.typegen.annotations.FlinkType;

/** A JDK class Typegen has no serializer for, and cannot annotate. */
@FlinkType
public record ErroneousJdkClass(String name, Calendar since) {}
