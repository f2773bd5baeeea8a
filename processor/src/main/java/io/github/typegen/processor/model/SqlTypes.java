package io.github.typegen.processor.model;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.ValueKind;

/**
 * Typegen's mapping from Java field types to SQL column types, and a small parser and checker for the
 * explicit types of {@code @Column(type = ...)}. Self-contained, so the processor needs no Flink jar.
 *
 * <p>The parser accepts the scalar types of Flink's SQL type grammar, case-insensitively: {@code BOOLEAN},
 * {@code TINYINT}, {@code SMALLINT}, {@code INT}/{@code INTEGER}, {@code BIGINT}, {@code FLOAT}, {@code
 * DOUBLE} ({@code DOUBLE PRECISION}), {@code DECIMAL}/{@code DEC}/{@code NUMERIC}[{@code (p[, s])}], {@code
 * CHAR}[{@code (n)}], {@code VARCHAR}[{@code (n)}], {@code STRING}, {@code BINARY}[{@code (n)}], {@code
 * VARBINARY}[{@code (n)}], {@code BYTES}, {@code DATE}, {@code TIME}[{@code (p)}], {@code TIMESTAMP}[{@code
 * (p)}] ({@code WITHOUT TIME ZONE}), {@code TIMESTAMP_LTZ}[{@code (p)}] and {@code TIMESTAMP}[{@code (p)}]
 * {@code WITH LOCAL TIME ZONE}, each optionally followed by {@code NULL} or {@code NOT NULL}. Defaults and
 * ranges are Flink's: DECIMAL(10, 0), CHAR(1), VARCHAR(1), TIME(0), TIMESTAMP(6), precision 0..9, decimal
 * precision 1..38.
 */
public final class SqlTypes {

    /**
     * The roots of the SQL types Typegen knows, with their SQL keyword: those it maps columns to, and the few more
     * that only a query's expressions have (a day-time interval other than seconds, a symbol such as a time unit,
     * the type of an untyped {@code NULL}).
     */
    public enum Root {
        BOOLEAN("BOOLEAN"),
        TINYINT("TINYINT"),
        SMALLINT("SMALLINT"),
        INT("INT"),
        BIGINT("BIGINT"),
        FLOAT("FLOAT"),
        DOUBLE("DOUBLE"),
        DECIMAL("DECIMAL"),
        CHAR("CHAR"),
        VARCHAR("VARCHAR"),
        BINARY("BINARY"),
        VARBINARY("VARBINARY"),
        DATE("DATE"),
        TIME("TIME"),
        TIMESTAMP("TIMESTAMP"),
        TIMESTAMP_LTZ("TIMESTAMP_LTZ"),
        /** A day-time interval to seconds, {@code INTERVAL SECOND(p)}: a {@code Duration} column. */
        INTERVAL_SECOND("INTERVAL SECOND"),
        INTERVAL_MONTH("INTERVAL YEAR TO MONTH"),
        ARRAY("ARRAY"),
        MAP("MAP"),
        ROW("ROW"),
        /** Any other day-time interval ({@code INTERVAL DAY TO SECOND(3)}): an expression's type, never a column's. */
        INTERVAL_DAY_TIME("INTERVAL DAY TO SECOND"),
        /** A flag of a function ({@code YEAR} of {@code EXTRACT}, {@code BOTH} of {@code TRIM}): a literal's type. */
        SYMBOL("SYMBOL"),
        /** The type of a {@code NULL} literal that has no other. */
        NULL("NULL");

        private final String sql;

        Root(String sql) {
            this.sql = sql;
        }

        public String sql() {
            return sql;
        }

        /** {@code TINYINT} to {@code DOUBLE}, and {@code DECIMAL}. */
        public boolean isNumeric() {
            return isIntegral() || this == FLOAT || this == DOUBLE || this == DECIMAL;
        }

