package erroneous;

import java.io.Serializable;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousKeyAfterKey implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.KeyBy
    String firstWord(String line) {
        return line.split(" ")[0];
    }

    @Stage.KeyBy
    Integer byLength(String line) {
        return line.length();
    }

    @Stage.Process
    void count(String line, ValueState<Long> count, Collector<Long> out) throws Exception {
        out.collect(1L);
    }
}
