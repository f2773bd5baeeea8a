package io.github.typegen.processor.writing;

import java.math.BigDecimal;
import java.net.URI;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
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
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.regex.Pattern;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.WildcardTypeName;

import io.github.typegen.format.GeneratedClass;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.model.JavaTypes;
import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * Writes {@code writeRow} and {@code readRow} of {@code FooSchema}: a {@code @FlinkType} to and from
 * Flink's external {@code Row}, whose columns hold the default conversion classes of their types: boxed
 * numbers, {@code String}, {@code BigDecimal}, {@code java.time} values, arrays and maps.
 */
final class RowConverterWriter extends ConverterWriter {

    static final ClassName ROW = ClassName.get("org.apache.flink.types", "Row");
    private static final ClassName ROW_KIND = ClassName.get("org.apache.flink.types", "RowKind");
    private static final ClassName STRING = ClassName.get(String.class);
    private static final TypeName OBJECTS = ArrayTypeName.of(TypeName.OBJECT);

    RowConverterWriter(TableModel table, ConverterConstants converters) {
        super(table, converters);
    }

    @Override
    String writeName() {
        return "writeRow";
    }

    @Override
    String readName() {
        return "readRow";
    }

    @Override
    TypeName writtenRow() {
        return ROW;
    }

    @Override
    CodeBlock newRow() {
        return CodeBlock.of("$T.withPositions($T.INSERT, FIELD_COUNT)", ROW, ROW_KIND);
    }

    @Override
    String writeJavadoc() {
        return "{@code value} as an insert-only row, its columns by position.\n";
    }

    @Override
    ClassName readRow() {
        return ROW;
    }

    @Override
    String readJavadoc() {
        return "The instance whose columns {@code row} holds by position.\n";
    }

    @Override
    CodeBlock subtypePresent(int column) {
        return CodeBlock.of("row.getField($L) != null", column);
    }

    @Override
    CodeBlock subtypeRow(int column, ClassName schema) {
        return CodeBlock.of("($T) row.getField($L)", ROW, column);
    }

    @Override
    String suffix() {
        return "External";
    }

    // ---- writing ----

    @Override
    TypeName representation(TypeNode node) {
        return node.accept(EXTERNAL_CLASS);
    }

    @Override
    CodeBlock string(CodeBlock value) {
        return value;
    }

    @Override
    CodeBlock value(Body body, ValueKind kind, CodeBlock value, SqlType sql) {
        return switch (kind) {
            case BIG_DECIMAL -> decimal(body, value, sql);
            case BIG_INTEGER -> decimal(body, CodeBlock.of("new $T($L)", BigDecimal.class, value), sql);
            case UUID_ -> CodeBlock.of("$L.toString()", value);
            // Flink's default conversion classes of TIMESTAMP_LTZ, TIMESTAMP, DATE, TIME and INTERVAL SECOND
            case INSTANT, LOCAL_DATE_TIME, LOCAL_DATE, LOCAL_TIME, DURATION -> value;
            // to the default conversion class of their column, as Flink's own converters would
            // by its milliseconds: the toInstant() of a java.sql.Date or Time held in a Date field throws
            case DATE -> CodeBlock.of("$T.ofEpochMilli($L.getTime())", Instant.class, value);
            case OFFSET_DATE_TIME, ZONED_DATE_TIME -> CodeBlock.of("$L.toInstant()", value);
            case SQL_DATE -> CodeBlock.of("$L.toLocalDate()", value);
            case SQL_TIME -> CodeBlock.of("$L.toLocalTime()", value);
            case SQL_TIMESTAMP -> CodeBlock.of("$L.toLocalDateTime()", value);
            case ZONE_ID, ZONE_OFFSET -> CodeBlock.of("$L.getId()", value);
            case PERIOD -> CodeBlock.of("$L.withDays(0).normalized()", value);
            case YEAR -> CodeBlock.of("$L.getValue()", value);
            case YEAR_MONTH -> CodeBlock.of("$L.atDay(1)", value);
            case CURRENCY -> CodeBlock.of("$L.getCurrencyCode()", value);
            case LOCALE -> CodeBlock.of("$L.toLanguageTag()", value);
            case URI_ -> CodeBlock.of("$L.toString()", value);
            case URL_ -> CodeBlock.of("$L.toExternalForm()", value);
            case PATTERN -> CodeBlock.of("$T.patternText($L,$W$S)", ROW_CONVERSIONS, value, body.location);
            case INET_ADDRESS -> CodeBlock.of("$L.getAddress()", value);
            case BIT_SET -> CodeBlock.of("$L.toByteArray()", value);
            case OPTIONAL_INT, OPTIONAL_LONG, OPTIONAL_DOUBLE -> CodeBlock.of("$T.orNull($L)", ROW_CONVERSIONS, value);
        };
    }