        /** {@code TINYINT}, {@code SMALLINT}, {@code INT}, {@code BIGINT}. */
        public boolean isIntegral() {
            return this == TINYINT || this == SMALLINT || this == INT || this == BIGINT;
        }

        /** {@code CHAR} and {@code VARCHAR}. */
        public boolean isCharacter() {
            return this == CHAR || this == VARCHAR;
        }

        /** Dates, times, timestamps and intervals. */
        public boolean isDateTime() {
            return this == DATE || this == TIME || this == TIMESTAMP || this == TIMESTAMP_LTZ || isInterval();
        }

        /** Day-time and year-month intervals. */
        public boolean isInterval() {
            return this == INTERVAL_SECOND || this == INTERVAL_DAY_TIME || this == INTERVAL_MONTH;
        }
    }

    /** An explicit type that is not valid SQL, or not one Typegen parses. */
    public static final class ParseException extends Exception {
        private static final long serialVersionUID = 1L;

        ParseException(String message) {
            super(message);
        }
    }

    private SqlTypes() {}

    // ------------------------------------------------------------------------
    //  the default mapping
    // ------------------------------------------------------------------------

    /**
     * The column type of a Java type: Flink's own default where it has one, else Typegen's (enums, UUID and
     * {@code char[]} as STRING, {@code BigInteger} as DECIMAL(38, 0), sets as ARRAY, nested {@code
     * @FlinkType} classes and sealed hierarchies as ROW). Primitives are NOT NULL; everything else nullable.
     *
     * @param rowTime whether the field is the rowtime attribute, whose timestamps have precision 3
     */
    public static SqlType defaultFor(TypeNode node, boolean rowTime) {
        return node.accept(new DefaultType(rowTime));
    }

    /** The default column type of each kind of node. */
    private record DefaultType(boolean rowTime) implements TypeNode.Visitor<SqlType> {
        private static final DefaultType INSIDE = new DefaultType(false);

        public SqlType primitive(TypeNode.Primitive node) {
            return scalar(node.kind()).withNotNull(true);
        }

        public SqlType boxed(TypeNode.Boxed node) {
            return scalar(node.kind());
        }

        public SqlType string(TypeNode.Str node) {
            return SqlType.of(Root.VARCHAR, SqlType.MAX_LENGTH);
        }

        public SqlType enumType(TypeNode.EnumNode node) {
            return SqlType.of(Root.VARCHAR, SqlType.MAX_LENGTH);
        }

        public SqlType value(TypeNode.Value node) {
            return switch (node.kind()) {
                case BIG_DECIMAL -> new SqlType(Root.DECIMAL, 38, 18, false, List.of(), null);
                case BIG_INTEGER -> new SqlType(Root.DECIMAL, 38, 0, false, List.of(), null);
                case UUID_ -> SqlType.of(Root.VARCHAR, SqlType.MAX_LENGTH);
                case INSTANT -> SqlType.of(Root.TIMESTAMP_LTZ, rowTime ? 3 : 9);
                case LOCAL_DATE_TIME -> SqlType.of(Root.TIMESTAMP, rowTime ? 3 : 9);
                case LOCAL_DATE -> SqlType.of(Root.DATE);
                case LOCAL_TIME -> SqlType.of(Root.TIME, 9);
                case DURATION -> SqlType.of(Root.INTERVAL_SECOND, 9);
                // Flink's conversion classes: java.sql.Date of DATE, Time of TIME(0), Timestamp of TIMESTAMP
                case SQL_DATE, YEAR_MONTH -> SqlType.of(Root.DATE);
                case SQL_TIME -> SqlType.of(Root.TIME, 0);
                case SQL_TIMESTAMP -> SqlType.of(Root.TIMESTAMP, rowTime ? 3 : 9);
                // instants: SQL has no type that keeps an offset or a zone
                case DATE -> SqlType.of(Root.TIMESTAMP_LTZ, 3);
                case OFFSET_DATE_TIME, ZONED_DATE_TIME -> SqlType.of(Root.TIMESTAMP_LTZ, rowTime ? 3 : 9);
                case ZONE_ID, ZONE_OFFSET -> SqlType.of(Root.VARCHAR, SqlType.MAX_LENGTH);
                case PERIOD -> SqlType.of(Root.INTERVAL_MONTH);
                case YEAR -> SqlType.of(Root.INT);
                // by the text their codec writes; a Pattern's flags have no column and must be 0
                case CURRENCY, LOCALE, URI_, URL_, PATTERN -> SqlType.of(Root.VARCHAR, SqlType.MAX_LENGTH);
                // the address bytes, so reading a row never asks a name service; BitSet.toByteArray()
                case INET_ADDRESS, BIT_SET -> SqlType.of(Root.VARBINARY, SqlType.MAX_LENGTH);
                // an empty one is NULL
                case OPTIONAL_INT -> SqlType.of(Root.INT);
                case OPTIONAL_LONG -> SqlType.of(Root.BIGINT);
                case OPTIONAL_DOUBLE -> SqlType.of(Root.DOUBLE);
            };
        }

