package io.github.typegen.testdomain;

import java.util.Objects;

import org.apache.flink.api.common.typeinfo.TypeInfo;

/** A class Typegen does not serialize, which names its own Flink type information: the hatch on a field's class. */
@TypeInfo(LegacyInfoFactory.class)
public final class Legacy {
    public final String code;

    public Legacy(String code) {
        this.code = code;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Legacy other && Objects.equals(code, other.code);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(code);
    }

    @Override
    public String toString() {
        return "Legacy[" + code + "]";
    }
}
