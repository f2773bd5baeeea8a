package io.github.typegen.sample;

import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;

import picocli.CommandLine.Command;

/** The DataStream API integration page's first example: a stream as a table, a query, the table as a stream. */
@Command(name = "to-data-stream", mixinStandardHelpOptions = true,
        description = {"The DataStream API integration page's first example: names (Alice, Bob, John, ...) as a "
                + "table, SELECT UPPER(name) FROM InputTable, and the insert-only result as a DataStream<Name>."})
final class ToDataStreamJob extends SampleJob<Name> {

    @Override
    Output<?, Name> build(Path path, long rows, StreamExecutionEnvironment env,
            StreamTableEnvironment tEnv) {
        tEnv.createTemporaryView("InputTable",
                path.fromDataStream(tEnv, generate(env, path, rows, Name.class, Inputs::name), null));
        Table resultTable = tEnv.sqlQuery("SELECT UPPER(name) AS name FROM InputTable");
        return Output.of(path.toDataStream(tEnv, resultTable, Name.class));
    }
}
