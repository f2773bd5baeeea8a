package io.github.typegen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The event-time attribute of the class's table. At most one field per class; it must be an {@code Instant}
 * (column type {@code TIMESTAMP_LTZ(3)}) or a {@code LocalDateTime} ({@code TIMESTAMP(3)}), the two types
 * Flink accepts as time attributes.
 *
 * <p>Without {@link Watermark}, a table made from a {@code DataStream} adopts the stream's own watermarks
 * ({@code SOURCE_WATERMARK()}). Converting a table back to a stream carries the rowtime into each stream
 * record's timestamp, as Flink does.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface RowTime {}
