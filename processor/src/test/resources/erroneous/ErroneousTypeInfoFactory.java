package erroneous;

import java.lang.reflect.Type;
import java.util.Map;

import org.apache.flink.api.common.typeinfo.TypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;

import io.github.typegen.annotations.FlinkType;

/** @TypeInfo on a field whose type is not the one its factory creates type information of. */
@FlinkType
public record ErroneousTypeInfoFactory(@TypeInfo(ErroneousTypeInfoFactory.LongInfo.class) String code) {

    public static class LongInfo extends TypeInfoFactory<Long> {
        @Override
        public TypeInformation<Long> createTypeInfo(Type t, Map<String, TypeInformation<?>> genericParameters) {
            return Types.LONG;
        }
    }
}
