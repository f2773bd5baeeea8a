package erroneous;

import java.io.Serializable;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousSeveralStageAnnotations implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    @Stage.KeyBy
    String both(String line) {
        return line.trim();
    }
}
