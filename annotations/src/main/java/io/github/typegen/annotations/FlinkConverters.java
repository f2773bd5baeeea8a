package io.github.typegen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Registers {@link FlinkConverter}s once, for every {@code @FlinkType} in scope: each applies to every value of its
 * type {@code T} in their fields, at any depth ({@code Money}, {@code List<Money>}, {@code Map<String, Money>}).
 *
 * <pre>{@code
 * // package-info.java of the module's root package
 * @FlinkConverters({MoneyConverter.class, CurrencyUnitConverter.class})
 * package com.example.shop;
 * }</pre>
 *
 * <p>On a package ({@code package-info.java}) it applies to the {@code @FlinkType} classes of that package and of
 * its subpackages; on a class, to that class and the classes nested in it. The nearest registration wins: one on
 * the class over one on its package, one on a package over one on a parent package; {@link Convert} on a field
 * over all of them. Two converters for the same type in one registration are an error.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PACKAGE, ElementType.TYPE})
public @interface FlinkConverters {

    /** The converters: public classes with a public no-argument constructor. */
    Class<? extends FlinkConverter<?, ?>>[] value();
}
