package io.github.typegen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The Table API column of a {@code @FlinkType} field or record component: its SQL name and/or an explicit
 * SQL type, used by the generated {@code FooSchema} instead of the defaults.
 *
 * <p>The type is parsed and checked against the Java type at compile time; a type Typegen cannot parse, or
 * one the Java type cannot hold (e.g. {@code "INT"} on a {@code String}), is a compile error on the field.
 * Explicit types are accepted on scalar fields: {@code DECIMAL(p, s)} on {@code BigDecimal},
 * {@code TIMESTAMP_LTZ(p)} on {@code Instant}, {@code TIMESTAMP(p)} on {@code LocalDateTime},
 * {@code VARCHAR(n)}/{@code CHAR(n)}/{@code STRING} on {@code String} and enums, {@code VARBINARY(n)}/
 * {@code BINARY(n)}/{@code BYTES} on {@code byte[]}, {@code TIME(p)} on {@code LocalTime}, and the numeric
 * and boolean type of each primitive. A trailing {@code NOT NULL} is allowed; primitive fields are always
 * {@code NOT NULL}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Column {

    /** The column name; empty (the default) for the Java field name. */
    String name() default "";

    /** The SQL type, e.g. {@code "DECIMAL(10, 2)"}; empty (the default) for Typegen's default mapping. */
    String type() default "";
}
