package io.github.typegen.processor.writing;

import java.util.ArrayList;
import java.util.List;

import javax.lang.model.element.Modifier;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;

import io.github.typegen.annotations.FormerName;
import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.Shape;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * Writes the {@code layout()} method of a generated serializer: its serialized form as a {@code Layout},
 * which snapshots store and compare on restore (schema evolution). Nested types are referenced by name and
 * by a method reference to their own serializer's {@code layout()}, so recursive types build lazily.
 *
 * <pre>{@code
 * public static Layout.Type layout() {
 *     return Layout.type(Layout.Shape.RECORD, "p.Order",
 *             Layout.field("id", Layout.LONG),
 *             Layout.field("items", Layout.collection(Layout.CollectionKind.LIST,
 *                     Layout.nested("p.Item", ItemSerializer::layout))));
 * }
 * }</pre>
 */
final class LayoutWriter {

    static final ClassName LAYOUT = ClassName.get("io.github.typegen.runtime.serialization", "Layout");

    private LayoutWriter() {}

    static MethodSpec layoutMethod(TypeModel model) {
        CodeBlock.Builder code = CodeBlock.builder();
        List<CodeBlock> parts = new ArrayList<>();
        if (model.shape() == Shape.SEALED) {
            code.add("return $T.sealed($S", LAYOUT, model.type().canonicalName());
            for (ClassName subtype : model.subtypes()) {
                parts.add(nested(subtype));
            }
        } else {
            code.add("return $T.type($T.Shape.$L, $S", LAYOUT, LAYOUT, model.shape().name(),
                    model.type().canonicalName());
            for (FieldModel field : model.fields()) {
                parts.add(field(field));
            }
        }
        code.indent().indent();
        for (CodeBlock part : parts) {
            code.add(",\n$L", part);
        }
        code.unindent().unindent().add(");\n");
        return MethodSpec.methodBuilder("layout")
                .addJavadoc("The serialized form of {@link $T}, stored in snapshots: how a restore reads state"
                        + " written by\nan earlier version of the class.\n", model.type())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(LAYOUT.nestedClass("Type"))
                .addCode(code.build())
                .build();
    }

    private static CodeBlock field(FieldModel field) {
        CodeBlock.Builder code = CodeBlock.builder().add("$T.field($S,$W$L", LAYOUT, field.name(), node(field.type()));
        FormerName formerName = field.element().getAnnotation(FormerName.class);
        if (formerName != null) {
            for (String name : formerName.value()) {
                code.add(", $S", name);
            }
        }
        return code.add(")").build();
    }

    private static CodeBlock nested(ClassName type) {
        return CodeBlock.of("$T.nested($S,$W$T::layout)", LAYOUT, type.canonicalName(),
                TypeModel.generatedName(type, "Serializer"));
    }

    /** The expression building the layout of a node. */
    static CodeBlock node(TypeNode node) {
        if (node instanceof TypeNode.Primitive p) {
            return CodeBlock.of("$T.$L", LAYOUT, p.kind().name());
        } else if (node instanceof TypeNode.Boxed b) {
            return CodeBlock.of("$T.boxed($T.PrimitiveKind.$L)", LAYOUT, LAYOUT, b.kind().name());
        } else if (node instanceof TypeNode.Str) {
            return CodeBlock.of("$T.STRING", LAYOUT);
        } else if (node instanceof TypeNode.EnumNode e) {
            CodeBlock.Builder code = CodeBlock.builder().add("$T.enumOf($S", LAYOUT, e.type().canonicalName());
            for (String constant : e.constants()) {
                code.add(", $S", constant);
            }
            return code.add(")").build();
        } else if (node instanceof TypeNode.Value v) {
            return CodeBlock.of("$T.value($T.ValueKind.$L)", LAYOUT, LAYOUT, v.kind().name());
        } else if (node instanceof TypeNode.PrimitiveArray a) {
            return CodeBlock.of("$T.primitiveArray($T.PrimitiveKind.$L)", LAYOUT, LAYOUT, a.component().name());
        } else if (node instanceof TypeNode.ObjectArray a) {
            return CodeBlock.of("$T.array($L)", LAYOUT, node(a.component()));
        } else if (node instanceof TypeNode.CollectionNode c) {
            return CodeBlock.of("$T.collection($T.CollectionKind.$L,$W$L)", LAYOUT, LAYOUT, c.kind().name(),
                    node(c.element()));
        } else if (node instanceof TypeNode.MapNode m) {
            return CodeBlock.of("$T.map($T.MapKind.$L,$W$L,$W$L)", LAYOUT, LAYOUT, m.kind().name(), node(m.key()),
                    node(m.value()));
        } else if (node instanceof TypeNode.OptionalNode o) {
            return CodeBlock.of("$T.optional($L)", LAYOUT, node(o.element()));
        } else if (node instanceof TypeNode.Nested n) {
            return nested(n.type());
        }
        throw new IllegalArgumentException("Unknown node " + node);
    }
}
