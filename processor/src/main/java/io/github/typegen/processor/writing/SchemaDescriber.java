package io.github.typegen.processor.writing;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import com.squareup.javapoet.ClassName;

import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * Describes the serialized layout of a type and of every type nested in it, as one stable string: what a
 * snapshot stores, so that a changed layout is detected on restore.
 *
 * <p>Example: {@code record p.Order(id int, items List<p.Item>); record p.Item(sku String)}.
 */
public final class SchemaDescriber {

    private final Function<ClassName, Optional<TypeModel>> models;

    /** @param models the model of each nested type, by name */
    public SchemaDescriber(Function<ClassName, Optional<TypeModel>> models) {
        this.models = models;
    }

    public String describe(TypeModel model) {
        Set<ClassName> described = new LinkedHashSet<>();
        StringBuilder schema = new StringBuilder();
        describe(model, described, schema);
        return schema.toString();
    }

    private void describe(TypeModel model, Set<ClassName> described, StringBuilder schema) {
        if (!described.add(model.type())) {
            return;
        }
        if (schema.length() > 0) {
            schema.append("; ");
        }
        schema.append(model.shape().name().toLowerCase(java.util.Locale.ROOT)).append(' ')
                .append(model.type().canonicalName());
        List<ClassName> nested;
        if (model.subtypes().isEmpty()) {
            schema.append(model.fields().stream().map(f -> f.name() + " " + f.type().describe())
                    .collect(Collectors.joining(", ", "(", ")")));
            nested = model.fields().stream().map(FieldModel::type).flatMap(t -> nestedTypes(t).stream())
                    .collect(Collectors.toList());
        } else {
            schema.append(model.subtypes().stream().map(ClassName::canonicalName)
                    .collect(Collectors.joining(" | ", " = ", "")));
            nested = model.subtypes();
        }
        for (ClassName type : nested) {
            models.apply(type).ifPresent(m -> describe(m, described, schema));
        }
    }

    private static List<ClassName> nestedTypes(TypeNode node) {
        if (node instanceof TypeNode.Nested n) {
            return List.of(n.type());
        } else if (node instanceof TypeNode.ObjectArray a) {
            return nestedTypes(a.component());
        } else if (node instanceof TypeNode.CollectionNode c) {
            return nestedTypes(c.element());
        } else if (node instanceof TypeNode.OptionalNode o) {
            return nestedTypes(o.element());
        } else if (node instanceof TypeNode.MapNode m) {
            List<ClassName> keys = nestedTypes(m.key());
            List<ClassName> values = nestedTypes(m.value());
            return keys.isEmpty() ? values : values.isEmpty() ? keys
                    : java.util.stream.Stream.concat(keys.stream(), values.stream()).collect(Collectors.toList());
        }
        return List.of();
    }
}
