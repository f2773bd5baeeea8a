package io.github.typegen.it.domain;

import java.util.List;

import org.apache.flink.api.common.typeinfo.TypeInfo;

import io.github.typegen.annotations.FlinkType;

/**
 * A generic record: each use ({@code Envelope<Order>}) is written with its type argument's serializer. It names its
 * generated factory with Flink's {@code @TypeInfo}, so that Flink's type extraction builds {@code EnvelopeTypeInfo}
 * for {@code new TypeHint<Envelope<Order>>() {}} and for fields and function signatures.
 */
@FlinkType
@TypeInfo(EnvelopeTypeInfoFactory.class)
public record Envelope<T>(String id, T payload, List<T> trail) {}
