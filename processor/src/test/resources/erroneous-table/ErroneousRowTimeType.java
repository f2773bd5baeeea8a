package erroneoustable;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/** Epoch milliseconds as a long cannot be a Flink time attribute. */
@FlinkType
public class ErroneousRowTimeType {
    public String name;
    @RowTime
    public long timestamp;
}