    /** The value rounded to the column's scale and checked to fit its precision, still a BigDecimal. */
    private static CodeBlock decimal(Body body, CodeBlock value, SqlType sql) {
        return CodeBlock.of("$T.bigDecimal($L, $L, $L,$W$S)", ROW_CONVERSIONS, value, sql.precision(), sql.scale(),
                body.location);
    }

    @Override
    boolean isOwnRepresentation(ValueKind kind) {
        return switch (kind) {
            case BIG_DECIMAL, BIG_INTEGER, UUID_, DATE, SQL_DATE, SQL_TIME, SQL_TIMESTAMP, OFFSET_DATE_TIME,
                    ZONED_DATE_TIME, ZONE_ID, ZONE_OFFSET, PERIOD, YEAR, YEAR_MONTH, CURRENCY, LOCALE, URI_, URL_,
                    INET_ADDRESS, BIT_SET, OPTIONAL_INT, OPTIONAL_LONG, OPTIONAL_DOUBLE, PATTERN -> false;
            case INSTANT, LOCAL_DATE_TIME, LOCAL_DATE, LOCAL_TIME, DURATION -> true;
        };
    }

    @Override
    boolean isStringOwnRepresentation() {
        return true;
    }

    @Override
    CodeBlock primitiveArray(Body body, PrimitiveKind component, CodeBlock value, String hint) {
        String target = body.names.newName(hint + "Boxed");
        TypeName box = JavaTypes.boxed(component);
        body.code.addStatement("$T[] $L = new $T[$L.length]", box, target, box, value);
        String i = body.names.newName("i");
        body.code.beginControlFlow("for (int $L = 0; $L < $L.length; $L++)", i, i, value, i);
        body.code.addStatement("$L[$L] = $L[$L]", target, i, value, i);
        body.code.endControlFlow();
        return CodeBlock.of("$L", target);
    }

    @Override
    TypeName elementsComponent(TypeNode element) {
        return creatable(representation(element));
    }

    @Override
    CodeBlock array(CodeBlock collected) {
        return collected;
    }

    @Override
    CodeBlock map(CodeBlock collected) {
        return collected;
    }

    @Override
    CodeBlock row(List<CodeBlock> fields) {
        return CodeBlock.of("$T.of($L)", ROW, CodeBlock.join(fields, ",$W"));
    }

