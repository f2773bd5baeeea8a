package io.github.typegen.benchmarks.sql;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * {@link SqlStage} with its query written as Java stages, {@code WHERE q > 2} as {@link #isAboveTwo} and the
 * projection as {@link #project}: all four stages in one fused operator. What compiling the query into the
 * fused operator can at best reach.
 */
@Pipeline
public class SqlStageAsJava implements Serializable {

    private static final long serialVersionUID = 1L;

    private final SqlStage stages = new SqlStage();

    @Stage.Map
    public Item create(Long id) {
        return stages.create(id);
    }

    @Stage.Filter
    public boolean isAboveTwo(Item item) {
        return SqlStageJobs.where(item);
    }

    @Stage.Map
    public Priced project(Item item) {
        return SqlStageJobs.select(item);
    }

    @Stage.Map
    public Priced discount(Priced priced) {
        return stages.discount(priced);
    }
}
