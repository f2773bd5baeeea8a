package erroneous;

import java.io.Serializable;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousQueryAfterKey implements Serializable {
    private static final long serialVersionUID = 1L;

    @FlinkType
    public record Reading(String sensor, double value) {}

    @Stage.KeyBy
    String sensor(Reading reading) {
        return reading.sensor();
    }

    @Stage.Sql("SELECT * FROM input")
    Reading all(Reading reading) {
        return reading;
    }
}
