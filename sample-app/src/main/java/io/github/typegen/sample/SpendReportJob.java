package io.github.typegen.sample;

import java.util.Locale;

import org.apache.flink.core.execution.JobClient;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.types.Row;

import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.Change;
import io.github.typegen.runtime.table.ChangeTypeInfo;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The Table API tutorial's spend report over generated transactions, read back as {@code SpendRow}s. On Typegen's
 * path the default report ({@code --window floor}) is the stage of {@link SpendReportPipeline}, compiled into a
 * keyed operator; the others, and every report on Flink's path ({@code --compare}), run on Flink's Table runtime.
 */
@Command(name = "spend-report", mixinStandardHelpOptions = true,
        description = {"The Table API tutorial's spend report: the sum of each account's transactions per hour "
                + "(--window floor, the tutorial's floor(transactionTime TO HOUR), an updating table read as a "
                + "changelog and applied), the same with the tutorial's user-defined function MyFloor (--window "
                + "udf), or per 10-second tumbling window (--window tumble, insert-only, read as a "
                + "DataStream<SpendRow>).",
                "Transactions as the tutorial's datagen table makes them: accounts 1-5, amounts 1-1000, 100 per "
                        + "second of event time, a 5-second watermark delay; or, with --kafka, read as JSON from a "
                        + "topic (--produce writes them there first), the report then written to a topic too."})
final class SpendReportJob extends SampleJob<SpendRow> {

    /** The tutorial's reports. */
    enum Window {
        FLOOR,
        UDF,
        TUMBLE;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The transactions table as Flink's own path must declare it: the tutorial's columns and watermark. */
    static final Schema FLINK_SCHEMA = Schema.newBuilder()
            .column("accountId", DataTypes.BIGINT().notNull())
            .column("amount", DataTypes.BIGINT().notNull())
            .column("transactionTime", DataTypes.TIMESTAMP(3))
            .watermark("transactionTime", "transactionTime - INTERVAL '5' SECOND")
            .build();

