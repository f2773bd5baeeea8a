package fusion;

import io.github.typegen.annotations.FlinkType;

/** A query result: a POJO, built by its setters. */
@FlinkType
public class Summary {
    private String sensor;
    private long count;

    public String getSensor() {
        return sensor;
    }

    public void setSensor(String sensor) {
        this.sensor = sensor;
    }

    public long getCount() {
        return count;
    }

    public void setCount(long count) {
        this.count = count;
    }
}
