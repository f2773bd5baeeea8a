package io.github.typegen.json.model;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A class using generic classes with their type arguments: its codec holds their codecs. */
@FlinkType(json = true)
public record Delivery(String carrier, Envelope<Address> to, List<Envelope<LineItem>> parcels,
        Batch<LineItem> batch, Envelope<String> note, Batch<Long> counts) {}
