package erroneous;

import java.io.Serializable;
import java.util.LinkedHashMap;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousOrderedKey implements Serializable {
    private static final long serialVersionUID = 1L;

    @FlinkType
    public record Limits(LinkedHashMap<String, Integer> byName) {}

    @FlinkType
    public record Account(String owner, Limits limits) {}

    @Stage.KeyBy
    Account account(String line) {
        LinkedHashMap<String, Integer> byName = new LinkedHashMap<>();
        byName.put(line, line.length());
        return new Account(line, new Limits(byName));
    }

    @Stage.Process
    void count(String line, ValueState<Long> count, Collector<Long> out) throws Exception {
        out.collect(1L);
    }
}
