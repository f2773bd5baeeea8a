package fsa;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** The elements changed from Integer to Long: erasure would let Integers into a List<Long>. */
@FlinkType
public record ListChanged(String id, List<Long> values) {}
