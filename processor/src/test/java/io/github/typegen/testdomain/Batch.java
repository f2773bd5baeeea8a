package io.github.typegen.testdomain;

import java.util.List;
import java.util.Map;

import io.github.typegen.annotations.FlinkType;

/**
 * A class without type parameters whose fields use generic @FlinkTypes: in a list, nested in one another, with a
 * basic type argument, and a POJO with two type arguments.
 */
@FlinkType
public record Batch(
        String name,
        List<Envelope<Point>> items,
        Envelope<Envelope<Money>> nested,
        Map<String, Envelope<Long>> counters,
        Keyed<String, Person> owner) {}
