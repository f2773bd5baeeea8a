package erroneous;

import java.io.Serializable;
import java.util.LinkedHashSet;
import java.util.List;

import org.apache.flink.api.common.state.MapState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousOrderedMapStateKey implements Serializable {
    private static final long serialVersionUID = 1L;

    @FlinkType
    public record Route(String from, List<LinkedHashSet<String>> stops) {}

    @Stage.KeyBy
    String firstWord(String line) {
        return line.split(" ")[0];
    }

    @Stage.Process
    void count(String line,
            MapState<Route, Long> byRoute,
            Collector<Long> out) throws Exception {
        out.collect(1L);
    }
}
