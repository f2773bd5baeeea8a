package io.github.typegen.processor.codegen;

import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.model.TypeNode;

/**
 * How the field of a column holds its value, as a fused query reads and writes it: a primitive, its box, a {@code
 * String}, a value class of the format ({@code BigDecimal}, {@code LocalDate}, ...), or anything else (a nested type,
 * a collection, an array, an enum, a converted value: not read or written by a fused query).
 *
 * @param form which of those
 * @param valueKind for {@link Form#VALUE}, the value class; null otherwise
 */
record ColumnHolding(Form form, ValueKind valueKind) {

    enum Form { PRIMITIVE, BOXED, STRING, VALUE, OTHER }

    private static final ColumnHolding OTHER = new ColumnHolding(Form.OTHER, null);

    /** How a field of type {@code node} holds its column. */
    static ColumnHolding of(TypeNode node) {
        return node.accept(CLASSIFY);
    }

    /** A primitive, its box or a string: the values a query's row holds as they are. */
    boolean isScalar() {
        return form == Form.PRIMITIVE || form == Form.BOXED || form == Form.STRING;
    }

    /** A value class of kind {@code kind}. */
    boolean isValue(ValueKind kind) {
        return form == Form.VALUE && valueKind == kind;
    }

    private static final TypeNode.Visitor<ColumnHolding> CLASSIFY = new TypeNode.Visitor<>() {
        public ColumnHolding primitive(TypeNode.Primitive node) {
            return new ColumnHolding(Form.PRIMITIVE, null);
        }

        public ColumnHolding boxed(TypeNode.Boxed node) {
            return new ColumnHolding(Form.BOXED, null);
        }

        public ColumnHolding string(TypeNode.Str node) {
            return new ColumnHolding(Form.STRING, null);
        }

        public ColumnHolding enumType(TypeNode.EnumNode node) {
            return OTHER;
        }

        public ColumnHolding value(TypeNode.Value node) {
            return new ColumnHolding(Form.VALUE, node.kind());
        }

        public ColumnHolding primitiveArray(TypeNode.PrimitiveArray node) {
            return OTHER;
        }

        public ColumnHolding objectArray(TypeNode.ObjectArray node) {
            return OTHER;
        }

        public ColumnHolding collection(TypeNode.CollectionNode node) {
            return OTHER;
        }

        public ColumnHolding map(TypeNode.MapNode node) {
            return OTHER;
        }

        public ColumnHolding optional(TypeNode.OptionalNode node) {
            return OTHER;
        }

        public ColumnHolding nested(TypeNode.Nested node) {
            return OTHER;
        }

        public ColumnHolding delegated(TypeNode.Delegated node) {
            return OTHER;
        }

        public ColumnHolding tuple(TypeNode.TupleNode node) {
            return OTHER;
        }

        public ColumnHolding converted(TypeNode.Converted node) {
            return OTHER;
        }
    };
}
