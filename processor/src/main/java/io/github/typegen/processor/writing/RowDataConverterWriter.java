package io.github.typegen.processor.writing;

import java.math.BigDecimal;
import java.net.URI;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Currency;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.regex.Pattern;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

import io.github.typegen.format.GeneratedClass;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.model.JavaTypes;
import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * Writes {@code writeRowData} and {@code readRowData} of {@code FooSchema}: a {@code @FlinkType} to and from
 * Flink's internal {@code RowData}, whose strings are {@code StringData}, decimals {@code DecimalData},
 * timestamps {@code TimestampData}, dates and times {@code int}s, arrays {@code ArrayData} and maps {@code
 * MapData}.
 */
final class RowDataConverterWriter extends ConverterWriter {

    private static final String TABLE_DATA = "org.apache.flink.table.data";
    static final ClassName ROW_DATA = ClassName.get(TABLE_DATA, "RowData");
    static final ClassName GENERIC_ROW_DATA = ClassName.get(TABLE_DATA, "GenericRowData");
    private static final ClassName ARRAY_DATA = ClassName.get(TABLE_DATA, "ArrayData");
    private static final ClassName GENERIC_ARRAY_DATA = ClassName.get(TABLE_DATA, "GenericArrayData");
    private static final ClassName MAP_DATA = ClassName.get(TABLE_DATA, "MapData");
    private static final ClassName GENERIC_MAP_DATA = ClassName.get(TABLE_DATA, "GenericMapData");
    private static final ClassName STRING_DATA = ClassName.get(TABLE_DATA, "StringData");
    private static final ClassName DECIMAL_DATA = ClassName.get(TABLE_DATA, "DecimalData");
    private static final ClassName TIMESTAMP_DATA = ClassName.get(TABLE_DATA, "TimestampData");

    RowDataConverterWriter(TableModel table, ConverterConstants converters) {
        super(table, converters);
    }

    @Override
    String writeName() {
        return "writeRowData";
    }

    @Override
    String readName() {
        return "readRowData";
    }

    @Override
    TypeName writtenRow() {
        return GENERIC_ROW_DATA;
    }

    @Override
    CodeBlock newRow() {
        return CodeBlock.of("new $T(FIELD_COUNT)", GENERIC_ROW_DATA);
    }

    @Override
    String writeJavadoc() {
        return "{@code value} as an internal row.\n";
    }

    @Override
    ClassName readRow() {
        return ROW_DATA;
    }

    @Override
    String readJavadoc() {
        return "The instance whose internal row {@code row} is.\n";
    }

    @Override
    CodeBlock subtypePresent(int column) {
        return CodeBlock.of("!row.isNullAt($L)", column);
    }

    @Override
    CodeBlock subtypeRow(int column, ClassName schema) {
        return CodeBlock.of("row.getRow($L, $T.FIELD_COUNT)", column, schema);
    }

    @Override
    String suffix() {
        return "Internal";
    }

    // ---- writing ----

    @Override
    TypeName representation(TypeNode node) {
        return node.accept(INTERNAL_CLASS);
    }

    @Override
    CodeBlock string(CodeBlock value) {
        return CodeBlock.of("$T.fromString($L)", STRING_DATA, value);
    }

    @Override
    CodeBlock value(Body body, ValueKind kind, CodeBlock value, SqlType sql) {
        CodeBlock internal = internal(body, kind, value, sql);
        return holdsSubMilliseconds(kind) && isCompactTimestamp(sql)
                ? CodeBlock.of("$T.compactTimestamp($L)", ROW_CONVERSIONS, internal) : internal;
    }

    /** Whether the internal {@code TimestampData} of {@code kind} may hold digits below the millisecond. */
    private static boolean holdsSubMilliseconds(ValueKind kind) {
        return switch (kind) {
            case INSTANT, LOCAL_DATE_TIME, OFFSET_DATE_TIME, ZONED_DATE_TIME, SQL_TIMESTAMP -> true;
            default -> false;
        };
    }

