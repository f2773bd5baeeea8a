package erroneoustable;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** An explicit column type that is not a Flink SQL type. */
@FlinkType
public record ErroneousUnknownSqlType(@Column(type = "VARCHAR2(20)") String name, int age) {}
