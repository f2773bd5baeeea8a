package erroneous;

import java.io.Serializable;
import java.util.List;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousStateType implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.KeyBy
    String firstWord(String line) {
        return line.split(" ")[0];
    }

    @Stage.Process
    void remember(String line,
            ValueState<List<String>> seen,
            Collector<String> out) throws Exception {
        out.collect(line);
    }
}
