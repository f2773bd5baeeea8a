package erroneous;

import java.io.Serializable;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousDuplicateUid implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.KeyBy
    String firstWord(String line) {
        return line.split(" ")[0];
    }

    @Stage.Process
    void count(String line, ValueState<Long> count, Collector<String> out) throws Exception {
        out.collect(line);
    }

    @Stage.KeyBy(uid = "firstWord/count")
    Integer length(String line) {
        return line.length();
    }

    @Stage.Map
    String show(String line) {
        return "[" + line + "]";
    }
}
