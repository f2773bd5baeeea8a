package uids;

import java.io.Serializable;
import java.util.HashSet;
import java.util.Set;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * Version 2: a stateless stage before the key, which makes an operator of its own before the keyed one, and one
 * between the key and the count, fused into the keyed operator. Reports the count each key had when it was first
 * seen after the restore, and the count after its events of this version.
 */
@Pipeline
public class Counts implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String outputDirectory;
    /** The keys this operator instance has seen since it started. */
    private transient Set<String> seen;

    public Counts(String outputDirectory) {
        this.outputDirectory = outputDirectory;
    }

    @Stage.Map
    String normalize(String event) {
        return event.trim();
    }

    @Stage.KeyBy
    String key(String event) {
        return event;
    }

    @Stage.Filter
    boolean isEvent(String event) {
        return !event.isEmpty();
    }

    @Stage.Process
    void count(String event, ValueState<Long> count, Collector<String> out) throws Exception {
        Long before = count.value();
        if (seen == null) {
            seen = new HashSet<>();
        }
        if (seen.add(event)) {
            CountJob.report(outputDirectory, "restored-" + event, String.valueOf(before));
        }
        long counted = (before == null ? 0 : before) + 1;
        count.update(counted);
        if (counted == 2 * CountJob.ROUNDS) {
            CountJob.report(outputDirectory, "v2-" + event, Long.toString(counted));
        }
        out.collect(event);
    }
}
