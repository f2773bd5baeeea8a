package io.github.typegen.processor.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.model.GeneratedNames;
import io.github.typegen.processor.model.ModelBuilder;
import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.model.TableModelBuilder;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.sql.SqlColumn;

/**
 * The columns of a {@code @FlinkType}'s generated schema as SQL text Flink's parser reads, for the {@link
 * io.github.typegen.processor.sql.SqlQuery} of a {@code @Stage.Sql} stage: exactly the columns, types and
 * nullability {@code FooSchema} declares, with a nested {@code @FlinkType} written out as the full {@code
 * ROW<...>} of its own schema's columns. The models are read again here with a silent reporter: the model and
 * table steps have reported their problems (and a nested type of another module is not this compilation's to
 * report on), and a type with problems has no schema, so no stage over it gets here.
 */
final class QueryColumns {

    /**
     * The table of a {@code @FlinkType} as a query's input or output sees it.
     *
     * @param model its table model, the columns' fields
     * @param columns its columns, in the schema's order
     * @param rowTime its rowtime column; null when it has none
     * @param watermark the watermark expression of the rowtime column; null when there is none
     */
    record Table(TableModel model, List<SqlColumn> columns, String rowTime, String watermark) {}

    private final Elements elements;
    private final ModelBuilder models;
    private final TableModelBuilder tables = new TableModelBuilder(Reporter.silent());

    QueryColumns(Elements elements, Types types) {
        this.elements = elements;
        this.models = new ModelBuilder(elements, types, Reporter.silent());
    }

    /** The table of {@code type}; empty when its table model cannot be read (its errors are reported on it). */
    Optional<Table> of(TypeModel type) {
        TableModel table = tables.build(type);
        if (table == null) {
            return Optional.empty();
        }
        List<SqlColumn> columns = new ArrayList<>();
        for (TableModel.Column column : table.columns()) {
            Optional<String> text = text(column.sqlType());
            if (text.isEmpty()) {
                return Optional.empty();
            }
            columns.add(new SqlColumn(column.name(), text.get()));
        }
        return Optional.of(new Table(table, List.copyOf(columns), table.rowTime(), table.watermark()));
    }

    /** {@code type} as Flink's SQL parser reads it, nullability included; empty when a nested type has no model. */
    private Optional<String> text(SqlType type) {
        Optional<String> text = switch (type.root()) {
            case ARRAY -> text(type.children().get(0)).map(element -> "ARRAY<" + element + ">");
            case MAP -> text(type.children().get(0))
                    .flatMap(key -> text(type.children().get(1)).map(value -> "MAP<" + key + ", " + value + ">"));
            case ROW -> type.nested() != null ? nestedRow(type.nested()) : tupleRow(type.children());
            default -> Optional.of(type.withNotNull(false).summary());
        };
        return text.map(written -> type.notNull() ? written + " NOT NULL" : written);
    }

    /** {@code ROW<`a` INT NOT NULL, `b` STRING>}: the columns of a nested {@code @FlinkType}'s own schema. */
    private Optional<String> nestedRow(GeneratedNames nested) {
        TypeElement element = elements.getTypeElement(nested.type().canonicalName());
        return Optional.ofNullable(element).flatMap(models::model).flatMap(this::of)
                .map(table -> row(table.columns()));
    }

    /** {@code ROW<`f0` INT, `f1` STRING>}: a tuple's fields, named as Flink names them. */
    private Optional<String> tupleRow(List<SqlType> children) {
        List<SqlColumn> fields = new ArrayList<>();
        for (int i = 0; i < children.size(); i++) {
            Optional<String> text = text(children.get(i));
            if (text.isEmpty()) {
                return Optional.empty();
            }
            fields.add(new SqlColumn("f" + i, text.get()));
        }
        return Optional.of(row(fields));
    }

    private static String row(List<SqlColumn> fields) {
        StringBuilder text = new StringBuilder("ROW<");
        for (int i = 0; i < fields.size(); i++) {
            SqlColumn field = fields.get(i);
            text.append(i == 0 ? "" : ", ").append(quoted(field.name())).append(' ').append(field.type());
        }
        return text.append('>').toString();
    }

    /** A field name in backquotes, a backquote in it doubled, as Flink's type parser reads it. */
    static String quoted(String name) {
        return "`" + name.replace("`", "``") + "`";
    }
}
