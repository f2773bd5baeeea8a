package io.github.typegen.it.table;

import static io.github.typegen.it.table.TableJobs.env;
import static io.github.typegen.it.table.TableJobs.printedLines;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.apache.flink.api.common.JobExecutionResult;
import org.apache.flink.api.common.JobID;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.runtime.client.JobStatusMessage;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.bridge.java.StreamStatementSet;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.InjectClusterClient;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * The page's execution behaviour: {@code INSERT} statements of a {@code StreamStatementSet}, attached with
 * {@code attachAsDataStream()}, and a DataStream pipeline read from the same table with {@code TypedTables},
 * submitted together by one {@code env.execute()}.
 */
class StatementSetJobTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @Test
    void insertStatementsAndADataStreamSinkRunAsOneJob(@InjectClusterClient ClusterClient<?> client)
            throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<NameScore> scores = env.fromData(
                List.of(new NameScore("Alice", 12), new NameScore("Bob", 5), new NameScore("Carol", 30)),
                Typegen.typeInfo(NameScore.class));
        TypedTables.createTemporaryView(tableEnv, "InputTable", scores);
        tableEnv.executeSql("CREATE TEMPORARY TABLE HighScores (name STRING, score INT)"
                + " WITH ('connector' = 'print', 'print-identifier' = 'high')");
        tableEnv.executeSql("CREATE TEMPORARY TABLE LowScores (name STRING, score INT)"
                + " WITH ('connector' = 'print', 'print-identifier' = 'low')");

        StreamStatementSet statementSet = tableEnv.createStatementSet();
        statementSet.addInsertSql("INSERT INTO HighScores SELECT name, score FROM InputTable WHERE score >= 10");
        statementSet.addInsertSql("INSERT INTO LowScores SELECT name, score FROM InputTable WHERE score < 10");
        statementSet.attachAsDataStream();
        TypedTables.toDataStream(tableEnv, tableEnv.sqlQuery("SELECT name, score * 2 AS score FROM InputTable"),
                        NameScore.class)
                .print("doubled");

        assertThat(JobGraphs.assertNoReflectiveSerializers(env)).isPositive();
        List<String> operators =
                env.getStreamGraph(false).getStreamNodes().stream().map(StreamNode::getOperatorName).toList();
        assertThat(operators).as("one source and one conversion into the table, for the three pipelines")
                .containsOnlyOnce("Typegen: NameScore to RowData");
        int jobsBefore = client.listJobs().get().size();
        JobExecutionResult[] result = new JobExecutionResult[1];
        List<String> printed = printedLines(() -> result[0] = env.execute());

        assertThat(printed).contains("high> +I[Alice, 12]", "high> +I[Carol, 30]", "low> +I[Bob, 5]",
                "doubled> NameScore[name=Alice, score=24]", "doubled> NameScore[name=Bob, score=10]",
                "doubled> NameScore[name=Carol, score=60]");
        assertThat(printed).noneMatch(line -> line.equals("high> +I[Bob, 5]") || line.startsWith("low> +I[Alice"));
        List<JobID> jobs = client.listJobs().get().stream().map(JobStatusMessage::getJobId).toList();
        assertThat(jobs).hasSize(jobsBefore + 1).contains(result[0].getJobID());
    }
}
