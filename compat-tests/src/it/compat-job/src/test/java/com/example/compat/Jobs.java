package com.example.compat;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

final class Jobs {

    private Jobs() {}

    /** A local environment (a MiniCluster in this JVM) on which any use of Kryo fails the job. */
    static StreamExecutionEnvironment strict() {
        return strict("hashmap");
    }

    /** The same, with keyed state in the given backend ({@code state.backend.type}: hashmap or rocksdb). */
    static StreamExecutionEnvironment strict(String backend) {
        Configuration config = new Configuration();
        config.set(PipelineOptions.GENERIC_TYPES, false);
        config.set(StateBackendOptions.STATE_BACKEND, backend);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(config);
        env.setParallelism(2);
        return env;
    }

    static String[] lines() {
        String[] lines = new String[60];
        for (int i = 0; i < lines.length; i++) {
            lines[i] = "acct-" + (i % 3) + "," + (i % 7 == 0 ? 0 : i) + "," + (i % 2 == 0 ? "card:42" : "iban:DE" + i);
        }
        return lines;
    }
}
