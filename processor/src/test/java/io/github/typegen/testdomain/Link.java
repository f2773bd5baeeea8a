package io.github.typegen.testdomain;

import io.github.typegen.annotations.FlinkType;

/** A recursive mutable POJO: a singly linked list. */
@FlinkType
public class Link {
    public int value;
    public Link next;
}