        public SqlType primitiveArray(TypeNode.PrimitiveArray node) {
            return switch (node.component()) {
                case BYTE -> SqlType.of(Root.VARBINARY, SqlType.MAX_LENGTH);
                case CHAR -> SqlType.of(Root.VARCHAR, SqlType.MAX_LENGTH);
                default -> array(scalar(node.component()).withNotNull(true));
            };
        }

        public SqlType objectArray(TypeNode.ObjectArray node) {
            return array(node.component().accept(INSIDE));
        }

        public SqlType collection(TypeNode.CollectionNode node) {
            return array(node.element().accept(INSIDE));
        }

        public SqlType map(TypeNode.MapNode node) {
            return new SqlType(Root.MAP, -1, -1, false,
                    List.of(node.key().accept(INSIDE), node.value().accept(INSIDE)), null);
        }

        public SqlType optional(TypeNode.OptionalNode node) {
            return node.element().accept(this).withNotNull(false);
        }

        public SqlType nested(TypeNode.Nested node) {
            return new SqlType(Root.ROW, -1, -1, false, List.of(), node.names());
        }

        /** {@code ROW<f0 T0, f1 T1, ...>}, as Flink maps a tuple's fields. */
        public SqlType tuple(TypeNode.TupleNode node) {
            List<SqlType> fields = node.elements().stream().map(element -> element.accept(INSIDE)).toList();
            return new SqlType(Root.ROW, -1, -1, false, fields, null);
        }

        public SqlType delegated(TypeNode.Delegated node) {
            throw noSqlType(node);
        }

        /** The stored form's column. */
        public SqlType converted(TypeNode.Converted node) {
            return node.stored().accept(this);
        }
    }

    /**
     * A field written by a nested serializer (a type parameter, a generic {@code @FlinkType}) has no SQL type:
     * {@link TableStep} decides before any column type is asked for that its class has no schema.
     */
    private static IllegalStateException noSqlType(TypeNode.Delegated node) {
        return new IllegalStateException(node.typeName() + " is written by a nested serializer and has no SQL type");
    }

    private static SqlType array(SqlType element) {
        return new SqlType(Root.ARRAY, -1, -1, false, List.of(element), null);
    }

    private static SqlType scalar(PrimitiveKind kind) {
        return switch (kind) {
            case BOOLEAN -> SqlType.of(Root.BOOLEAN);
            case BYTE -> SqlType.of(Root.TINYINT);
            case SHORT -> SqlType.of(Root.SMALLINT);
            case CHAR -> SqlType.of(Root.CHAR, 1);
            case INT -> SqlType.of(Root.INT);
            case LONG -> SqlType.of(Root.BIGINT);
            case FLOAT -> SqlType.of(Root.FLOAT);
            case DOUBLE -> SqlType.of(Root.DOUBLE);
        };
    }

    // ------------------------------------------------------------------------
    //  checking an explicit type against the Java type
    // ------------------------------------------------------------------------

