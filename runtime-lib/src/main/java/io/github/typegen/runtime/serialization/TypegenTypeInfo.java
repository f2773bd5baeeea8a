package io.github.typegen.runtime.serialization;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.functions.InvalidTypesException;
import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/**
 * The base of every generated {@link TypeInformation}: an atomic type (Flink sees one field) backed by
 * the generated serializer. Two instances are equal when they describe the same class with equal type
 * arguments: the type information of a generic {@code @FlinkType} ({@code EnvelopeTypeInfo<Order>}) holds
 * that of its type arguments, by type parameter name ({@link #getGenericParameters()}).
 */
public abstract class TypegenTypeInfo<T> extends TypeInformation<T> {

    private static final long serialVersionUID = 1L;

    private final Class<T> type;
    private final boolean keyType;
    private final Map<String, TypeInformation<?>> typeArguments;

    /**
     * @param keyType whether values can be keys: true when the class defines {@code equals} and {@code
     *     hashCode} (records always do), so that equal values hash to the same key group
     */
    protected TypegenTypeInfo(Class<T> type, boolean keyType) {
        this(type, keyType, Map.of());
    }

    /**
     * The type information of a generic class.
     *
     * @param typeArguments the type information of each type argument, by type parameter name, in declaration
     *     order; a generic class is a key type when it defines {@code equals} and {@code hashCode} and every
     *     type argument is a key type
     */
    protected TypegenTypeInfo(Class<T> type, boolean keyType, Map<String, TypeInformation<?>> typeArguments) {
        this.type = type;
        this.typeArguments = Collections.unmodifiableMap(new LinkedHashMap<>(typeArguments));
        this.keyType = keyType && this.typeArguments.values().stream().allMatch(TypeInformation::isKeyType);
    }

    /**
     * The type argument named {@code name} among those Flink's type extraction found, for a generated {@code
     * TypeInfoFactory}.
     *
     * @throws InvalidTypesException naming the class and the parameter when Flink could not determine it (a raw
     *     type, a wildcard, a type variable of a generic method)
     */
    @SuppressWarnings("unchecked")
    public static <A> TypeInformation<A> typeArgument(Map<String, TypeInformation<?>> genericParameters,
            String name, Class<?> genericClass) {
        TypeInformation<?> argument = genericParameters.get(name);
        if (argument == null) {
            throw new InvalidTypesException("Type parameter " + name + " of " + genericClass.getName()
                    + " could not be determined. Declare the type argument where the type is used (a field of"
                    + " type " + genericClass.getSimpleName() + "<Order>, a TypeHint), or pass the type"
                    + " information to the constructor of " + genericClass.getSimpleName() + "TypeInfo");
        }
        return (TypeInformation<A>) argument;
    }

    /** Name, type information, name, type information, ...: the type arguments in declaration order. */
    public static Map<String, TypeInformation<?>> typeArguments(Object... namesAndTypes) {
        Map<String, TypeInformation<?>> arguments = new LinkedHashMap<>();
        for (int i = 0; i + 1 < namesAndTypes.length; i += 2) {
            arguments.put((String) namesAndTypes[i], (TypeInformation<?>) namesAndTypes[i + 1]);
        }
        return arguments;
    }

    /**
     * The generated serializer, told what the job's global job parameters say of the Flink line that wrote the
     * savepoint it restores ({@link SavepointFlinkLine}), which adoption of Kryo state on Flink 2.x needs.
     *
     * @throws IllegalArgumentException naming the parameter, when its value is no Flink version
     */
    @Override
    public final TypeSerializer<T> createSerializer(SerializerConfig config) {
        TypegenSerializer<T> serializer = newSerializer(config);
        serializer.savepointFlinkLine(SavepointFlinkLine.statedIn(config));
        return serializer;
    }

    /** A new generated serializer; every generated type information implements it. */
    protected abstract TypegenSerializer<T> newSerializer(SerializerConfig config);

    /**
     * The generated serializer, for Flink 1.20, where this form is abstract in {@link TypeInformation} (Flink
     * 2.0 removed it, and there it is a method of this class only): one set of classes runs on both lines.
     */
    public final TypeSerializer<T> createSerializer(ExecutionConfig config) {
        return createSerializer(config.getSerializerConfig());
    }

    /** The type arguments' type information, by type parameter name; empty for a class without. */
    @Override
    public final Map<String, TypeInformation<?>> getGenericParameters() {
        return typeArguments;
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
        return getClass().getSimpleName() + "<" + type.getName() + ">"
                + (typeArguments.isEmpty() ? "" : typeArguments.toString());
    }

    @Override
    public final boolean equals(Object obj) {
        return obj instanceof TypegenTypeInfo
                && ((TypegenTypeInfo<?>) obj).canEqual(this)
                && type == ((TypegenTypeInfo<?>) obj).type
                && typeArguments.equals(((TypegenTypeInfo<?>) obj).typeArguments);
    }

    @Override
    public final int hashCode() {
        return 31 * type.hashCode() + typeArguments.hashCode();
    }

    @Override
    public final boolean canEqual(Object obj) {
        return obj != null && obj.getClass() == getClass();
    }
}
