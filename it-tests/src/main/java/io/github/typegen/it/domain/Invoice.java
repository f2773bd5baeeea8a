package io.github.typegen.it.domain;

import java.util.Date;
import java.util.List;

import org.apache.flink.api.common.typeinfo.TypeInfo;

import io.github.typegen.annotations.FlinkType;

/**
 * The serializer hatch: {@code issuedAt} is written by the serializer of the factory its {@code @TypeInfo} names,
 * {@code items} by that of Sku's own {@code @TypeInfo}; the rest by generated code.
 */
@FlinkType
public record Invoice(String number, @TypeInfo(IssuedAtInfoFactory.class) Date issuedAt, List<Sku> items,
        Money total) {}