    /**
     * Why a field of {@code node}'s Java type cannot hold a column of {@code type}, or null when it can.
     * Explicit types are accepted on scalar fields (and {@code Optional}s of them).
     */
    public static String mismatch(TypeNode node, SqlType type) {
        Explicit explicit = node.accept(new AllowedRoots(false));
        if (explicit.roots().isEmpty()) {
            return "explicit column types are supported on scalar fields only; this field's type maps to "
                    + defaultFor(node, false).summary();
        }
        TypeNode scalar = explicit.scalar();
        if (!explicit.roots().contains(type.root())) {
            return "a Java " + scalar.typeName() + " cannot hold " + type.summary() + "; it can hold "
                    + explicit.roots().stream().map(Root::sql).reduce((a, b) -> a + ", " + b).orElseThrow();
        }
        boolean singleCharacter = scalar.equals(new TypeNode.Primitive(PrimitiveKind.CHAR))
                || scalar.equals(new TypeNode.Boxed(PrimitiveKind.CHAR));
        if (singleCharacter && type.precision() != 1) {
            return "a char holds one character, so its column is CHAR(1), not " + type.summary();
        }
        if (scalar.equals(new TypeNode.Value(ValueKind.BIG_INTEGER)) && type.scale() != 0) {
            return "a BigInteger has no fraction, so its DECIMAL needs scale 0, not " + type.summary();
        }
        return null;
    }

    /**
     * What an explicit column type describes on a field.
     *
     * @param scalar the node the column holds: the field's type, or the element of an {@code Optional}
     * @param roots the roots its explicit type may have; none for fields that are not scalars
     */
    private record Explicit(TypeNode scalar, Set<Root> roots) {
        static Explicit of(TypeNode scalar, Root... roots) {
            Set<Root> set = EnumSet.noneOf(Root.class);
            set.addAll(List.of(roots));
            return new Explicit(scalar, set);
        }
    }

    /** The roots an explicit column type of a field may have. */
    private record AllowedRoots(boolean insideOptional) implements TypeNode.Visitor<Explicit> {
        public Explicit primitive(TypeNode.Primitive node) {
            return Explicit.of(node, scalar(node.kind()).root());
        }

        public Explicit boxed(TypeNode.Boxed node) {
            return Explicit.of(node, scalar(node.kind()).root());
        }

        public Explicit string(TypeNode.Str node) {
            return Explicit.of(node, Root.CHAR, Root.VARCHAR);
        }

        public Explicit enumType(TypeNode.EnumNode node) {
            return Explicit.of(node, Root.CHAR, Root.VARCHAR);
        }

        public Explicit value(TypeNode.Value node) {
            return switch (node.kind()) {
                case BIG_DECIMAL, BIG_INTEGER -> Explicit.of(node, Root.DECIMAL);
                case UUID_ -> Explicit.of(node, Root.CHAR, Root.VARCHAR);
                case INSTANT -> Explicit.of(node, Root.TIMESTAMP_LTZ);
                case LOCAL_DATE_TIME -> Explicit.of(node, Root.TIMESTAMP);
                case LOCAL_DATE -> Explicit.of(node, Root.DATE);
                case LOCAL_TIME -> Explicit.of(node, Root.TIME);
                case DURATION, PERIOD -> Explicit.of(node);
                case DATE, OFFSET_DATE_TIME, ZONED_DATE_TIME -> Explicit.of(node, Root.TIMESTAMP_LTZ);
                case SQL_TIMESTAMP -> Explicit.of(node, Root.TIMESTAMP);
                case SQL_DATE, YEAR_MONTH -> Explicit.of(node, Root.DATE);
                case SQL_TIME -> Explicit.of(node, Root.TIME);
                case ZONE_ID, ZONE_OFFSET -> Explicit.of(node, Root.CHAR, Root.VARCHAR);
                case YEAR, OPTIONAL_INT -> Explicit.of(node, Root.INT);
                case CURRENCY, LOCALE, URI_, URL_, PATTERN -> Explicit.of(node, Root.CHAR, Root.VARCHAR);
                case INET_ADDRESS, BIT_SET -> Explicit.of(node, Root.BINARY, Root.VARBINARY);
                case OPTIONAL_LONG -> Explicit.of(node, Root.BIGINT);
                case OPTIONAL_DOUBLE -> Explicit.of(node, Root.DOUBLE);
            };
        }

