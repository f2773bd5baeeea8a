package io.github.typegen.annotations;

/**
 * Converts a value of a class Typegen does not serialize, typically one of a library you do not own (a Joda
 * {@code Money}, a {@code javax.measure} quantity), to and from a <em>stored</em> form that it does serialize: a
 * {@code String}, a {@code Long}, a {@code List<String>}, or a {@code @FlinkType} record of your own. The
 * generated serializer writes the stored form; its snapshot holds the stored form's layout, so the stored form
 * evolves like any field.
 *
 * <pre>{@code
 * public final class MoneyConverter implements FlinkConverter<Money, MoneyRecord> {
 *     public MoneyRecord toStored(Money money) {
 *         return new MoneyRecord(money.getCurrencyUnit().getCode(), money.getAmount());
 *     }
 *
 *     public Money fromStored(MoneyRecord stored) {
 *         return Money.of(CurrencyUnit.of(stored.currency()), stored.amount());
 *     }
 * }
 * }</pre>
 *
 * <p>Name it on a field with {@link Convert}, or once for a package and its subpackages (or a class) with {@link
 * FlinkConverters}. A converter is a public class with a public no-argument constructor that names both types
 * ({@code implements FlinkConverter<Money, MoneyRecord>}); each generated class holds one instance and calls it
 * from any thread, so keep it stateless. A null value is written as null without calling the converter, and a
 * null stored value is read as null: {@link #toStored} and {@link #fromStored} never see null. {@link
 * #toStored} must not return null for a value.
 *
 * @param <T> the class it converts, the type of the fields it applies to
 * @param <S> the stored form: any type Typegen serializes, but not a type parameter or a generic
 *     {@code @FlinkType}
 */
public interface FlinkConverter<T, S> {

    /** The stored form of a non-null {@code value}; never null. */
    S toStored(T value);

    /** The value whose stored form is {@code stored}, which is not null. */
    T fromStored(S stored);
}
