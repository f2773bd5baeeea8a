package erroneous;

import java.io.Serializable;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousTimerState implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.KeyBy
    String firstWord(String line) {
        return line.split(" ")[0];
    }

    @Stage.Process(onTimer = "flush")
    void count(String line, ValueState<Long> count, Collector<Long> out) throws Exception {
        count.update(count.value() == null ? 1 : count.value() + 1);
    }

    void flush(long timestamp,
            ValueState<Long> total,
            Collector<Long> out) throws Exception {
        out.collect(total.value());
    }
}
