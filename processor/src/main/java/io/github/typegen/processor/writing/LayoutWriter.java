package io.github.typegen.processor.writing;

import java.util.ArrayList;
import java.util.List;

import javax.lang.model.element.Modifier;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;

import io.github.typegen.format.GeneratedClass;
import io.github.typegen.format.Shape;
import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.GeneratedNames;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * Writes the {@code layout()} method of a generated serializer: its serialized form as a {@code Layout},
 * which snapshots store and compare on restore (schema evolution). Nested types are referenced by name and
 * by a method reference to their own serializer's {@code layout()}, so recursive types build lazily.
 *
 * <pre>{@code
 * public static Layout.Type layout() {
 *     return Layout.type(Shape.RECORD, "p.Order",
 *             Layout.field("id", Layout.LONG),
 *             Layout.field("items", Layout.collection(CollectionKind.LIST,
 *                     Layout.nested("p.Item", ItemSerializer::layout))));
 * }
 * }</pre>
 */
final class LayoutWriter implements TypeNode.Visitor<CodeBlock> {

    static final ClassName LAYOUT = ClassName.get("io.github.typegen.runtime.serialization", "Layout");
    private static final String FORMAT = "io.github.typegen.format";
    private static final ClassName SHAPE = ClassName.get(FORMAT, "Shape");
    private static final ClassName PRIMITIVE_KIND = ClassName.get(FORMAT, "PrimitiveKind");
    private static final ClassName VALUE_KIND = ClassName.get(FORMAT, "ValueKind");
    private static final ClassName COLLECTION_KIND = ClassName.get(FORMAT, "CollectionKind");
    private static final ClassName MAP_KIND = ClassName.get(FORMAT, "MapKind");

    private static final LayoutWriter NODES = new LayoutWriter();

    private LayoutWriter() {}

    static MethodSpec layoutMethod(TypeModel model) {
        CodeBlock.Builder code = CodeBlock.builder();
        List<CodeBlock> parts = new ArrayList<>();
        if (model.shape() == Shape.SEALED) {
            code.add("return $T.sealed($S", LAYOUT, model.type().canonicalName());
            for (GeneratedNames subtype : model.subtypes()) {
                parts.add(nested(subtype));
            }
        } else {
            code.add("return $T.type($T.$L, $S", LAYOUT, SHAPE, model.shape().name(), model.type().canonicalName());
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
        CodeBlock.Builder code = CodeBlock.builder()
                .add("$T.field($S,$W$L", LAYOUT, field.name(), field.type().accept(NODES));
        for (String name : field.formerNames()) {
            code.add(", $S", name);
        }
        return code.add(")").build();
    }

    private static CodeBlock nested(GeneratedNames type) {
        return CodeBlock.of("$T.nested($S,$W$T::layout)", LAYOUT, type.type().canonicalName(),
                type.get(GeneratedClass.SERIALIZER));
    }

    @Override
    public CodeBlock primitive(TypeNode.Primitive node) {
        return CodeBlock.of("$T.$L", LAYOUT, node.kind().name());
    }

    @Override
    public CodeBlock boxed(TypeNode.Boxed node) {
        return CodeBlock.of("$T.boxed($T.$L)", LAYOUT, PRIMITIVE_KIND, node.kind().name());
    }

    @Override
    public CodeBlock string(TypeNode.Str node) {
        return CodeBlock.of("$T.STRING", LAYOUT);
    }

    @Override
    public CodeBlock enumType(TypeNode.EnumNode node) {
        CodeBlock.Builder code = CodeBlock.builder().add("$T.enumOf($S", LAYOUT, node.type().canonicalName());
        for (String constant : node.constants()) {
            code.add(", $S", constant);
        }
        return code.add(")").build();
    }

    @Override
    public CodeBlock value(TypeNode.Value node) {
        return CodeBlock.of("$T.value($T.$L)", LAYOUT, VALUE_KIND, node.kind().name());
    }

    @Override
    public CodeBlock primitiveArray(TypeNode.PrimitiveArray node) {
        return CodeBlock.of("$T.primitiveArray($T.$L)", LAYOUT, PRIMITIVE_KIND, node.component().name());
    }

    @Override
    public CodeBlock objectArray(TypeNode.ObjectArray node) {
        return CodeBlock.of("$T.array($L)", LAYOUT, node.component().accept(this));
    }

    @Override
    public CodeBlock collection(TypeNode.CollectionNode node) {
        return CodeBlock.of("$T.collection($T.$L,$W$L)", LAYOUT, COLLECTION_KIND, node.kind().name(),
                node.element().accept(this));
    }

    @Override
    public CodeBlock map(TypeNode.MapNode node) {
        return CodeBlock.of("$T.map($T.$L,$W$L,$W$L)", LAYOUT, MAP_KIND, node.kind().name(),
                node.key().accept(this), node.value().accept(this));
    }

    @Override
    public CodeBlock optional(TypeNode.OptionalNode node) {
        return CodeBlock.of("$T.optional($L)", LAYOUT, node.element().accept(this));
    }

    @Override
    public CodeBlock nested(TypeNode.Nested node) {
        return nested(node.names());
    }

    @Override
    public CodeBlock tuple(TypeNode.TupleNode node) {
        List<CodeBlock> elements = new ArrayList<>();
        for (TypeNode element : node.elements()) {
            elements.add(element.accept(this));
        }
        return CodeBlock.of("$T.tuple($L)", LAYOUT, CodeBlock.join(elements, ",$W"));
    }

    /** The stored form's layout: a snapshot holds what is written, so the stored form evolves like any field. */
    @Override
    public CodeBlock converted(TypeNode.Converted node) {
        return node.stored().accept(this);
    }

    @Override
    public CodeBlock delegated(TypeNode.Delegated node) {
        return CodeBlock.of("$T.delegated($S)", LAYOUT, node.serializer().name());
    }
}
