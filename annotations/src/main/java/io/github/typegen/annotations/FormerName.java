package io.github.typegen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares that a field of a {@code @FlinkType} was renamed, so that state written under an earlier name
 * keeps its data when a savepoint is restored.
 *
 * <p>Fields are matched by name when a job restores state written by an earlier version of the class. A
 * renamed field without this annotation is read as a removed field plus an added one: the old values are
 * dropped and the new field starts at its Java default ({@code 0}, {@code false} or {@code null}). With it,
 * the values written under any of the former names are carried over:
 *
 * <pre>{@code
 * @FlinkType
 * public record Order(long id, @FormerName("amount") BigDecimal total) {}
 * }</pre>
 *
 * <p>List every name the field has had since the oldest savepoint you may restore, most recent first
 * ({@code @FormerName({"amount", "sum"})}). A current field name always wins over a former name: if the
 * old version of the class had a field with this field's current name, that one is read.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface FormerName {

    /** The names the field had in earlier versions of the class, most recent first. */
    String[] value();
}
