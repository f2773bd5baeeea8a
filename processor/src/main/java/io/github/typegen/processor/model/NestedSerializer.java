package io.github.typegen.processor.model;

import java.util.List;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;

/**
 * A serializer that the generated serializer of a class holds as a field: one per type parameter of a generic
 * class, and one per generic {@code @FlinkType} its fields use ({@code Envelope<Order>}, {@code Envelope<T>}).
 * Fields of those types are {@link TypeNode.Delegated} nodes, and the snapshot nests the serializer's snapshot
 * under {@link #name()}.
 *
 * @param name the name in layouts and snapshots: the type parameter ({@code T}) or the type as Java spells it
 *     with canonical names ({@code com.example.Envelope<com.example.Order>})
 * @param field the name of the generated serializer's field that holds it ({@code tSerializer})
 * @param valueType the type of the values it writes ({@code T}, {@code Envelope<Order>})
 * @param source how it is created: from a type argument, or by constructing a serializer
 */
public record NestedSerializer(String name, String field, TypeName valueType, Source source) {

    /** Whether the serializer is a type argument's, handed to the generated serializer's constructor. */
    public boolean typeArgument() {
        return source instanceof Source.TypeArgument;
    }

    /** Whether the serializer is a {@code TypeInfoFactory}'s, created with a {@code SerializerConfig}. */
    public boolean fromFactory() {
        return source instanceof Source.Factory;
    }

    /** How a nested serializer, or a type argument given to one, is created. */
    public sealed interface Source {
        /** Walks a source without {@code instanceof}. */
        <R> R accept(Visitor<R> visitor);

        /** One method per kind of source. */
        interface Visitor<R> {
            R typeArgument(TypeArgument source);

            R basic(Basic source);

            R generated(Generated source);

            R factory(Factory source);
        }

        /** The serializer of the enclosing class's type parameter {@code parameter}. */
        record TypeArgument(String parameter) implements Source {
            public <R> R accept(Visitor<R> visitor) {
                return visitor.typeArgument(this);
            }
        }

        /** One of Flink's serializers of a basic type: {@code StringSerializer.INSTANCE}. */
        record Basic(ClassName serializer) implements Source {
            public <R> R accept(Visitor<R> visitor) {
                return visitor.basic(this);
            }
        }

        /**
         * The serializer of the type information a {@code TypeInfoFactory} creates, named by Flink's {@code
         * @TypeInfo} on a field or on the field's class: the serializer hatch.
         *
         * @param factory the factory class, with a public no-argument constructor
         * @param type the raw class of the field's type
         */
        record Factory(ClassName factory, ClassName type) implements Source {
            public <R> R accept(Visitor<R> visitor) {
                return visitor.factory(this);
            }
        }

        /**
         * A generated serializer: {@code new OrderSerializer()}, or for a generic class, {@code new
         * EnvelopeSerializer<>(arguments...)}.
         */
        record Generated(ClassName serializer, List<Source> arguments) implements Source {
            public Generated {
                arguments = List.copyOf(arguments);
            }

            public <R> R accept(Visitor<R> visitor) {
                return visitor.generated(this);
            }
        }
    }
}