    /** The default conversion class of each kind's column type: what {@code writeRow} puts in a row. */
    private static final TypeNode.Visitor<TypeName> EXTERNAL_CLASS = new TypeNode.Visitor<>() {
        public TypeName primitive(TypeNode.Primitive node) {
            return node.kind() == PrimitiveKind.CHAR ? STRING : JavaTypes.boxed(node.kind());
        }

        public TypeName boxed(TypeNode.Boxed node) {
            return node.kind() == PrimitiveKind.CHAR ? STRING : JavaTypes.boxed(node.kind());
        }

        public TypeName string(TypeNode.Str node) {
            return STRING;
        }

        public TypeName enumType(TypeNode.EnumNode node) {
            return STRING;
        }

        public TypeName value(TypeNode.Value node) {
            return switch (node.kind()) {
                case BIG_DECIMAL, BIG_INTEGER -> ClassName.get(BigDecimal.class);
                case UUID_ -> STRING;
                case INSTANT, LOCAL_DATE_TIME, LOCAL_DATE, LOCAL_TIME, DURATION, PERIOD ->
                        ClassName.get(node.kind().type());
                case DATE, OFFSET_DATE_TIME, ZONED_DATE_TIME -> ClassName.get(Instant.class);
                case SQL_DATE, YEAR_MONTH -> ClassName.get(LocalDate.class);
                case SQL_TIME -> ClassName.get(LocalTime.class);
                case SQL_TIMESTAMP -> ClassName.get(LocalDateTime.class);
                case ZONE_ID, ZONE_OFFSET -> STRING;
                case YEAR -> TypeName.INT.box();
                case CURRENCY, LOCALE, URI_, URL_, PATTERN -> STRING;
                case INET_ADDRESS, BIT_SET -> ArrayTypeName.of(TypeName.BYTE);
                case OPTIONAL_INT -> TypeName.INT.box();
                case OPTIONAL_LONG -> TypeName.LONG.box();
                case OPTIONAL_DOUBLE -> TypeName.DOUBLE.box();
            };
        }

        public TypeName primitiveArray(TypeNode.PrimitiveArray node) {
            return switch (node.component()) {
                case BYTE -> ArrayTypeName.of(TypeName.BYTE);
                case CHAR -> STRING;
                default -> ArrayTypeName.of(JavaTypes.boxed(node.component()));
            };
        }

        public TypeName objectArray(TypeNode.ObjectArray node) {
            return ArrayTypeName.of(creatable(node.component().accept(this)));
        }

        public TypeName collection(TypeNode.CollectionNode node) {
            return ArrayTypeName.of(creatable(node.element().accept(this)));
        }

        public TypeName map(TypeNode.MapNode node) {
            return ParameterizedTypeName.get(ClassName.get(Map.class), node.key().accept(this).box(),
                    node.value().accept(this).box());
        }

        public TypeName optional(TypeNode.OptionalNode node) {
            return node.element().accept(this);
        }

        public TypeName nested(TypeNode.Nested node) {
            return ROW;
        }

        public TypeName delegated(TypeNode.Delegated node) {
            throw noColumn(node);
        }

        public TypeName tuple(TypeNode.TupleNode node) {
            return ROW;
        }

        public TypeName converted(TypeNode.Converted node) {
            return node.stored().accept(this);
        }
    };

    // ---- reading ----

    /**
     * The class a row's value of each kind is read as: the default conversion class, or for arrays and maps
     * the widest class that holds any of their conversions ({@code Object[]}, {@code Map<?, ?>}).
     */
    private static final TypeNode.Visitor<TypeName> READ_AS = new TypeNode.Visitor<>() {
        public TypeName primitive(TypeNode.Primitive node) {
            return EXTERNAL_CLASS.primitive(node);
        }

        public TypeName boxed(TypeNode.Boxed node) {
            return EXTERNAL_CLASS.boxed(node);
        }

        public TypeName string(TypeNode.Str node) {
            return STRING;
        }

        public TypeName enumType(TypeNode.EnumNode node) {
            return STRING;
        }

        public TypeName value(TypeNode.Value node) {
            return EXTERNAL_CLASS.value(node);
        }

        public TypeName primitiveArray(TypeNode.PrimitiveArray node) {
            return switch (node.component()) {
                case BYTE -> ArrayTypeName.of(TypeName.BYTE);
                case CHAR -> STRING;
                default -> OBJECTS;
            };
        }

        public TypeName objectArray(TypeNode.ObjectArray node) {
            return OBJECTS;
        }

        public TypeName collection(TypeNode.CollectionNode node) {
            return OBJECTS;
        }

        public TypeName map(TypeNode.MapNode node) {
            return ParameterizedTypeName.get(ClassName.get(Map.class), WildcardTypeName.subtypeOf(Object.class),
                    WildcardTypeName.subtypeOf(Object.class));
        }

        public TypeName optional(TypeNode.OptionalNode node) {
            return node.element().accept(this);
        }

        public TypeName nested(TypeNode.Nested node) {
            return ROW;
        }

        public TypeName delegated(TypeNode.Delegated node) {
            throw noColumn(node);
        }

        public TypeName tuple(TypeNode.TupleNode node) {
            return ROW;
        }

        public TypeName converted(TypeNode.Converted node) {
            return node.stored().accept(this);
        }
    };

