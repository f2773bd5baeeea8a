package io.github.typegen.benchmarks.order;

import java.util.HashMap;
import java.util.HashSet;

import io.github.typegen.annotations.FlinkType;

/** A hash set of records and a hash map with record keys: written in the order of their serialized bytes. */
@FlinkType
public record Slots(String id, HashSet<Slot> slots, HashMap<Slot, Long> usage) {

    @FlinkType
    public record Slot(String name, int size) {}
}
