package io.github.typegen.processor.model;

import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.PrimaryKey;
import io.github.typegen.annotations.RowTime;
import io.github.typegen.annotations.Watermark;
import io.github.typegen.format.Shape;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;

/**
 * Reads the table annotations of a {@code @FlinkType} ({@code @Column}, {@code @RowTime}, {@code
 * @Watermark}, {@code @PrimaryKey}) on top of its {@link TypeModel}, parses and checks explicit SQL types,
 * and reports every problem on the field it is about, or on the annotation value that is wrong. Kept apart
 * from {@link ModelBuilder}: serialization never depends on these annotations.
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
        FieldModel rowTimeField = null;
        String rowTime = null;
        boolean valid = true;
        for (FieldModel field : type.fields()) {
            Element element = field.element();
            Column column = element.getAnnotation(Column.class);
            boolean isRowTime = element.getAnnotation(RowTime.class) != null;
            String name = column == null || column.name().isEmpty() ? field.name() : column.name();
            FieldModel previous = names.putIfAbsent(name, field);
            if (previous != null) {
                errorOnValue(element, Column.class, "name", Message.DUPLICATE_COLUMN, field.name(), className, name,
                        previous.name());
                valid = false;
                continue;
            }
            boolean explicit = column != null && !column.type().isEmpty();
            SqlType sqlType = explicit ? explicitType(field, className, column.type())
                    : SqlTypes.defaultFor(field.type(), isRowTime);
            if (sqlType == null) {
                valid = false;
                continue;
            }
            if (isRowTime) {
                if (rowTimeField != null) {
                    reporter.error(element, Message.TWO_ROW_TIMES, className, rowTimeField.name(), field.name());
                    valid = false;
                    continue;
                }
                Message problem = rowTimeProblem(sqlType);
                if (problem != null) {
                    Object[] args = {field.name(), className, sqlType.summary()};
                    if (explicit) {
                        errorOnValue(element, Column.class, "type", problem, args);
                    } else {
                        reporter.error(element, problem, args);
                    }
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
            errorOnValue(type.element(), Watermark.class, "value", Message.WATERMARK_WITHOUT_ROW_TIME, className,
                    watermark.value());
            valid = false;
        }
        if (!valid) {
            return null;
        }
        String watermarkExpression = rowTime == null ? null : watermark == null ? SOURCE_WATERMARK : watermark.value();
        return new TableModel(type, List.copyOf(columns), rowTime, watermarkExpression, List.copyOf(primaryKey));
    }

    /** The parsed {@code @Column(type = ...)} of {@code field}; null after reporting on the value. */
    private SqlType explicitType(FieldModel field, String className, String text) {
        SqlType parsed;
        try {
            parsed = SqlTypes.parse(text);
        } catch (SqlTypes.ParseException e) {
            errorOnValue(field.element(), Column.class, "type", Message.BAD_SQL_TYPE, field.name(), className, text,
                    e.getMessage());
            return null;
        }
        String mismatch = SqlTypes.mismatch(field.type(), parsed);
        if (mismatch != null) {
            errorOnValue(field.element(), Column.class, "type", Message.SQL_TYPE_MISMATCH, field.name(), className,
                    parsed.summary(), mismatch);
            return null;
        }
        // a primitive can hold no null: its column is NOT NULL whatever the explicit type says
        return field.nullable() ? parsed : parsed.withNotNull(true);
    }

    /** What is wrong with a rowtime column of {@code type}, or null when it is a valid time attribute. */
    private static Message rowTimeProblem(SqlType type) {
        if (type.root() != SqlTypes.Root.TIMESTAMP && type.root() != SqlTypes.Root.TIMESTAMP_LTZ) {
            return Message.ROW_TIME_TYPE;
        }
        return type.precision() == 3 ? null : Message.ROW_TIME_PRECISION;
    }

    private TableModel sealed(TypeModel type, Watermark watermark) {
        if (watermark != null) {
            errorOnValue(type.element(), Watermark.class, "value", Message.WATERMARK_ON_SEALED,
                    type.element().getQualifiedName());
            return null;
        }
        List<TableModel.Column> columns = new ArrayList<>();
        for (GeneratedNames subtype : type.subtypes()) {
            SqlType row = new SqlType(SqlTypes.Root.ROW, -1, -1, false, List.of(), subtype);
            columns.add(new TableModel.Column(subtype.type().simpleName(), row, null, subtype));
        }
        return new TableModel(type, List.copyOf(columns), null, null, List.of());
    }

    /**
     * Reports {@code message} on the value {@code member} of the annotation {@code annotation} of {@code
     * element} where it is written there, else on the element.
     */
    private void errorOnValue(Element element, Class<? extends Annotation> annotation, String member,
            Message message, Object... args) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            TypeElement declaration = (TypeElement) mirror.getAnnotationType().asElement();
            if (!declaration.getQualifiedName().contentEquals(annotation.getCanonicalName())) {
                continue;
            }
            for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> value
                    : mirror.getElementValues().entrySet()) {
                if (value.getKey().getSimpleName().contentEquals(member)) {
                    reporter.error(element, mirror, value.getValue(), message, args);
                    return;
                }
            }
        }
        reporter.error(element, message, args);
    }
}
