package io.github.typegen.processor.model;

import java.util.List;

/**
 * The SQL type of a column (or of an element, key or value inside one), as Typegen maps it: a root, its
 * length or precision and scale where it has them, nullability, and children for {@code ARRAY} and {@code
 * MAP}. A {@code ROW} is another {@code @FlinkType}: {@code nested} names it, and its own generated schema
 * describes its columns. The same type describes the values of a query's expressions, as Flink's SQL front end
 * hands them over ({@code io.github.typegen.processor.sql.SqlExpr}): types are never text after the front end.
 *
 * @param root the type's root
 * @param precision the length of CHAR/VARCHAR/BINARY/VARBINARY, or the precision of DECIMAL, TIME,
 *     TIMESTAMP, TIMESTAMP_LTZ, and the fractional precision of INTERVAL SECOND and INTERVAL DAY TO SECOND; -1
 *     where there is none
 * @param scale the scale of DECIMAL; -1 otherwise
 * @param notNull whether the type is {@code NOT NULL}
 * @param children the element of an ARRAY; the key and value of a MAP; the fields of a tuple's ROW
 * @param nested for ROW, the {@code @FlinkType} class whose schema gives the fields, with its generated names;
 *     null for a tuple's ROW, whose fields {@code f0}, {@code f1}, ... are the children
 */
public record SqlType(
        SqlTypes.Root root, int precision, int scale, boolean notNull, List<SqlType> children, GeneratedNames nested) {

    /** {@code VARCHAR(n)} with this length is Flink's {@code STRING}; {@code VARBINARY(n)} is {@code BYTES}. */
    public static final int MAX_LENGTH = Integer.MAX_VALUE;

    public static SqlType of(SqlTypes.Root root) {
        return new SqlType(root, -1, -1, false, List.of(), null);
    }

    public static SqlType of(SqlTypes.Root root, int precision) {
        return new SqlType(root, precision, -1, false, List.of(), null);
    }

    /** A {@code DECIMAL(precision, scale)}. */
    public static SqlType decimal(int precision, int scale) {
        return new SqlType(SqlTypes.Root.DECIMAL, precision, scale, false, List.of(), null);
    }

    public SqlType withNotNull(boolean value) {
        return new SqlType(root, precision, scale, value, children, nested);
    }

    /** As Flink prints it in {@code printSchema()}: {@code DECIMAL(10, 2) NOT NULL}, {@code ARRAY<INT>}. */
    public String summary() {
        String text = switch (root) {
            case CHAR, BINARY, TIME, TIMESTAMP, TIMESTAMP_LTZ -> root.sql() + "(" + precision + ")";
            case VARCHAR -> precision == MAX_LENGTH ? "STRING" : "VARCHAR(" + precision + ")";
            case VARBINARY -> precision == MAX_LENGTH ? "BYTES" : "VARBINARY(" + precision + ")";
            case DECIMAL -> "DECIMAL(" + precision + ", " + scale + ")";
            case INTERVAL_SECOND -> "INTERVAL SECOND(" + precision + ")";
            case INTERVAL_MONTH -> "INTERVAL YEAR(4) TO MONTH";
            case INTERVAL_DAY_TIME -> "INTERVAL DAY TO SECOND(" + precision + ")";
            case ARRAY -> "ARRAY<" + children.get(0).summary() + ">";
            case MAP -> "MAP<" + children.get(0).summary() + ", " + children.get(1).summary() + ">";
            case ROW -> nested != null ? "ROW<" + nested.type().simpleName() + ">" : tupleRow();
            default -> root.sql();
        };
        return notNull ? text + " NOT NULL" : text;
    }

    /** {@code ROW<f0 INT, f1 STRING>}: a tuple's fields, named as Flink names them. */
    private String tupleRow() {
        StringBuilder text = new StringBuilder("ROW<");
        for (int i = 0; i < children.size(); i++) {
            text.append(i == 0 ? "" : ", ").append('f').append(i).append(' ').append(children.get(i).summary());
        }
        return text.append('>').toString();
    }
}
