package io.github.typegen.it.domain;

import java.lang.reflect.Type;
import java.util.Map;

import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;

/** Sku's type information: Flink's own POJO serializer, its fields given explicitly. */
public class SkuInfoFactory extends TypeInfoFactory<Sku> {
    @Override
    public TypeInformation<Sku> createTypeInfo(Type t, Map<String, TypeInformation<?>> genericParameters) {
        return Types.POJO(Sku.class, Map.of("code", Types.STRING, "revision", Types.INT));
    }
}