    @Override
    void readColumn(Body body, TableModel.Column column, int position, String local) {
        column.field().type().accept(new ReadInto(body, column.sqlType(), CodeBlock.of("row.getField($L)", position),
                local));
    }

    /**
     * Declares {@code local} (of the node's Java type) and assigns it the external value {@code value} (an
     * expression of type Object) converted, null (or empty) when it is null.
     */
    private final class ReadInto extends ReadColumn {
        private final Body body;
        private final SqlType sql;
        private final CodeBlock value;
        private final String local;

        ReadInto(Body body, SqlType sql, CodeBlock value, String local) {
            this.body = body;
            this.sql = sql;
            this.value = value;
            this.local = local;
        }

        public Void primitive(TypeNode.Primitive node) {
            CodeBlock checked = CodeBlock.of("$T.notNull(($T) $L,$W$S)", ROW_CONVERSIONS, node.accept(READ_AS), value,
                    body.location);
            body.code.addStatement("$L = $L", declaration(node.typeName(), local),
                    node.kind() == PrimitiveKind.CHAR ? CodeBlock.of("$L.charAt(0)", checked) : checked);
            return null;
        }

        public Void optional(TypeNode.OptionalNode node) {
            read(node.element(), declaration(node.typeName(), local), true);
            return null;
        }

        @Override
        Void orNull(TypeNode node) {
            read(node, declaration(node.typeName(), local), false);
            return null;
        }

        /** The stored form as its column holds it, converted back unless null. */
        public Void converted(TypeNode.Converted node) {
            String stored = body.names.newName(local + "Stored");
            node.stored().accept(new ReadInto(body, sql, value, stored));
            body.code.addStatement("$L = $L == null ? null :$W$L.fromStored($L)", declaration(node.typeName(), local),
                    stored, converters.of(node.converter()), stored);
            return null;
        }

        /**
         * Reads the value as {@code node}, or as an {@code Optional} of it: a plain cast where the row holds the
         * Java type itself (a cast lets null through), else a typed local and the conversion of a non-null one.
         */
        private void read(TypeNode node, CodeBlock declaration, boolean optional) {
            TypeName readAs = node.accept(READ_AS);
            if (readAs.equals(node.typeName()) && !optional) {
                body.code.addStatement("$L = ($T) $L", declaration, readAs, value);
                return;
            }
            String source = body.names.newName(local + "Field");
            body.code.addStatement("$T $L = ($T) $L", readAs, source, readAs, value);
            Body inner = body.inner();
            CodeBlock converted = node.accept(new Convert(inner, sql, CodeBlock.of("$L", source), local));
            if (optional) {
                converted = CodeBlock.of("$T.of($L)", Optional.class, converted);
            }
            CodeBlock absent = optional ? CodeBlock.of("$T.empty()", Optional.class) : absent(node);
            CodeBlock statements = inner.code.build();
            if (statements.isEmpty()) {
                body.code.addStatement("$L = $L == null ? $L : $L", declaration, source, absent, converted);
            } else {
                body.code.addStatement("$L = $L", declaration, absent);
                body.code.beginControlFlow("if ($L != null)", source);
                body.code.add(statements);
                body.code.addStatement("$L = $L", local, converted);
                body.code.endControlFlow();
            }
        }
    }

