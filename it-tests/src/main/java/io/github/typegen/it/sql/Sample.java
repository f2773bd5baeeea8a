package io.github.typegen.it.sql;

import java.math.BigDecimal;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/**
 * The input of the fused queries' differential tests: a column of each type the fused queries compute with,
 * {@code NOT NULL} (primitives) and nullable (boxes, strings, decimals).
 *
 * @param id a unique id, to match the results of the two paths
 * @param n an {@code INT NOT NULL}
 * @param i an {@code INT}
 * @param l a {@code BIGINT}
 * @param d a {@code DOUBLE NOT NULL}
 * @param x a {@code DOUBLE}
 * @param s a {@code STRING}
 * @param b a {@code BOOLEAN}
 * @param m a {@code DECIMAL(10, 2)}
 */
@FlinkType
public record Sample(long id, int n, Integer i, Long l, double d, Double x, String s, Boolean b,
        @Column(type = "DECIMAL(10, 2)") BigDecimal m) {}