        public Explicit primitiveArray(TypeNode.PrimitiveArray node) {
            return node.component() == PrimitiveKind.BYTE ? Explicit.of(node, Root.BINARY, Root.VARBINARY)
                    : Explicit.of(node);
        }

        public Explicit objectArray(TypeNode.ObjectArray node) {
            return Explicit.of(node);
        }

        public Explicit collection(TypeNode.CollectionNode node) {
            return Explicit.of(node);
        }

        public Explicit map(TypeNode.MapNode node) {
            return Explicit.of(node);
        }

        public Explicit optional(TypeNode.OptionalNode node) {
            // an Optional's column holds what its element's would, one level deep
            return insideOptional ? Explicit.of(node) : node.element().accept(new AllowedRoots(true));
        }

        public Explicit nested(TypeNode.Nested node) {
            return Explicit.of(node);
        }

        public Explicit delegated(TypeNode.Delegated node) {
            throw noSqlType(node);
        }

        public Explicit tuple(TypeNode.TupleNode node) {
            return Explicit.of(node);
        }

        /** The stored form's column holds the value. */
        public Explicit converted(TypeNode.Converted node) {
            return node.stored().accept(this);
        }
    }

    // ------------------------------------------------------------------------
    //  parsing
    // ------------------------------------------------------------------------

    /** Parses an explicit column type. */
    public static SqlType parse(String text) throws ParseException {
        List<String> tokens = tokenize(text);
        Parser parser = new Parser(text, tokens);
        SqlType type = parser.type();
        if (parser.position < tokens.size()) {
            throw new ParseException("unexpected '" + tokens.get(parser.position) + "' after " + type.summary());
        }
        return type;
    }