    /** Converts a non-null value, already cast to its {@link #READ_AS} class, to the Java type. */
    private final class Convert implements TypeNode.Visitor<CodeBlock> {
        private final Body body;
        private final SqlType sql;
        private final CodeBlock source;
        private final String hint;

        Convert(Body body, SqlType sql, CodeBlock source, String hint) {
            this.body = body;
            this.sql = sql;
            this.source = source;
            this.hint = hint;
        }

        public CodeBlock primitive(TypeNode.Primitive node) {
            return node.kind() == PrimitiveKind.CHAR ? CodeBlock.of("$L.charAt(0)", source) : source;
        }

        public CodeBlock boxed(TypeNode.Boxed node) {
            return node.kind() == PrimitiveKind.CHAR ? CodeBlock.of("$L.charAt(0)", source) : source;
        }

        public CodeBlock string(TypeNode.Str node) {
            return source;
        }

        public CodeBlock enumType(TypeNode.EnumNode node) {
            return CodeBlock.of("$T.valueOf($L)", node.type(), source);
        }

        public CodeBlock value(TypeNode.Value node) {
            return switch (node.kind()) {
                case BIG_INTEGER -> CodeBlock.of("$L.toBigIntegerExact()", source);
                case UUID_ -> CodeBlock.of("$T.fromString($L)", UUID.class, source);
                case BIG_DECIMAL, INSTANT, LOCAL_DATE_TIME, LOCAL_DATE, LOCAL_TIME, DURATION -> source;
                case DATE -> CodeBlock.of("$T.from($L)", Date.class, source);
                case SQL_DATE -> CodeBlock.of("$T.valueOf($L)", java.sql.Date.class, source);
                case SQL_TIME -> CodeBlock.of("$T.valueOf($L)", java.sql.Time.class, source);
                case SQL_TIMESTAMP -> CodeBlock.of("$T.valueOf($L)", java.sql.Timestamp.class, source);
                // SQL keeps the instant only: it reads back at offset zero
                case OFFSET_DATE_TIME -> CodeBlock.of("$T.ofInstant($L, $T.UTC)", OffsetDateTime.class, source,
                        ZoneOffset.class);
                case ZONED_DATE_TIME -> CodeBlock.of("$T.ofInstant($L, $T.UTC)", ZonedDateTime.class, source,
                        ZoneOffset.class);
                case ZONE_ID -> CodeBlock.of("$T.of($L)", ZoneId.class, source);
                case ZONE_OFFSET -> CodeBlock.of("$T.of($L)", ZoneOffset.class, source);
                case PERIOD -> CodeBlock.of("$L.normalized()", source);
                case YEAR -> CodeBlock.of("$T.of($L)", Year.class, source);
                case YEAR_MONTH -> CodeBlock.of("$T.from($L)", YearMonth.class, source);
                case CURRENCY -> CodeBlock.of("$T.getInstance($L)", Currency.class, source);
                case LOCALE -> CodeBlock.of("$T.forLanguageTag($L)", Locale.class, source);
                case URI_ -> CodeBlock.of("$T.create($L)", URI.class, source);
                case URL_ -> CodeBlock.of("$T.url($L,$W$S)", ROW_CONVERSIONS, source, body.location);
                case PATTERN -> CodeBlock.of("$T.compile($L)", Pattern.class, source);
                case INET_ADDRESS -> CodeBlock.of("$T.inetAddress($L,$W$S)", ROW_CONVERSIONS, source, body.location);
                case BIT_SET -> CodeBlock.of("$T.valueOf($L)", BitSet.class, source);
                case OPTIONAL_INT -> CodeBlock.of("$T.of($L)", OptionalInt.class, source);
                case OPTIONAL_LONG -> CodeBlock.of("$T.of($L)", OptionalLong.class, source);
                case OPTIONAL_DOUBLE -> CodeBlock.of("$T.of($L)", OptionalDouble.class, source);
            };
        }

