package io.github.typegen.processor.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.lang.model.element.Element;

import com.squareup.javapoet.ClassName;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.PrimaryKey;
import io.github.typegen.annotations.RowTime;
import io.github.typegen.annotations.Watermark;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;

/**
 * Reads the table annotations of a {@code @FlinkType} ({@code @Column}, {@code @RowTime}, {@code
 * @Watermark}, {@code @PrimaryKey}) on top of its {@link TypeModel}, parses and checks explicit SQL types,
 * and reports every problem on the field it is about. Kept apart from {@link ModelBuilder}: serialization
 * never depends on these annotations.
 */
public final class TableModelBuilder {

    private static final String SOURCE_WATERMARK = "SOURCE_WATERMARK()";

    private final Reporter reporter;

    public TableModelBuilder(Reporter reporter) {
        this.reporter = reporter;
    }

    /** The table model of {@code type}; null after reporting, when an annotation is invalid. */
    public TableModel build(TypeModel type) {
        Watermark watermark = type.element().getAnnotation(Watermark.class);
        if (type.shape() == Shape.SEALED) {
            return sealed(type, watermark);
        }
        String className = type.element().getQualifiedName().toString();
        List<TableModel.Column> columns = new ArrayList<>();
        Map<String, FieldModel> names = new LinkedHashMap<>();
        List<String> primaryKey = new ArrayList<>();
        String rowTime = null;
        FieldModel rowTimeField = null;
        boolean valid = true;
        for (FieldModel field : type.fields()) {
            Element element = field.element();
            Column column = element.getAnnotation(Column.class);
            boolean isRowTime = element.getAnnotation(RowTime.class) != null;
            String name = column == null || column.name().isEmpty() ? field.name() : column.name();
            FieldModel previous = names.putIfAbsent(name, field);
            if (previous != null) {
                reporter.error(element, Message.DUPLICATE_COLUMN, field.name(), className, name, previous.name());
                valid = false;
                continue;
            }
            SqlType sqlType = SqlTypes.defaultFor(field.type(), isRowTime);
            if (column != null && !column.type().isEmpty()) {
                sqlType = explicitType(field, className, column.type());
                if (sqlType == null) {
                    valid = false;
                    continue;
                }
            }
            if (isRowTime) {
                if (rowTimeField != null) {
                    reporter.error(element, Message.BAD_ROW_TIME, className,
                            "fields '" + rowTimeField.name() + "' and '" + field.name() + "' are both @RowTime",
                            "Keep @RowTime on one field: a table has one event-time attribute.");
                    valid = false;
                    continue;
                }
                String problem = rowTimeProblem(sqlType);
                if (problem != null) {
                    reporter.error(element, Message.BAD_ROW_TIME, className,
                            "@RowTime field '" + field.name() + "' " + problem,
                            "Declare it as an Instant (TIMESTAMP_LTZ(3)) or a LocalDateTime (TIMESTAMP(3)).");
                    valid = false;
                    continue;
                }
                rowTimeField = field;
                rowTime = name;
            }
            if (element.getAnnotation(PrimaryKey.class) != null) {
                // Flink requires primary key columns to be NOT NULL
                primaryKey.add(name);
                sqlType = sqlType.withNotNull(true);
            }
            columns.add(new TableModel.Column(name, sqlType, field, null));
        }
        if (watermark != null && rowTime == null && valid) {
            reporter.error(type.element(), Message.BAD_ROW_TIME, className,
                    "it declares @Watermark(\"" + watermark.value() + "\") but no field is @RowTime",
                    "Annotate the event-time field with @RowTime, or remove @Watermark.");
            valid = false;
        }
        if (!valid) {
            return null;
        }
        String watermarkExpression = rowTime == null ? null : watermark == null ? SOURCE_WATERMARK : watermark.value();
        return new TableModel(type, List.copyOf(columns), rowTime, watermarkExpression, List.copyOf(primaryKey));
    }

    private SqlType explicitType(FieldModel field, String className, String text) {
        SqlType parsed;
        try {
            parsed = SqlTypes.parse(text);
        } catch (SqlTypes.ParseException e) {
            reporter.error(field.element(), Message.BAD_SQL_TYPE, field.name(), className, text, e.getMessage());
            return null;
        }
        String mismatch = SqlTypes.mismatch(field.type(), parsed);
        if (mismatch != null) {
            reporter.error(field.element(), Message.SQL_TYPE_MISMATCH, field.name(), className, parsed.summary(),
                    mismatch);
            return null;
        }
        // a primitive can hold no null: its column is NOT NULL whatever the explicit type says
        return field.type() instanceof TypeNode.Primitive ? parsed.withNotNull(true) : parsed;
    }

    private static String rowTimeProblem(SqlType type) {
        if (type.root() != SqlTypes.Root.TIMESTAMP && type.root() != SqlTypes.Root.TIMESTAMP_LTZ) {
            return "has the column type " + type.summary() + "; Flink's time attributes are TIMESTAMP(3) or"
                    + " TIMESTAMP_LTZ(3)";
        }
        if (type.precision() != 3) {
            return "has the column type " + type.summary() + "; Flink's time attributes have precision 3";
        }
        return null;
    }

    private TableModel sealed(TypeModel type, Watermark watermark) {
        if (watermark != null) {
            reporter.error(type.element(), Message.BAD_ROW_TIME, type.element().getQualifiedName(),
                    "a sealed hierarchy's table has one ROW column per subtype and no rowtime field",
                    "Remove @Watermark from the sealed type.");
            return null;
        }
        List<TableModel.Column> columns = new ArrayList<>();
        for (ClassName subtype : type.subtypes()) {
            SqlType row = new SqlType(SqlTypes.Root.ROW, -1, -1, false, List.of(), subtype);
            columns.add(new TableModel.Column(subtype.simpleName(), row, null, subtype));
        }
        return new TableModel(type, List.copyOf(columns), null, null, List.of());
    }
}
