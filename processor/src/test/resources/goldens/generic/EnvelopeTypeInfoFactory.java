package golden;

import io.github.typegen.runtime.serialization.TypegenTypeInfo;
import java.lang.reflect.Type;
import java.util.Map;
import javax.annotation.processing.Generated;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;

/**
 * Hands {@link EnvelopeTypeInfo} to Flink's type extraction, through {@code @TypeInfo} or
 * {@code pipeline.serialization-config}.
 *
 * <p>The type arguments are those Flink extracted where the type is used: a field, a
 * {@code TypeHint}, a function's signature.
 */
@Generated("io.github.typegen.processor.TypegenProcessor")
public final class EnvelopeTypeInfoFactory<T> extends TypeInfoFactory<Envelope<T>> {
    @Override
    public TypeInformation<Envelope<T>> createTypeInfo(Type type,
            Map<String, TypeInformation<?>> genericParameters) {
        return new EnvelopeTypeInfo<>(
                TypegenTypeInfo.<T>typeArgument(genericParameters, "T", Envelope.class));
    }
}
