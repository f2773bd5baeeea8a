package uids;

import java.io.Serializable;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** Version 1: the events are keyed as they come, and counted per key. */
@Pipeline
public class Counts implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String outputDirectory;

    public Counts(String outputDirectory) {
        this.outputDirectory = outputDirectory;
    }

    @Stage.KeyBy
    String key(String event) {
        return event;
    }

    @Stage.Process
    void count(String event, ValueState<Long> count, Collector<String> out) throws Exception {
        Long before = count.value();
        long counted = (before == null ? 0 : before) + 1;
        count.update(counted);
        if (counted == CountJob.ROUNDS) {
            CountJob.report(outputDirectory, "v1-" + event, Long.toString(counted));
        }
        out.collect(event);
    }
}
