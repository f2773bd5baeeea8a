package com.example.compat.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.Typegen;

/**
 * The first step of a savepoint evolution: a running job keeps {@code Account} (version 1) in keyed state and is
 * stopped with a savepoint, whose path the second step (run by the next build, with version 2) restores; once with
 * the state on the heap, once in RocksDB ({@code state.backend.type}).
 */
class EvolutionV1Test {

    /** Records processed; the MiniCluster runs in this JVM. */
    static final AtomicLong PROCESSED = new AtomicLong();

    static final class Accounts extends KeyedProcessFunction<String, Long, Long> {
        private static final long serialVersionUID = 1L;
        private transient ValueState<Account> account;

        @Override
        public void processElement(Long number, Context context, Collector<Long> out) throws Exception {
            if (account == null) {
                account = getRuntimeContext().getState(new ValueStateDescriptor<>("account",
                        Typegen.typeInfo(Account.class)));
            }
            Account current = account.value();
            account.update(new Account(context.getCurrentKey(), (current == null ? 0 : current.cents()) + 1));
            PROCESSED.incrementAndGet();
        }
    }

    @Test
    void aRunningJobIsStoppedWithASavepointOfVersion1() throws Exception {
        savepointOfVersion1("hashmap");
    }

    @Test
    @Tag("extended")
    void aRunningJobOnRocksDBIsStoppedWithASavepointOfVersion1() throws Exception {
        savepointOfVersion1("rocksdb");
    }

    /** Runs the job with its state in the given backend and stops it with a savepoint in savepoints/backend. */
    private static void savepointOfVersion1(String backend) throws Exception {
        PROCESSED.set(0);
        Configuration config = new Configuration();
        config.set(PipelineOptions.GENERIC_TYPES, false);
        config.set(StateBackendOptions.STATE_BACKEND, backend);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(config);
        env.setParallelism(2);
        env.fromSequence(0, Long.MAX_VALUE).uid("numbers")
                .keyBy(number -> "acct-" + number % 4, Types.STRING)
                .process(new Accounts(), Types.LONG).uid("accounts");

        JobClient job = env.executeAsync("evolution-v1");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (PROCESSED.get() < 10_000 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(PROCESSED.get()).as("records processed before the savepoint").isGreaterThanOrEqualTo(10_000);
        Path savepoints = Files.createDirectories(Path.of(System.getProperty("savepoints"), backend));
        String savepoint = job.stopWithSavepoint(false, savepoints.toUri().toString(), SavepointFormatType.CANONICAL)
                .get(120, TimeUnit.SECONDS);

        assertThat(Path.of(URI.create(savepoint)).resolve("_metadata")).exists();
        Files.writeString(savepoints.resolve("latest"), savepoint);
    }
}
