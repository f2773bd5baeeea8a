package fsa;

import io.github.typegen.annotations.FlinkType;

/** Unchanged; its generated serializer writes Base only. */
@FlinkType
public class Base {
    public String id;

    public Base() {}
}
