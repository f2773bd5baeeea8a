package io.github.typegen.processor.writing;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.lang.model.element.Modifier;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;

/**
 * The constants of a generated class that hold its {@code FlinkConverter} instances, one per converter class, named
 * on first use ({@code MONEY_CONVERTER}) and declared by {@link #fields()}.
 */
final class ConverterConstants {

    private final LocalNames names;
    private final Map<ClassName, String> constants = new LinkedHashMap<>();

    /** @param taken the names of the class's other constants */
    ConverterConstants(String... taken) {
        this.names = new LocalNames(taken);
    }

    /** The constant holding the instance of {@code converter}. */
    String of(ClassName converter) {
        return constants.computeIfAbsent(converter,
                c -> names.newName(SerializerWriter.toConstantCase(String.join("_", c.simpleNames()))));
    }

    /** {@code private static final MoneyConverter MONEY_CONVERTER = new MoneyConverter();} for each one used. */
    List<FieldSpec> fields() {
        return constants.entrySet().stream()
                .map(e -> FieldSpec.builder(e.getKey(), e.getValue(), Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("new $T()", e.getKey()).build())
                .toList();
    }
}
