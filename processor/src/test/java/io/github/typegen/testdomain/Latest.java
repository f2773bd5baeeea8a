package io.github.typegen.testdomain;

import io.github.typegen.annotations.FlinkType;

/** A type parameter used only as the type argument of a generic @FlinkType field. */
@FlinkType
public record Latest<V>(String key, Envelope<V> latest) {}
