package io.github.typegen.it.domain;

import java.util.Objects;

import org.apache.flink.api.common.typeinfo.TypeInfo;

/**
 * A class Typegen does not generate for, which names its own Flink type information with {@code @TypeInfo}: every
 * {@code @FlinkType} field of this class is written by that type information's serializer.
 */
@TypeInfo(SkuInfoFactory.class)
public class Sku {
    public String code;
    public int revision;

    public Sku() {}

    public Sku(String code, int revision) {
        this.code = code;
        this.revision = revision;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sku other && Objects.equals(code, other.code) && revision == other.revision;
    }

    @Override
    public int hashCode() {
        return Objects.hash(code, revision);
    }

    @Override
    public String toString() {
        return "Sku[" + code + "/" + revision + "]";
    }
}