    /**
     * Whether {@code sql} is a timestamp of precision 3 or less, which Flink's binary row holds to the millisecond
     * ({@code RowConversions.compactTimestamp}).
     */
    private static boolean isCompactTimestamp(SqlType sql) {
        return (sql.root() == SqlTypes.Root.TIMESTAMP || sql.root() == SqlTypes.Root.TIMESTAMP_LTZ)
                && sql.precision() <= 3;
    }

    private CodeBlock internal(Body body, ValueKind kind, CodeBlock value, SqlType sql) {
        return switch (kind) {
            case BIG_DECIMAL -> decimal(body, value, sql);
            case BIG_INTEGER -> decimal(body, CodeBlock.of("new $T($L)", BigDecimal.class, value), sql);
            case UUID_ -> string(CodeBlock.of("$L.toString()", value));
            case INSTANT -> CodeBlock.of("$T.fromInstant($L)", TIMESTAMP_DATA, value);
            case LOCAL_DATE_TIME -> CodeBlock.of("$T.fromLocalDateTime($L)", TIMESTAMP_DATA, value);
            case LOCAL_DATE -> CodeBlock.of("(int) $L.toEpochDay()", value);
            case LOCAL_TIME -> CodeBlock.of("(int) ($L.toNanoOfDay() / 1_000_000L)", value);
            case DURATION -> CodeBlock.of("$L.toMillis()", value);
            case DATE -> CodeBlock.of("$T.fromEpochMillis($L.getTime())", TIMESTAMP_DATA, value);
            case OFFSET_DATE_TIME, ZONED_DATE_TIME -> CodeBlock.of("$T.fromInstant($L.toInstant())", TIMESTAMP_DATA,
                    value);
            // as Flink's converters of java.sql.Date, Time and Timestamp: the local date, time and date-time
            case SQL_DATE -> CodeBlock.of("(int) $L.toLocalDate().toEpochDay()", value);
            case SQL_TIME -> CodeBlock.of("(int) ($L.toLocalTime().toNanoOfDay() / 1_000_000L)", value);
            case SQL_TIMESTAMP -> CodeBlock.of("$T.fromTimestamp($L)", TIMESTAMP_DATA, value);
            case ZONE_ID, ZONE_OFFSET -> string(CodeBlock.of("$L.getId()", value));
            case PERIOD -> CodeBlock.of("$T.toIntExact($L.toTotalMonths())", Math.class, value);
            case YEAR -> CodeBlock.of("$L.getValue()", value);
            case YEAR_MONTH -> CodeBlock.of("(int) $L.atDay(1).toEpochDay()", value);
            case CURRENCY -> string(CodeBlock.of("$L.getCurrencyCode()", value));
            case LOCALE -> string(CodeBlock.of("$L.toLanguageTag()", value));
            case URI_ -> string(CodeBlock.of("$L.toString()", value));
            case URL_ -> string(CodeBlock.of("$L.toExternalForm()", value));
            case PATTERN -> string(CodeBlock.of("$T.patternText($L,$W$S)", ROW_CONVERSIONS, value, body.location));
            case INET_ADDRESS -> CodeBlock.of("$L.getAddress()", value);
            case BIT_SET -> CodeBlock.of("$L.toByteArray()", value);
            case OPTIONAL_INT, OPTIONAL_LONG, OPTIONAL_DOUBLE -> CodeBlock.of("$T.orNull($L)", ROW_CONVERSIONS, value);
        };
    }

    private static CodeBlock decimal(Body body, CodeBlock value, SqlType sql) {
        return CodeBlock.of("$T.decimal($L, $L, $L,$W$S)", ROW_CONVERSIONS, value, sql.precision(), sql.scale(),
                body.location);
    }

    @Override
    boolean isOwnRepresentation(ValueKind kind) {
        return false;
    }

    @Override
    boolean isStringOwnRepresentation() {
        return false;
    }

    @Override
    CodeBlock primitiveArray(Body body, PrimitiveKind component, CodeBlock value, String hint) {
        return CodeBlock.of("new $T($L)", GENERIC_ARRAY_DATA, value);
    }

    @Override
    TypeName elementsComponent(TypeNode element) {
        // GenericArrayData holds its elements as an Object[]
        return TypeName.OBJECT;
    }

    @Override
    CodeBlock array(CodeBlock collected) {
        return CodeBlock.of("new $T($L)", GENERIC_ARRAY_DATA, collected);
    }

