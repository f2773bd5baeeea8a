package io.github.typegen.it.domain;

import java.lang.reflect.Type;
import java.util.Date;
import java.util.Map;

import org.apache.flink.api.common.typeinfo.BasicTypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;

/** Hands a {@code java.util.Date} field to Flink's own {@code DateSerializer}. */
public class IssuedAtInfoFactory extends TypeInfoFactory<Date> {
    @Override
    public TypeInformation<Date> createTypeInfo(Type t, Map<String, TypeInformation<?>> genericParameters) {
        return BasicTypeInfo.DATE_TYPE_INFO;
    }
}