        public CodeBlock primitiveArray(TypeNode.PrimitiveArray node) {
            return switch (node.component()) {
                case BYTE -> source;
                case CHAR -> CodeBlock.of("$L.toCharArray()", source);
                default -> {
                    String result = body.names.newName(hint + "Read");
                    body.code.addStatement("$T $L = new $T[$L.length]", node.typeName(), result,
                            JavaTypes.primitive(node.component()), source);
                    String i = body.names.newName("i");
                    body.code.beginControlFlow("for (int $L = 0; $L < $L.length; $L++)", i, i, source, i);
                    body.code.addStatement("$L[$L] = $T.notNull(($T) $L[$L],$W$S)", result, i, ROW_CONVERSIONS,
                            JavaTypes.boxed(node.component()), source, i, body.location);
                    body.code.endControlFlow();
                    yield CodeBlock.of("$L", result);
                }
            };
        }

        public CodeBlock objectArray(TypeNode.ObjectArray node) {
            return elements(node, node.component(), Container.of(node));
        }

        public CodeBlock collection(TypeNode.CollectionNode node) {
            return elements(node, node.element(), Container.of(node));
        }

        private CodeBlock elements(TypeNode node, TypeNode element, Container container) {
            return body.readContainer(node, container, hint, CodeBlock.of("$L.length", source), (i, each) ->
                    element.accept(new ReadInto(body, sql.children().get(0), CodeBlock.of("$L[$L]", source, i),
                            each)));
        }

        public CodeBlock map(TypeNode.MapNode node) {
            String result = body.names.newName(hint + "Read");
            body.code.addStatement("$T $L = $L", node.typeName(), result, Containers.newMap(node, null));
            String entry = body.names.newName(hint + "Entry");
            body.code.beginControlFlow("for ($T $L : $L.entrySet())", ParameterizedTypeName.get(
                    ClassName.get(Map.Entry.class), WildcardTypeName.subtypeOf(Object.class),
                    WildcardTypeName.subtypeOf(Object.class)), entry, source);
            String key = body.names.newName(hint + "Key");
            String value = body.names.newName(hint + "Value");
            node.key().accept(new ReadInto(body, sql.children().get(0), CodeBlock.of("$L.getKey()", entry), key));
            node.value().accept(new ReadInto(body, sql.children().get(1), CodeBlock.of("$L.getValue()", entry),
                    value));
            body.code.addStatement("$L.put($L, $L)", result, key, value);
            body.code.endControlFlow();
            return CodeBlock.of("$L", result);
        }

        public CodeBlock optional(TypeNode.OptionalNode node) {
            return CodeBlock.of("$T.of($L)", Optional.class, node.element().accept(this));
        }

        public CodeBlock nested(TypeNode.Nested node) {
            return CodeBlock.of("$T.readRow($L)", node.names().get(GeneratedClass.SCHEMA), source);
        }

        /** A ROW of the elements {@code f0}, {@code f1}, ..., each of which may be null, as a new tuple. */
        public CodeBlock tuple(TypeNode.TupleNode node) {
            if (node.elements().isEmpty()) {
                return CodeBlock.of("$T.INSTANCE", node.rawType());
            }
            List<CodeBlock> elements = new ArrayList<>();
            for (int i = 0; i < node.elements().size(); i++) {
                String element = body.names.newName(hint + "F" + i);
                node.elements().get(i).accept(new ReadInto(body.at(body.location + ".f" + i), sql.children().get(i),
                        CodeBlock.of("$L.getField($L)", source, i), element));
                elements.add(CodeBlock.of("$L", element));
            }
            return CodeBlock.of("new $T<>($L)", node.rawType(), CodeBlock.join(elements, ",$W"));
        }

        public CodeBlock delegated(TypeNode.Delegated node) {
            throw noColumn(node);
        }

        /** The non-null stored form, converted back. */
        public CodeBlock converted(TypeNode.Converted node) {
            CodeBlock stored = node.stored().accept(this);
            return CodeBlock.of("$L.fromStored($L)", converters.of(node.converter()), stored);
        }
    }
}
