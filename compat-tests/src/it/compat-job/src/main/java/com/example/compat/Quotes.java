package com.example.compat;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * A query Typegen writes as Java inside the fused operator (typegen-sql is on this project's processor path):
 * integer, floating-point and decimal arithmetic, three-valued logic, CASE, COALESCE, LIKE, IN, string functions
 * and casts, between two Java stages.
 */
@Pipeline
public class Quotes implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The query of {@link #quote}. */
    public static final String QUERY = "SELECT id, quantity * 3 AS tripled, quantity - discount AS net,"
            + " price / quantity AS unit, amount * 1.1 AS raised,"
            + " CASE WHEN price > 50 THEN UPPER(note) WHEN note LIKE '%a_' THEN LOWER(note) || '!' ELSE"
            + " COALESCE(note, CAST(quantity AS STRING)) END AS label,"
            + " discount IN (1, 2, 3) OR price < 10 AS cheap"
            + " FROM input WHERE quantity <> 0 AND (amount IS NULL OR amount BETWEEN -500 AND 500)";

    @Stage.Map
    Order order(Order order) {
        return order;
    }

    /** Declares the query's input and result; never called. */
    @Stage.Sql(QUERY)
    Quote quote(Order order) {
        throw new UnsupportedOperationException("Runs as Java in QuotesFused");
    }

    @Stage.Map
    Quote quoted(Quote quote) {
        return quote;
    }
}
