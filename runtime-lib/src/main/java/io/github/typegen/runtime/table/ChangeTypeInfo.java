package io.github.typegen.runtime.table;

import java.util.Objects;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/** The {@link TypeInformation} of {@code Change<T>}: the row kind, then {@code T} by its own serializer. */
public final class ChangeTypeInfo<T> extends TypeInformation<Change<T>> {

    private static final long serialVersionUID = 1L;

    private final TypeInformation<T> valueType;

    public ChangeTypeInfo(TypeInformation<T> valueType) {
        this.valueType = Objects.requireNonNull(valueType, "valueType");
    }

    public TypeInformation<T> valueType() {
        return valueType;
    }

    @Override
    public boolean isBasicType() {
        return false;
    }

    @Override
    public boolean isTupleType() {
        return false;
    }

    @Override
    public int getArity() {
        return 1;
    }

    @Override
    public int getTotalFields() {
        return 1;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Class<Change<T>> getTypeClass() {
        return (Class<Change<T>>) (Class<?>) Change.class;
    }

    @Override
    public boolean isKeyType() {
        return false;
    }

    @Override
    public TypeSerializer<Change<T>> createSerializer(SerializerConfig config) {
        return new ChangeSerializer<>(valueType.createSerializer(config));
    }

    /**
     * The serializer, for Flink 1.20, where this form is abstract in {@link TypeInformation} (Flink 2.0 removed
     * it): one set of classes runs on both lines.
     */
    public TypeSerializer<Change<T>> createSerializer(ExecutionConfig config) {
        return createSerializer(config.getSerializerConfig());
    }

    @Override
    public String toString() {
        return "Change<" + valueType + ">";
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof ChangeTypeInfo<?> other && valueType.equals(other.valueType);
    }

    @Override
    public int hashCode() {
        return 31 * ChangeTypeInfo.class.hashCode() + valueType.hashCode();
    }

    @Override
    public boolean canEqual(Object obj) {
        return obj instanceof ChangeTypeInfo;
    }
}