    @Override
    CodeBlock map(CodeBlock collected) {
        return CodeBlock.of("new $T($L)", GENERIC_MAP_DATA, collected);
    }

    @Override
    CodeBlock row(List<CodeBlock> fields) {
        return CodeBlock.of("$T.of($L)", GENERIC_ROW_DATA, CodeBlock.join(fields, ",$W"));
    }

    /** The class of each kind's internal representation, as {@code writeRowData} creates it. */
    private static final TypeNode.Visitor<TypeName> INTERNAL_CLASS = new TypeNode.Visitor<>() {
        public TypeName primitive(TypeNode.Primitive node) {
            return node.kind() == PrimitiveKind.CHAR ? STRING_DATA : JavaTypes.boxed(node.kind());
        }

        public TypeName boxed(TypeNode.Boxed node) {
            return node.kind() == PrimitiveKind.CHAR ? STRING_DATA : JavaTypes.boxed(node.kind());
        }

        public TypeName string(TypeNode.Str node) {
            return STRING_DATA;
        }

        public TypeName enumType(TypeNode.EnumNode node) {
            return STRING_DATA;
        }

        public TypeName value(TypeNode.Value node) {
            return switch (node.kind()) {
                case BIG_DECIMAL, BIG_INTEGER -> DECIMAL_DATA;
                case UUID_ -> STRING_DATA;
                case INSTANT, LOCAL_DATE_TIME, DATE, SQL_TIMESTAMP, OFFSET_DATE_TIME, ZONED_DATE_TIME -> TIMESTAMP_DATA;
                case LOCAL_DATE, LOCAL_TIME, SQL_DATE, SQL_TIME, PERIOD, YEAR, YEAR_MONTH -> TypeName.INT.box();
                case ZONE_ID, ZONE_OFFSET -> STRING_DATA;
                case DURATION -> TypeName.LONG.box();
                case CURRENCY, LOCALE, URI_, URL_, PATTERN -> STRING_DATA;
                case INET_ADDRESS, BIT_SET -> ArrayTypeName.of(TypeName.BYTE);
                case OPTIONAL_INT -> TypeName.INT.box();
                case OPTIONAL_LONG -> TypeName.LONG.box();
                case OPTIONAL_DOUBLE -> TypeName.DOUBLE.box();
            };
        }

        public TypeName primitiveArray(TypeNode.PrimitiveArray node) {
            return switch (node.component()) {
                case BYTE -> ArrayTypeName.of(TypeName.BYTE);
                case CHAR -> STRING_DATA;
                default -> GENERIC_ARRAY_DATA;
            };
        }

        public TypeName objectArray(TypeNode.ObjectArray node) {
            return GENERIC_ARRAY_DATA;
        }

        public TypeName collection(TypeNode.CollectionNode node) {
            return GENERIC_ARRAY_DATA;
        }

        public TypeName map(TypeNode.MapNode node) {
            return GENERIC_MAP_DATA;
        }

        public TypeName optional(TypeNode.OptionalNode node) {
            return node.element().accept(this);
        }

        public TypeName nested(TypeNode.Nested node) {
            return GENERIC_ROW_DATA;
        }

        public TypeName delegated(TypeNode.Delegated node) {
            throw noColumn(node);
        }

        public TypeName tuple(TypeNode.TupleNode node) {
            return GENERIC_ROW_DATA;
        }

        public TypeName converted(TypeNode.Converted node) {
            return node.stored().accept(this);
        }
    };

    // ---- reading ----

    @Override
    void readColumn(Body body, TableModel.Column column, int position, String local) {
        column.field().type().accept(new ReadInto(body, column.sqlType(), "row", CodeBlock.of("$L", position), local));
    }

    /**
     * Declares {@code local} (of the node's Java type) and assigns it the value at {@code position} of the
     * internal container ({@code RowData} or {@code ArrayData}), null (or empty) when it is null there.
     */
    private final class ReadInto extends ReadColumn {
        private final Body body;
        private final SqlType sql;
        private final String container;
        private final CodeBlock position;
        private final String local;

