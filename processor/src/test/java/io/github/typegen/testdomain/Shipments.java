package io.github.typegen.testdomain;

import java.util.Optional;

import io.github.typegen.annotations.FlinkType;

/** A class holding a class that holds serializers: it holds an instance of that class's serializer. */
@FlinkType
public record Shipments(Optional<Batch> current, Batch[] earlier) {}
