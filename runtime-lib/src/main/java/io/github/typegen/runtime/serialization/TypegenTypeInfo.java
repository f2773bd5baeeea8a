package io.github.typegen.runtime.serialization;

import org.apache.flink.api.common.typeinfo.TypeInformation;

/**
 * The base of every generated {@link TypeInformation}: an atomic type (Flink sees one field) backed by
 * the generated serializer. Two instances are equal when they describe the same class.
 */
public abstract class TypegenTypeInfo<T> extends TypeInformation<T> {

    private static final long serialVersionUID = 1L;

    private final Class<T> type;
    private final boolean keyType;

    /**
     * @param keyType whether values can be keys: true when the class defines {@code equals} and {@code
     *     hashCode} (records always do), so that equal values hash to the same key group
     */
    protected TypegenTypeInfo(Class<T> type, boolean keyType) {
        this.type = type;
        this.keyType = keyType;
    }

    @Override
    public final boolean isBasicType() {
        return false;
    }

    @Override
    public final boolean isTupleType() {
        return false;
    }

    @Override
    public final int getArity() {
        return 1;
    }

    @Override
    public final int getTotalFields() {
        return 1;
    }

    @Override
    public final Class<T> getTypeClass() {
        return type;
    }

    @Override
    public final boolean isKeyType() {
        return keyType;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "<" + type.getName() + ">";
    }

    @Override
    public final boolean equals(Object obj) {
        return obj instanceof TypegenTypeInfo
                && ((TypegenTypeInfo<?>) obj).canEqual(this)
                && type == ((TypegenTypeInfo<?>) obj).type;
    }

    @Override
    public final int hashCode() {
        return type.hashCode();
    }

    @Override
    public final boolean canEqual(Object obj) {
        return obj != null && obj.getClass() == getClass();
    }
}
