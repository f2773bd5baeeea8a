package io.github.typegen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a field (or several: a composite key, in declaration order) as the primary key of the class's
 * table. Flink makes primary key columns {@code NOT NULL}; a changelog stream of a class with a primary key
 * is read in upsert mode by default.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface PrimaryKey {}
