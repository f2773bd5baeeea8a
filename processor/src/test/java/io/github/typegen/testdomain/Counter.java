package io.github.typegen.testdomain;

import io.github.typegen.annotations.FlinkType;

/** A small mutable POJO, so that containers of it must be deep-copied. */
@FlinkType
public class Counter {
    public String name;
    public long value;

    public Counter() {}

    public Counter(String name, long value) {
        this.name = name;
        this.value = value;
    }
}
