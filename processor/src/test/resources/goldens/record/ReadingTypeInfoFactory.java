package golden;

import java.lang.reflect.Type;
import java.util.Map;
import javax.annotation.processing.Generated;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;

/**
 * Hands {@link ReadingTypeInfo} to Flink's type extraction, through {@code @TypeInfo} or
 * {@code pipeline.serialization-config}.
 */
@Generated("io.github.typegen.processor.TypegenProcessor")
public final class ReadingTypeInfoFactory extends TypeInfoFactory<Reading> {
    @Override
    public TypeInformation<Reading> createTypeInfo(Type type,
            Map<String, TypeInformation<?>> genericParameters) {
        return new ReadingTypeInfo();
    }
}
