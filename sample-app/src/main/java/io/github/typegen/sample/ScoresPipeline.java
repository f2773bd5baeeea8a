package io.github.typegen.sample;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.table.Change;

/**
 * The DataStream API integration page's {@code toChangelogStream} example as a stage of a pipeline: the query the
 * page registers {@code InputTable} for, as {@link ChangelogJob} runs it on Flink's runtime, compiled by Typegen
 * into a typed keyed operator, its changelog typed as {@code Change<NameScore>}.
 */
@Pipeline
public class ScoresPipeline implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The example's query, with the sum named as {@link NameScore}'s column. */
    public static final String QUERY = "SELECT name, SUM(score) AS score FROM InputTable GROUP BY name";

    @Stage.Sql(value = QUERY, table = "InputTable")
    Change<NameScore> scores(NameScore score) {
        throw new UnsupportedOperationException("Runs as SQL");
    }
}