    @Option(names = "--window", defaultValue = "floor",
            description = "The report: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Window window;

    @Option(names = "--jdbc", paramLabel = "URL",
            description = "Also upsert the report into the table " + JdbcReport.TABLE + " of this database (a JDBC "
                    + "URL, e.g. jdbc:postgresql://localhost:5432/postgres?user=postgres&password=secret), keyed by "
                    + "SpendRow's primary key (accountId, logTs), with Flink's JDBC connector; on Typegen's path. "
                    + "The table must exist, with the columns accountId, logTs and amount.")
    String jdbc;

    @Option(names = "--kafka", paramLabel = "HOST:PORT",
            description = "Read the transactions as JSON from a topic of this Kafka cluster (its bootstrap servers), "
                    + "the records it holds when the job starts, and write the report to a topic as Flink's "
                    + "upsert-kafka connector does: keyed by SpendRow's primary key (accountId, logTs) as JSON, the "
                    + "row as JSON, a tombstone for a deleted row; on Typegen's path. Records that are not a "
                    + "transaction's JSON are logged, counted and left out. Missing topics are created.")
    String kafka;

    @Option(names = "--input-topic", paramLabel = "TOPIC", defaultValue = "transactions",
            description = "With --kafka: the topic of the transactions (default: ${DEFAULT-VALUE}).")
    String inputTopic;

    @Option(names = "--output-topic", paramLabel = "TOPIC", defaultValue = "spend-report",
            description = "With --kafka: the topic of the report (default: ${DEFAULT-VALUE}).")
    String outputTopic;

    @Option(names = "--produce",
            description = "With --kafka: first write --rows generated transactions (--seed) to the input topic as "
                    + "JSON, keyed by account.")
    boolean produce;

    /** With {@code --kafka}: the topics, and how many records the input topic held when the job was started. */
    private KafkaReport kafkaReport;
    private long kafkaRecords;

    @Override
    public Integer call() throws Exception {
        if (kafka == null) {
            if (produce) {
                throw new ParameterException(spec.commandLine(), "--produce writes to Kafka: it needs --kafka");
            }
            return super.call();
        }
        if (inputTopic.equals(outputTopic)) {
            throw new ParameterException(spec.commandLine(), "--input-topic and --output-topic must differ");
        }
        kafkaReport = new KafkaReport(kafka, inputTopic, outputTopic);
        kafkaReport.createTopics();
        if (produce) {
            kafkaReport.produce(options.rows, options.seed);
            spec.commandLine().getOut().printf("%d transactions written to %s%n", options.rows, inputTopic);
        }
        kafkaRecords = kafkaReport.inputRecords();
        return super.call();
    }

    @Override
    long inputRecords(long rows) {
        return kafkaReport == null ? rows : kafkaRecords;
    }

    @Override
    Output<?, SpendRow> build(Path path, long rows, StreamExecutionEnvironment env,
            StreamTableEnvironment tEnv) {
        DataStream<Transaction> input = kafkaReport == null
                ? transactions(path, rows, options.seed, env)
                : kafkaReport.transactions(path, env);
        if (window == Window.FLOOR && path == Path.TYPEGEN) {
            if (jdbc != null) {
                // a JDBC sink is a table connector: the upserted report runs on Flink's Table runtime beside
                JdbcReport.upsert(tEnv, SpendReport.report(path.fromDataStream(tEnv, input, FLINK_SCHEMA)), jdbc);
            }
            // the report compiled into the pipeline: a keyed operator, its changelog typed Change<HourlySpend>
            DataStream<Change<SpendRow>> report = new SpendReportPipelineFused(new SpendReportPipeline()).apply(input)
                    .map(change -> new Change<>(change.kind(), change.value().row()),
                            new ChangeTypeInfo<>(path.typeInfo(SpendRow.class)))
                    .name("SpendRow");
            if (kafkaReport != null) {
                // the changelog both written to the topic and collected
                kafkaReport.write(report);
            }
            return new Output<>(report, Path::apply);
        }
        Table transactions = path.fromDataStream(tEnv, input, FLINK_SCHEMA);
        Table report = switch (window) {
            case FLOOR -> SpendReport.report(transactions);
            case UDF -> SpendReport.reportWithUdf(transactions);
            case TUMBLE -> SpendReport.tumblingReport(transactions);
        };
        if (jdbc != null && path == Path.TYPEGEN) {
            JdbcReport.upsert(tEnv, report, jdbc);
        }
        if (kafkaReport != null && path == Path.TYPEGEN) {
            // the changelog both written to the topic and collected: the report is planned once
            DataStream<Change<SpendRow>> changes = TypedTables.toChangelogStream(tEnv, report, SpendRow.class);
            kafkaReport.write(changes);
            return new Output<>(changes, Path::apply);
        }
        return window == Window.TUMBLE
                ? Output.of(path.toDataStream(tEnv, report, SpendRow.class))
                : path.toFinalRows(tEnv, report, SpendRow.class, SpendReportJob::spendRow);
    }

    /** With {@code --kafka}: how many of the input's records were dead letters, on standard error. */
    @Override
    void finished(Path path, JobClient job) throws Exception {
        if (kafkaReport != null) {
            Long deadLetters = job.getJobExecutionResult().get().getAccumulatorResult(KafkaReport.DEAD_LETTERS);
            spec.commandLine().getErr().printf("%s: %d dead letters (records of %s that are not a transaction's JSON,"
                    + " each logged)%n", path.name().toLowerCase(Locale.ROOT), deadLetters == null ? 0 : deadLetters,
                    inputTopic);
        }
    }

    /** {@code rows} generated transactions. */
    static DataStream<Transaction> transactions(Path path, long rows, long seed, StreamExecutionEnvironment env) {
        return generate(env, path, rows, Transaction.class, i -> Inputs.transaction(seed, i));
    }

    private static SpendRow spendRow(Row row) {
        return new SpendRow(row.getFieldAs("accountId"), row.getFieldAs("logTs"), row.getFieldAs("amount"));
    }
}
