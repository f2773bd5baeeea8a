package io.github.typegen.it.domain;

import java.time.Instant;

import org.apache.flink.api.common.typeinfo.TypeInfo;

import io.github.typegen.annotations.FlinkType;

/**
 * A record that names its generated factory with Flink's own {@code @TypeInfo}, so that Flink's type
 * extraction finds the generated serializer with no further setup.
 */
@FlinkType
@TypeInfo(ShipmentTypeInfoFactory.class)
public record Shipment(String trackingId, Money declaredValue, Instant shippedAt) {}
