package io.github.typegen.sample.cluster;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.serialization.Encoder;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.connector.file.sink.FileSink;
import org.apache.flink.core.execution.CheckpointingMode;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.filesystem.OutputFileConfig;
import org.apache.flink.streaming.api.functions.sink.filesystem.bucketassigners.BasePathBucketAssigner;
import org.apache.flink.streaming.api.functions.sink.filesystem.rollingpolicies.OnCheckpointRollingPolicy;
import org.apache.flink.util.Collector;

import io.github.typegen.runtime.Typegen;

/**
 * A ledger of account balances, for a Flink cluster: a checkpointed, rate-limited generator of
 * {@link Postings}, keyed by account into a {@code ValueState<AccountBalance>}, and a {@link FileSink} that
 * writes a {@link LedgerEntry} line per posting and commits its files when a checkpoint completes. With
 * exactly-once checkpoints, the committed lines are exactly one per posting, whatever fails in between.
 *
 * <p>Submit it to a cluster with its class named, e.g. {@code flink run -c
 * io.github.typegen.sample.cluster.AccountLedgerJob typegen-sample-app.jar <output-dir> <postings>
 * <postings-per-second> <checkpoint-interval-ms>}. The source runs in one subtask, so that the postings of
 * each account reach its keyed subtask in sequence order; the ledger and the sink run at the job's
 * parallelism. Kryo is forbidden ({@code pipeline.generic-types: false}): every record, key and state value
 * is written by a serializer Typegen generated.
 */
public final class AccountLedgerJob {

    private AccountLedgerJob() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 4) {
            throw new IllegalArgumentException("Usage: AccountLedgerJob <output-dir> <postings> "
                    + "<postings-per-second> <checkpoint-interval-ms>, got " + List.of(args));
        }
        String outputDir = args[0];
        long postings = Long.parseLong(args[1]);
        double postingsPerSecond = Double.parseDouble(args[2]);
        Duration checkpointInterval = Duration.ofMillis(Long.parseLong(args[3]));

        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.enableCheckpointing(checkpointInterval.toMillis(), CheckpointingMode.EXACTLY_ONCE);

        DataGeneratorSource<Posting> source = new DataGeneratorSource<>(Postings::posting, postings,
                RateLimiterStrategy.perSecond(postingsPerSecond), Typegen.typeInfo(Posting.class));
        env.fromSource(source, WatermarkStrategy.noWatermarks(), "postings")
                .uid("postings")
                .setParallelism(1)
                .keyBy(Posting::account, Types.STRING)
                .process(new Ledger(), Typegen.typeInfo(LedgerEntry.class))
                .uid("ledger")
                .name("ledger")
                .sinkTo(FileSink.forRowFormat(new Path(outputDir), new CsvLines())
                        .withBucketAssigner(new BasePathBucketAssigner<>())
                        .withRollingPolicy(OnCheckpointRollingPolicy.build())
                        .withOutputFileConfig(OutputFileConfig.builder().withPartSuffix(".csv").build())
                        .build())
                .uid("ledger-files")
                .name("ledger files");
        env.execute("account ledger");
    }

    /** Books each posting on its account's balance and emits the balance after it. */
    static final class Ledger extends KeyedProcessFunction<String, Posting, LedgerEntry> {

        private static final long serialVersionUID = 1L;

        private transient ValueState<AccountBalance> balance;

        @Override
        public void open(OpenContext openContext) {
            balance = getRuntimeContext().getState(
                    new ValueStateDescriptor<>("balance", Typegen.typeInfo(AccountBalance.class)));
        }

        @Override
        public void processElement(Posting posting, Context context, Collector<LedgerEntry> out) throws Exception {
            AccountBalance before = balance.value();
            if (before == null) {
                before = new AccountBalance(posting.account(), 0, new Money(posting.amount().currency(), 0),
                        List.of());
            }
            AccountBalance after = before.post(posting);
            balance.update(after);
            out.collect(new LedgerEntry(posting.sequence(), after));
        }
    }

    /** Writes each entry as one line of {@link LedgerEntry#csv()}. */
    static final class CsvLines implements Encoder<LedgerEntry> {

        private static final long serialVersionUID = 1L;

        @Override
        public void encode(LedgerEntry entry, OutputStream stream) throws IOException {
            stream.write((entry.csv() + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }
}
