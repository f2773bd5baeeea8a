package io.github.typegen.it.sql;

import io.github.typegen.annotations.FlinkType;

/**
 * The columns of {@link Sample} without its decimal: a row of it goes through a query's row and back unchanged.
 *
 * @param id a unique id
 * @param n an {@code INT NOT NULL}
 * @param i an {@code INT}
 * @param d a {@code DOUBLE NOT NULL}
 * @param x a {@code DOUBLE}
 * @param s a {@code STRING}
 */
@FlinkType
public record Numbers(long id, int n, Integer i, double d, Double x, String s) {

    static Numbers of(Sample sample) {
        return new Numbers(sample.id(), sample.n(), sample.i(), sample.d(), sample.x(), sample.s());
    }
}