    private static List<String> tokenize(String text) throws ParseException {
        List<String> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '(' || c == ')' || c == ',') {
                tokens.add(String.valueOf(c));
                i++;
            } else if (Character.isLetterOrDigit(c) || c == '_') {
                int start = i;
                while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
                    i++;
                }
                tokens.add(text.substring(start, i).toUpperCase(Locale.ROOT));
            } else {
                throw new ParseException("unexpected character '" + c + "'");
            }
        }
        if (tokens.isEmpty()) {
            throw new ParseException("the type is empty");
        }
        return tokens;
    }

    private static final class Parser {
        private final String text;
        private final List<String> tokens;
        private int position;

        Parser(String text, List<String> tokens) {
            this.text = text;
            this.tokens = tokens;
        }

        SqlType type() throws ParseException {
            String name = next("a type name");
            SqlType type = switch (name) {
                case "BOOLEAN" -> SqlType.of(Root.BOOLEAN);
                case "TINYINT" -> SqlType.of(Root.TINYINT);
                case "SMALLINT" -> SqlType.of(Root.SMALLINT);
                case "INT", "INTEGER" -> SqlType.of(Root.INT);
                case "BIGINT" -> SqlType.of(Root.BIGINT);
                case "FLOAT" -> SqlType.of(Root.FLOAT);
                case "DOUBLE" -> {
                    accept("PRECISION");
                    yield SqlType.of(Root.DOUBLE);
                }
                case "DECIMAL", "DEC", "NUMERIC" -> decimal();
                case "CHAR" -> SqlType.of(Root.CHAR, length(1));
                case "VARCHAR" -> SqlType.of(Root.VARCHAR, length(1));
                case "STRING" -> SqlType.of(Root.VARCHAR, SqlType.MAX_LENGTH);
                case "BINARY" -> SqlType.of(Root.BINARY, length(1));
                case "VARBINARY" -> SqlType.of(Root.VARBINARY, length(1));
                case "BYTES" -> SqlType.of(Root.VARBINARY, SqlType.MAX_LENGTH);
                case "DATE" -> SqlType.of(Root.DATE);
                case "TIME" -> {
                    SqlType time = SqlType.of(Root.TIME, precision(0));
                    if (accept("WITHOUT")) {
                        expect("TIME");
                        expect("ZONE");
                    }
                    yield time;
                }
                case "TIMESTAMP" -> timestamp();
                case "TIMESTAMP_LTZ" -> SqlType.of(Root.TIMESTAMP_LTZ, precision(6));
                default -> throw new ParseException("'" + name + "' is not a SQL type Typegen maps to Java fields"
                        + " (" + String.join(", ", supported()) + ")");
            };
            if (accept("NOT")) {
                expect("NULL");
                return type.withNotNull(true);
            }
            accept("NULL");
            return type;
        }

        private SqlType decimal() throws ParseException {
            int precision = 10;
            int scale = 0;
            if (accept("(")) {
                precision = number();
                if (accept(",")) {
                    scale = number();
                }
                expect(")");
            }
            if (precision < 1 || precision > 38) {
                throw new ParseException("DECIMAL precision must be between 1 and 38, not " + precision);
            }
            if (scale < 0 || scale > precision) {
                throw new ParseException("DECIMAL scale must be between 0 and the precision " + precision
                        + ", not " + scale);
            }
            return new SqlType(Root.DECIMAL, precision, scale, false, List.of(), null);
        }

        private SqlType timestamp() throws ParseException {
            int precision = precision(6);
            if (accept("WITH")) {
                expect("LOCAL");
                expect("TIME");
                expect("ZONE");
                return SqlType.of(Root.TIMESTAMP_LTZ, precision);
            }
            if (accept("WITHOUT")) {
                expect("TIME");
                expect("ZONE");
            }
            return SqlType.of(Root.TIMESTAMP, precision);
        }

        private int length(int defaultLength) throws ParseException {
            if (!accept("(")) {
                return defaultLength;
            }
            int length = number();
            expect(")");
            if (length < 1) {
                throw new ParseException("a length must be at least 1, not " + length);
            }
            return length;
        }

        private int precision(int defaultPrecision) throws ParseException {
            if (!accept("(")) {
                return defaultPrecision;
            }
            int precision = number();
            expect(")");
            if (precision > 9) {
                throw new ParseException("a time precision must be between 0 and 9, not " + precision);
            }
            return precision;
        }

        private int number() throws ParseException {
            String token = next("a number");
            try {
                return Integer.parseInt(token);
            } catch (NumberFormatException e) {
                throw new ParseException("expected a number, found '" + token + "'");
            }
        }

        private boolean accept(String token) {
            if (position < tokens.size() && tokens.get(position).equals(token)) {
                position++;
                return true;
            }
            return false;
        }

        private void expect(String token) throws ParseException {
            if (!accept(token)) {
                String found = position < tokens.size() ? "'" + tokens.get(position) + "'" : "the end";
                throw new ParseException("expected '" + token + "' but found " + found + " in '" + text + "'");
            }
        }

        private String next(String what) throws ParseException {
            if (position >= tokens.size()) {
                throw new ParseException("expected " + what + " at the end of '" + text + "'");
            }
            return tokens.get(position++);
        }
    }

    private static List<String> supported() {
        return List.of("BOOLEAN", "TINYINT", "SMALLINT", "INT", "BIGINT", "FLOAT", "DOUBLE", "DECIMAL(p, s)",
                "CHAR(n)", "VARCHAR(n)", "STRING", "BINARY(n)", "VARBINARY(n)", "BYTES", "DATE", "TIME(p)",
                "TIMESTAMP(p)", "TIMESTAMP_LTZ(p)");
    }
}
