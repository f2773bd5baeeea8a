package io.github.typegen.it.pipeline;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamNode;

/** Environments and job-graph inspection shared by the pipeline tests. */
final class PipelineJobs {

    private PipelineJobs() {}

    /** An environment with Kryo forbidden ({@code pipeline.generic-types: false}). */
    static StreamExecutionEnvironment environment(int parallelism) {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(parallelism);
        return env;
    }

    /**
     * The names of the operators between the source and the sink that {@code output} would run, in
     * topological order: one per Flink operator (chaining, which happens later, does not merge them here).
     */
    static List<String> operatorsBetweenSourceAndSink(StreamExecutionEnvironment env, DataStream<?> output) {
        output.sinkTo(new DiscardingSink<>()).name("sink");
        return env.getStreamGraph().getStreamNodesSortedTopologicallyFromSources().stream()
                .map(StreamNode::getOperatorName)
                .filter(name -> !name.startsWith("Source") && !name.toLowerCase(Locale.ROOT).contains("sink"))
                .collect(Collectors.toList());
    }
}
