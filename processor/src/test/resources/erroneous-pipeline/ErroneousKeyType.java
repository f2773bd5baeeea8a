package erroneous;

import java.io.Serializable;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousKeyType implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.KeyBy
    StringBuilder firstWord(String line) {
        return new StringBuilder(line.split(" ")[0]);
    }

    @Stage.Process
    void count(String line, ValueState<Long> count, Collector<Long> out) throws Exception {
        out.collect(1L);
    }
}
