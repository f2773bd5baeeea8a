package io.github.typegen.processor.codegen;

import java.math.BigDecimal;
import java.util.Optional;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes.Root;


/**
 * A SQL type reduced to what the written code needs.
 *
 * @param precision the length of a character string, the precision of a decimal, time or timestamp; -1
 *     otherwise
 * @param scale the scale of a decimal; -1 otherwise
 */
record Type(Root root, int precision, int scale, boolean notNullable) {

    private static final ClassName BIG_DECIMAL = ClassName.get(BigDecimal.class);
    private static final ClassName STRING = ClassName.get(String.class);

    /** Why the written code holds no value of {@code sql}; empty when it holds it as {@link #of} reduces it. */
    static Optional<String> refusal(SqlType sql) {
        return switch (sql.root()) {
            case BINARY, VARBINARY, ARRAY, MAP, ROW, SYMBOL, NULL -> Optional.of("the type " + sql.summary());
            default -> Optional.empty();
        };
    }

    /** The type of the model's SQL type, as Flink's front end typed it; one {@link #refusal} accepts. */
    static Type of(SqlType sql) {
        Root root = switch (sql.root()) {
            // one kind of day-time interval: its milliseconds
            case INTERVAL_SECOND -> Root.INTERVAL_DAY_TIME;
            case BINARY, VARBINARY, ARRAY, MAP, ROW, SYMBOL, NULL ->
                    throw new IllegalStateException("The decision step refuses the type " + sql.summary());
            default -> sql.root();
        };
        boolean keepsPrecision = root == Root.DECIMAL || root.isCharacter() || root == Root.TIME
                || root == Root.TIMESTAMP || root == Root.TIMESTAMP_LTZ;
        return new Type(root, keepsPrecision ? sql.precision() : -1, root == Root.DECIMAL ? sql.scale() : -1,
                sql.notNull());
    }

    /** Whether Java computes values of this type as {@code int}s, to be cast back: a TINYINT or SMALLINT. */
    boolean narrow() {
        return root == Root.TINYINT || root == Root.SMALLINT;
    }

    Type nullable() {
        return new Type(root, precision, scale, false);
    }

    Type notNull() {
        return new Type(root, precision, scale, true);
    }

    /** Whether values of the two types are the same Java values (only their nullability may differ). */
    boolean sameValues(Type other) {
        if (root != other.root()) {
            return false;
        }
        if (root == Root.DECIMAL) {
            return precision == other.precision() && scale == other.scale();
        }
        if (root == Root.CHAR) {
            return precision == other.precision();
        }
        // a longer VARCHAR holds every shorter one's values, a more precise TIME or TIMESTAMP too
        return root != Root.VARCHAR && root != Root.TIME && root != Root.TIMESTAMP && root != Root.TIMESTAMP_LTZ
                || precision <= other.precision();
    }

    TypeName primitive() {
        return switch (root) {
            case BOOLEAN -> TypeName.BOOLEAN;
            case TINYINT -> TypeName.BYTE;
            case SMALLINT -> TypeName.SHORT;
            case INT -> TypeName.INT;
            case BIGINT -> TypeName.LONG;
            case FLOAT -> TypeName.FLOAT;
            case DOUBLE -> TypeName.DOUBLE;
            case DECIMAL -> BIG_DECIMAL;
            case CHAR, VARCHAR -> STRING;
            case DATE, TIME, INTERVAL_MONTH -> TypeName.INT;
            case INTERVAL_DAY_TIME -> TypeName.LONG;
            case TIMESTAMP, TIMESTAMP_LTZ -> DateTimeCode.TIMESTAMP_DATA;
            case BINARY, VARBINARY, ARRAY, MAP, ROW, SYMBOL, NULL, INTERVAL_SECOND ->
                    throw new IllegalStateException("No value of the fused subset is " + this);
        };
    }

    /** The Java type holding values of this type: a primitive when it is a NOT NULL number or boolean. */
    TypeName javaType() {
        TypeName primitive = primitive();
        return notNullable || !primitive.isPrimitive() ? primitive : primitive.box();
    }

    @Override
    public String toString() {
        String name = switch (root) {
            case DECIMAL -> "DECIMAL(" + precision + ", " + scale + ")";
            case CHAR -> "CHAR(" + precision + ")";
            case VARCHAR -> precision == SqlType.MAX_LENGTH ? "STRING" : "VARCHAR(" + precision + ")";
            case TIME, TIMESTAMP, TIMESTAMP_LTZ -> root.name() + "(" + precision + ")";
            case INTERVAL_DAY_TIME -> "INTERVAL DAY TO SECOND";
            case INTERVAL_MONTH -> "INTERVAL YEAR TO MONTH";
            default -> root.name();
        };
        return notNullable ? name + " NOT NULL" : name;
    }
}

