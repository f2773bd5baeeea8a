package io.github.typegen.processor.pipeline;

import java.util.Optional;

import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

import com.squareup.javapoet.ClassName;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.processor.model.ModelBuilder;
import io.github.typegen.processor.model.TypeModel;

/**
 * The type information and table schemas the types of a pipeline have: Flink's {@code Types} for String,
 * primitives, their boxes and a few value types; the generated classes of a valid {@code @FlinkType} class. A
 * generic {@code @FlinkType} in a stage signature has none yet: it is reported like any type without.
 */
final class TypeInfos {

    /** The entry of a changelog, a kind of change with its value, which an updating query's stage returns. */
    static final String CHANGE = "io.github.typegen.runtime.table.Change";

    private final Types types;
    private final ModelBuilder models;

    TypeInfos(Types types, ModelBuilder models) {
        this.types = types;
        this.models = models;
    }

    /** The type information of {@code type}; empty when it has none, or is a {@code @FlinkType} with errors. */
    Optional<TypeInfoModel> of(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            type = types.boxedClass((PrimitiveType) type).asType();
        }
        Optional<TypeMirror> changed = changeValue(type);
        if (changed.isPresent()) {
            return of(changed.get()).map(TypeInfoModel.Change::new);
        }
        if (!(type instanceof DeclaredType declared) || !declared.getTypeArguments().isEmpty()) {
            return Optional.empty();
        }
        TypeElement element = (TypeElement) declared.asElement();
        String constant = switch (element.getQualifiedName().toString()) {
            case "java.lang.String" -> "STRING";
            case "java.lang.Boolean" -> "BOOLEAN";
            case "java.lang.Byte" -> "BYTE";
            case "java.lang.Short" -> "SHORT";
            case "java.lang.Integer" -> "INT";
            case "java.lang.Long" -> "LONG";
            case "java.lang.Float" -> "FLOAT";
            case "java.lang.Double" -> "DOUBLE";
            case "java.lang.Character" -> "CHAR";
            case "java.math.BigDecimal" -> "BIG_DEC";
            case "java.math.BigInteger" -> "BIG_INT";
            case "java.time.Instant" -> "INSTANT";
            case "java.time.LocalDate" -> "LOCAL_DATE";
            case "java.time.LocalTime" -> "LOCAL_TIME";
            case "java.time.LocalDateTime" -> "LOCAL_DATE_TIME";
            default -> null;
        };
        if (constant != null) {
            return Optional.of(new TypeInfoModel.Basic(constant));
        }
        // a generic @FlinkType used raw has no type arguments to build its type information from
        return flinkType(type).filter(model -> model.typeParameters().isEmpty())
                .map(model -> new TypeInfoModel.Generated(model.generated(GeneratedClass.TYPE_INFO)));
    }

    /**
     * {@code T} when {@code type} is {@code Change<T>} ({@code io.github.typegen.runtime.table.Change}, an entry of a
     * changelog); empty for any other type, the raw {@code Change} and {@code Change<?>} included.
     */
    Optional<TypeMirror> changeValue(TypeMirror type) {
        if (type instanceof DeclaredType declared && declared.getTypeArguments().size() == 1
                && ((TypeElement) declared.asElement()).getQualifiedName().contentEquals(CHANGE)) {
            TypeMirror value = declared.getTypeArguments().get(0);
            return value instanceof DeclaredType ? Optional.of(value) : Optional.empty();
        }
        return Optional.empty();
    }

    /** The model of {@code type}, when it is a valid {@code @FlinkType} class. */
    Optional<TypeModel> flinkType(TypeMirror type) {
        if (type instanceof DeclaredType declared && declared.asElement().getAnnotation(FlinkType.class) != null) {
            return models.model((TypeElement) declared.asElement());
        }
        return Optional.empty();
    }

    /**
     * Whether {@code type} is a {@code @FlinkType} class with errors of its own: they are reported on it, so
     * its missing type information is not reported again here.
     */
    boolean isBroken(TypeMirror type) {
        return type instanceof DeclaredType declared
                && declared.asElement().getAnnotation(FlinkType.class) != null
                && models.model((TypeElement) declared.asElement()).isEmpty();
    }
}
