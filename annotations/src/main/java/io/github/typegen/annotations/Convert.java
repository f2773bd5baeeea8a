package io.github.typegen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Writes a field of a {@code @FlinkType} through a {@link FlinkConverter}: every value of the converter's type
 * {@code T} in the field, the field itself or the elements, keys and values it holds ({@code List<Money>}, {@code
 * Map<String, Money>}, {@code Optional<Money>}), is written in the converter's stored form.
 *
 * <pre>{@code
 * @FlinkType
 * public record Invoice(String number, @Convert(MoneyConverter.class) Money total) {}
 * }</pre>
 *
 * <p>It takes precedence over {@link FlinkConverters} and over Typegen's own serializer of {@code T}. On a Lombok
 * or getter-based class, put it on the field.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Convert {

    /** The converter: a public class with a public no-argument constructor. */
    Class<? extends FlinkConverter<?, ?>> value();
}
