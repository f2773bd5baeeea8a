package io.github.typegen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class, record or sealed interface whose Flink serializer Typegen generates at compile time.
 *
 * <p>For {@code p.Foo} the annotation processor writes, in package {@code p}: {@code FooTypeInfo},
 * {@code FooSerializer}, {@code FooSerializerSnapshot} and {@code FooTypeInfoFactory}. A nested class
 * {@code p.Outer.Foo} gets the prefix {@code Outer_Foo}. {@link #prefix()} chooses another prefix, e.g. when
 * the package already has a class of one of these names.
 *
 * <p>Supported shapes:
 *
 * <ul>
 *   <li>mutable POJOs: a no-argument constructor and, for every field, public access or a getter and
 *       setter; fields inherited from superclasses are included, superclass fields first;
 *   <li>records, serialized in component order;
 *   <li>immutable classes: final fields set by a constructor that takes every field, read through
 *       public fields or getters;
 *   <li>sealed interfaces and sealed abstract classes whose permitted subclasses are themselves
 *       {@code @FlinkType}: one tagged serializer for the hierarchy.
 * </ul>
 *
 * <p>{@code static} and {@code transient} fields are not part of the type. A field whose type has no
 * serializer is a compile error on that field; nothing falls back to Kryo.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface FlinkType {

    /**
     * The prefix of the simple names of the generated classes, in place of the class's own: with {@code
     * prefix = "OrderEvent"} on {@code p.Order}, Typegen writes {@code p.OrderEventSerializer}, {@code
     * p.OrderEventTypeInfo}, {@code p.OrderEventSchema}, .... A Java identifier; empty (the default) keeps
     * the class's simple names joined by {@code _}. The runtime and the Maven plugin read it from the class.
     */
    String prefix() default "";

    /**
     * Whether Typegen also writes {@code FooJsonCodec}, which reads and writes the class as JSON (following its
     * Jackson annotations, read by name) on Jackson's streaming parser, with no data binding and no reflection.
     * Needs {@code io.github.typegen:typegen-json} on the compile classpath. The processor option {@code
     * -Atypegen.json=true} turns it on for every {@code @FlinkType} of a module. See docs/json.md.
     */
    boolean json() default false;
}