        ReadInto(Body body, SqlType sql, String container, CodeBlock position, String local) {
            this.body = body;
            this.sql = sql;
            this.container = container;
            this.position = position;
            this.local = local;
        }

        public Void primitive(TypeNode.Primitive node) {
            body.code.addStatement("$T.requireNotNull($L, $L,$W$S)", ROW_CONVERSIONS, container, position,
                    body.location);
            body.code.addStatement("$L = $L", declaration(node.typeName(), local),
                    node.accept(new Read(body, sql, container, position, local)));
            return null;
        }

        public Void optional(TypeNode.OptionalNode node) {
            Body inner = body.inner();
            CodeBlock value = node.element().accept(new Read(inner, sql, container, position, local));
            CodeBlock statements = inner.code.build();
            CodeBlock declaration = declaration(node.typeName(), local);
            if (statements.isEmpty()) {
                body.code.addStatement("$L = $L.isNullAt($L) ? $T.empty() : $T.of($L)", declaration, container,
                        position, Optional.class, Optional.class, value);
            } else {
                body.code.addStatement("$L = $T.empty()", declaration, Optional.class);
                body.code.beginControlFlow("if (!$L.isNullAt($L))", container, position);
                body.code.add(statements);
                body.code.addStatement("$L = $T.of($L)", local, Optional.class, value);
                body.code.endControlFlow();
            }
            return null;
        }

        /** The stored form as its column holds it, converted back unless null. */
        public Void converted(TypeNode.Converted node) {
            String stored = body.names.newName(local + "Stored");
            node.stored().accept(new ReadInto(body, sql, container, position, stored));
            body.code.addStatement("$L = $L == null ? null :$W$L.fromStored($L)", declaration(node.typeName(), local),
                    stored, converters.of(node.converter()), stored);
            return null;
        }

        @Override
        Void orNull(TypeNode node) {
            Body inner = body.inner();
            CodeBlock value = node.accept(new Read(inner, sql, container, position, local));
            CodeBlock statements = inner.code.build();
            CodeBlock declaration = declaration(node.typeName(), local);
            if (statements.isEmpty()) {
                body.code.addStatement("$L = $L.isNullAt($L) ? $L : $L", declaration, container, position,
                        absent(node), value);
            } else {
                body.code.addStatement("$L = $L", declaration, absent(node));
                body.code.beginControlFlow("if (!$L.isNullAt($L))", container, position);
                body.code.add(statements);
                body.code.addStatement("$L = $L", local, value);
                body.code.endControlFlow();
            }
            return null;
        }
    }

    /** Reads the non-null value at a position of an internal container, after the statements it needs. */
    private final class Read implements TypeNode.Visitor<CodeBlock> {
        private final Body body;
        private final SqlType sql;
        private final String c;
        private final CodeBlock p;
        private final String hint;

        Read(Body body, SqlType sql, String container, CodeBlock position, String hint) {
            this.body = body;
            this.sql = sql;
            this.c = container;
            this.p = position;
            this.hint = hint;
        }

        public CodeBlock primitive(TypeNode.Primitive node) {
            return scalar(node.kind());
        }

        public CodeBlock boxed(TypeNode.Boxed node) {
            return scalar(node.kind());
        }

        private CodeBlock scalar(PrimitiveKind kind) {
            return kind == PrimitiveKind.CHAR ? CodeBlock.of("$L.getString($L).toString().charAt(0)", c, p)
                    : CodeBlock.of("$L.get$L($L)", c, kind.ioSuffix(), p);
        }

        public CodeBlock string(TypeNode.Str node) {
            return CodeBlock.of("$L.getString($L).toString()", c, p);
        }

        public CodeBlock enumType(TypeNode.EnumNode node) {
            return CodeBlock.of("$T.valueOf($L.getString($L).toString())", node.type(), c, p);
        }

