package io.github.typegen.testdomain;

import java.lang.reflect.Type;
import java.util.Map;

import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.java.typeutils.GenericTypeInfo;

/** Legacy's own type information: Kryo, as a team might keep for one old class. */
public class LegacyInfoFactory extends TypeInfoFactory<Legacy> {
    @Override
    public TypeInformation<Legacy> createTypeInfo(Type t, Map<String, TypeInformation<?>> genericParameters) {
        return new GenericTypeInfo<>(Legacy.class);
    }
}
