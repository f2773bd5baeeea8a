package io.github.typegen.sample;

import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;

import picocli.CommandLine.Command;

/**
 * The DataStream API integration page's toChangelogStream example: {@code SUM(score)} per name. On Typegen's path
 * the query is a stage of {@link ScoresPipeline}, compiled into a keyed operator; on Flink's path ({@code
 * --compare}) it runs on Flink's Table runtime, read with {@code toChangelogStream}.
 */
@Command(name = "changelog", mixinStandardHelpOptions = true,
        description = {"The DataStream API integration page's toChangelogStream example: scores of Alice, Bob and "
                + "John, SELECT name, SUM(score) FROM InputTable GROUP BY name, read as a changelog (+I, -U, +U in "
                + "streaming mode) and applied: the final sums. Compiled by Typegen into a keyed operator; on Flink's "
                + "Table runtime with --compare's other path."})
final class ChangelogJob extends SampleJob<NameScore> {

    @Override
    Output<?, NameScore> build(Path path, long rows, StreamExecutionEnvironment env,
            StreamTableEnvironment tEnv) {
        long seed = options.seed;
        DataStream<NameScore> dataStream = generate(env, path, rows, NameScore.class, i -> Inputs.score(seed, i));
        if (path == Path.TYPEGEN) {
            // the query compiled into the pipeline: a keyed operator, its changelog typed Change<NameScore>
            return new Output<>(new ScoresPipelineFused(new ScoresPipeline()).apply(dataStream), Path::apply);
        }
        tEnv.createTemporaryView("InputTable", path.fromDataStream(tEnv, dataStream, null));
        Table resultTable = tEnv.sqlQuery(ScoresPipeline.QUERY);
        return path.toFinalRows(tEnv, resultTable, NameScore.class,
                row -> new NameScore(row.getFieldAs("name"), row.getFieldAs("score")));
    }
}