        public CodeBlock value(TypeNode.Value node) {
            return switch (node.kind()) {
                case BIG_DECIMAL -> CodeBlock.of("$L.getDecimal($L, $L, $L).toBigDecimal()", c, p, sql.precision(),
                        sql.scale());
                case BIG_INTEGER -> CodeBlock.of("$L.getDecimal($L, $L, $L).toBigDecimal().toBigIntegerExact()",
                        c, p, sql.precision(), sql.scale());
                case UUID_ -> CodeBlock.of("$T.fromString($L.getString($L).toString())", UUID.class, c, p);
                case INSTANT -> CodeBlock.of("$L.getTimestamp($L, $L).toInstant()", c, p, sql.precision());
                case LOCAL_DATE_TIME -> CodeBlock.of("$L.getTimestamp($L, $L).toLocalDateTime()", c, p,
                        sql.precision());
                case LOCAL_DATE -> CodeBlock.of("$T.ofEpochDay($L.getInt($L))", LocalDate.class, c, p);
                case LOCAL_TIME -> CodeBlock.of("$T.ofNanoOfDay($L.getInt($L) * 1_000_000L)", LocalTime.class, c, p);
                case DURATION -> CodeBlock.of("$T.ofMillis($L.getLong($L))", Duration.class, c, p);
                case DATE -> CodeBlock.of("new $T($L.getTimestamp($L, $L).getMillisecond())", Date.class, c, p,
                        sql.precision());
                case SQL_DATE -> CodeBlock.of("$T.valueOf($T.ofEpochDay($L.getInt($L)))", java.sql.Date.class,
                        LocalDate.class, c, p);
                case SQL_TIME -> CodeBlock.of("$T.valueOf($T.ofNanoOfDay($L.getInt($L) * 1_000_000L))",
                        java.sql.Time.class, LocalTime.class, c, p);
                case SQL_TIMESTAMP -> CodeBlock.of("$L.getTimestamp($L, $L).toTimestamp()", c, p, sql.precision());
                // SQL keeps the instant only: it reads back at offset zero
                case OFFSET_DATE_TIME -> CodeBlock.of("$T.ofInstant($L.getTimestamp($L, $L).toInstant(), $T.UTC)",
                        OffsetDateTime.class, c, p, sql.precision(), ZoneOffset.class);
                case ZONED_DATE_TIME -> CodeBlock.of("$T.ofInstant($L.getTimestamp($L, $L).toInstant(), $T.UTC)",
                        ZonedDateTime.class, c, p, sql.precision(), ZoneOffset.class);
                case ZONE_ID -> CodeBlock.of("$T.of($L.getString($L).toString())", ZoneId.class, c, p);
                case ZONE_OFFSET -> CodeBlock.of("$T.of($L.getString($L).toString())", ZoneOffset.class, c, p);
                case PERIOD -> CodeBlock.of("$T.ofMonths($L.getInt($L)).normalized()", Period.class, c, p);
                case YEAR -> CodeBlock.of("$T.of($L.getInt($L))", Year.class, c, p);
                case YEAR_MONTH -> CodeBlock.of("$T.from($T.ofEpochDay($L.getInt($L)))", YearMonth.class,
                        LocalDate.class, c, p);
                case CURRENCY -> CodeBlock.of("$T.getInstance($L.getString($L).toString())", Currency.class, c, p);
                case LOCALE -> CodeBlock.of("$T.forLanguageTag($L.getString($L).toString())", Locale.class, c, p);
                case URI_ -> CodeBlock.of("$T.create($L.getString($L).toString())", URI.class, c, p);
                case URL_ -> CodeBlock.of("$T.url($L.getString($L).toString(),$W$S)", ROW_CONVERSIONS, c, p,
                        body.location);
                case PATTERN -> CodeBlock.of("$T.compile($L.getString($L).toString())", Pattern.class, c, p);
                case INET_ADDRESS -> CodeBlock.of("$T.inetAddress($L.getBinary($L),$W$S)", ROW_CONVERSIONS, c, p,
                        body.location);
                case BIT_SET -> CodeBlock.of("$T.valueOf($L.getBinary($L))", BitSet.class, c, p);
                case OPTIONAL_INT -> CodeBlock.of("$T.of($L.getInt($L))", OptionalInt.class, c, p);
                case OPTIONAL_LONG -> CodeBlock.of("$T.of($L.getLong($L))", OptionalLong.class, c, p);
                case OPTIONAL_DOUBLE -> CodeBlock.of("$T.of($L.getDouble($L))", OptionalDouble.class, c, p);
            };
        }

