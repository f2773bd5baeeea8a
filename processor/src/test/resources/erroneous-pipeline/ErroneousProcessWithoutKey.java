package erroneous;

import java.io.Serializable;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousProcessWithoutKey implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Process
    void count(String line, ValueState<Long> count, Collector<Long> out) throws Exception {
        long next = count.value() == null ? 1 : count.value() + 1;
        count.update(next);
        out.collect(next);
    }
}
