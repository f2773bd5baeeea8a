package fusion;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** A projection and filter between two Java stages: one operator. */
@Pipeline
public class Alerts implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    Reading parse(String line) {
        throw new UnsupportedOperationException("declares the types of the stages only");
    }

    @Stage.Sql("SELECT UPPER(sensor) AS sensor,"
            + " CASE WHEN celsius >= 30 THEN 'hot' ELSE 'warm' END AS level,"
            + " celsius * 1.8 + 32 AS fahrenheit, humidity > 0.8 AS humid, price * `count` AS total"
            + " FROM input WHERE celsius > 20 AND sensor LIKE 's%'")
    Alert alert(Reading reading) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Alert alert) {
        return alert.toString();
    }
}