        public CodeBlock primitiveArray(TypeNode.PrimitiveArray node) {
            return switch (node.component()) {
                case BYTE -> CodeBlock.of("$L.getBinary($L)", c, p);
                case CHAR -> CodeBlock.of("$L.getString($L).toString().toCharArray()", c, p);
                default -> CodeBlock.of("$L.getArray($L).to$LArray()", c, p, node.component().ioSuffix());
            };
        }

        public CodeBlock objectArray(TypeNode.ObjectArray node) {
            return elements(node, node.component(), Container.of(node));
        }

        public CodeBlock collection(TypeNode.CollectionNode node) {
            return elements(node, node.element(), Container.of(node));
        }

        private CodeBlock elements(TypeNode node, TypeNode element, Container container) {
            String array = body.names.newName(hint + "Array");
            body.code.addStatement("$T $L = $L.getArray($L)", ARRAY_DATA, array, c, p);
            return body.readContainer(node, container, hint, CodeBlock.of("$L.size()", array), (i, each) ->
                    element.accept(new ReadInto(body, sql.children().get(0), array, CodeBlock.of("$L", i), each)));
        }

        public CodeBlock map(TypeNode.MapNode node) {
            LocalNames names = body.names;
            CodeBlock.Builder code = body.code;
            String data = names.newName(hint + "Map");
            code.addStatement("$T $L = $L.getMap($L)", MAP_DATA, data, c, p);
            String keys = names.newName(hint + "Keys");
            String values = names.newName(hint + "Values");
            code.addStatement("$T $L = $L.keyArray()", ARRAY_DATA, keys, data);
            code.addStatement("$T $L = $L.valueArray()", ARRAY_DATA, values, data);
            String result = names.newName(hint + "Read");
            code.addStatement("$T $L = $L", node.typeName(), result, Containers.newMap(node, null));
            String i = names.newName("i");
            code.beginControlFlow("for (int $L = 0; $L < $L.size(); $L++)", i, i, data, i);
            String key = names.newName(hint + "Key");
            String value = names.newName(hint + "Value");
            node.key().accept(new ReadInto(body, sql.children().get(0), keys, CodeBlock.of("$L", i), key));
            node.value().accept(new ReadInto(body, sql.children().get(1), values, CodeBlock.of("$L", i), value));
            code.addStatement("$L.put($L, $L)", result, key, value);
            code.endControlFlow();
            return CodeBlock.of("$L", result);
        }

        public CodeBlock optional(TypeNode.OptionalNode node) {
            return CodeBlock.of("$T.of($L)", Optional.class, node.element().accept(this));
        }

        public CodeBlock nested(TypeNode.Nested node) {
            ClassName schema = node.names().get(GeneratedClass.SCHEMA);
            return CodeBlock.of("$T.readRowData($L.getRow($L, $T.FIELD_COUNT))", schema, c, p, schema);
        }

        public CodeBlock delegated(TypeNode.Delegated node) {
            throw noColumn(node);
        }

        /** A ROW of the elements {@code f0}, {@code f1}, ..., each of which may be null, as a new tuple. */
        public CodeBlock tuple(TypeNode.TupleNode node) {
            if (node.elements().isEmpty()) {
                return CodeBlock.of("$T.INSTANCE", node.rawType());
            }
            String row = body.names.newName(hint + "Row");
            body.code.addStatement("$T $L = $L.getRow($L, $L)", ROW_DATA, row, c, p, node.elements().size());
            List<CodeBlock> elements = new ArrayList<>();
            for (int i = 0; i < node.elements().size(); i++) {
                String element = body.names.newName(hint + "F" + i);
                node.elements().get(i).accept(new ReadInto(body.at(body.location + ".f" + i), sql.children().get(i),
                        row, CodeBlock.of("$L", i), element));
                elements.add(CodeBlock.of("$L", element));
            }
            return CodeBlock.of("new $T<>($L)", node.rawType(), CodeBlock.join(elements, ",$W"));
        }

        /** The non-null stored form, converted back. */
        public CodeBlock converted(TypeNode.Converted node) {
            CodeBlock stored = node.stored().accept(this);
            return CodeBlock.of("$L.fromStored($L)", converters.of(node.converter()), stored);
        }
    }
}
