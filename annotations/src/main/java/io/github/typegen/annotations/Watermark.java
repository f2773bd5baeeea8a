package io.github.typegen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The watermark strategy of the class's table, as a SQL expression over its {@link RowTime} column, e.g.
 * {@code @Watermark("ts - INTERVAL '1' SECOND")}. Requires a {@code @RowTime} field. Without it, the table
 * adopts the watermarks of the {@code DataStream} it is made from ({@code SOURCE_WATERMARK()}).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Watermark {

    /** The SQL expression that computes the watermark. */
    String value();
}
