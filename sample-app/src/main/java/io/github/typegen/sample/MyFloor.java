package io.github.typegen.sample;

import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.functions.ScalarFunction;

/** The Table API tutorial's user-defined function: {@code floor} to the hour, had Flink not defined it. */
public class MyFloor extends ScalarFunction {

    private static final long serialVersionUID = 1L;

    public @DataTypeHint("TIMESTAMP(3)") LocalDateTime eval(@DataTypeHint("TIMESTAMP(3)") LocalDateTime timestamp) {
        return timestamp.truncatedTo(ChronoUnit.HOURS);
    }
}
