package io.github.typegen.processor.codegen;

/** Where a value comes from. */
enum Kind {
    /** Computed for each row (or read from it). */
    COMPUTED,
    /** A constant, never null. */
    CONSTANT,
    /** A constant decimal, as the double Flink's {@code DecimalDataUtils.doubleValue} makes of it. */
    DECIMAL_AS_DOUBLE
}
