package io.github.typegen.it.domain;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A class without type parameters whose fields use a generic @FlinkType: in a list, and nested in itself. */
@FlinkType
public record Route(String name, List<Envelope<Customer>> stops, Envelope<Envelope<Order>> cargo) {}
