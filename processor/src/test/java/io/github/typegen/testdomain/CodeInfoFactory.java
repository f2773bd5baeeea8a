package io.github.typegen.testdomain;

import java.lang.reflect.Type;
import java.util.Map;

import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;

/** Hands a String field to Flink's own StringSerializer: the hatch on one field. */
public class CodeInfoFactory extends TypeInfoFactory<String> {
    @Override
    public TypeInformation<String> createTypeInfo(Type t, Map<String, TypeInformation<?>> genericParameters) {
        return Types.STRING;
    }
}
