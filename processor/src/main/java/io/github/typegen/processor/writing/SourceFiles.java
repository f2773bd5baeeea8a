package io.github.typegen.processor.writing;

import javax.annotation.processing.Generated;
import javax.lang.model.element.TypeElement;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;

import io.github.typegen.processor.model.TypeModel;

/** What every generated file shares: {@code @Generated} (no date), the originating element, the layout. */
final class SourceFiles {

    static final String GENERATOR = "io.github.typegen.processor.TypegenProcessor";
    static final ClassName CODECS = ClassName.get("io.github.typegen.runtime.serialization", "Codecs");
    static final ClassName DATA_INPUT_VIEW = ClassName.get("org.apache.flink.core.memory", "DataInputView");
    static final ClassName DATA_OUTPUT_VIEW = ClassName.get("org.apache.flink.core.memory", "DataOutputView");
    static final ClassName TYPE_SERIALIZER =
            ClassName.get("org.apache.flink.api.common.typeutils", "TypeSerializer");

    private SourceFiles() {}

    /** Starts a public final class generated for {@code model}. */
    static TypeSpec.Builder classFor(TypeModel model, ClassName name) {
        return classFor(model.element(), name);
    }

    /** Starts a public final class generated from the annotated class {@code originating}. */
    static TypeSpec.Builder classFor(TypeElement originating, ClassName name) {
        return TypeSpec.classBuilder(name)
                .addOriginatingElement(originating)
                .addAnnotation(AnnotationSpec.builder(Generated.class).addMember("value", "$S", GENERATOR).build())
                .addModifiers(javax.lang.model.element.Modifier.PUBLIC, javax.lang.model.element.Modifier.FINAL);
    }

    static JavaFile file(ClassName name, TypeSpec type) {
        return JavaFile.builder(name.packageName(), type).skipJavaLangImports(true).indent("    ").build();
    }

    /** The longest piece of a message literal that {@link #message} keeps on one line. */
    private static final int MESSAGE_PIECE = 60;

    /**
     * A message as a string literal that generated code may wrap: a long one is split after spaces into
     * pieces joined by {@code +}, so that no line of generated code holds a whole sentence.
     */
    static CodeBlock message(String text) {
        CodeBlock.Builder code = CodeBlock.builder();
        int start = 0;
        while (text.length() - start > MESSAGE_PIECE) {
            int end = text.lastIndexOf(' ', start + MESSAGE_PIECE);
            if (end <= start) {
                break;
            }
            code.add(start == 0 ? "$S" : "$W+ $S", text.substring(start, end + 1));
            start = end + 1;
        }
        return code.add(start == 0 ? "$S" : "$W+ $S", text.substring(start)).build();
    }

    /** {@code new Foo[length]}, or {@code new String[length][]} for an array component. */
    static CodeBlock newArray(TypeName component, CodeBlock length) {
        TypeName innermost = component;
        StringBuilder dimensions = new StringBuilder();
        while (innermost instanceof ArrayTypeName array) {
            innermost = array.componentType;
            dimensions.append("[]");
        }
        return CodeBlock.of("new $T[$L]$L", innermost, length, dimensions);
    }
}
