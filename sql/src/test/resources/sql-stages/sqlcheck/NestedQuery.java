package sqlcheck;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class NestedQuery implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    Reading parse(String line) {
        throw new UnsupportedOperationException("declares the types of the stages only");
    }

    @Stage.Sql("SELECT sensor, place.city AS city, place.storey AS storey FROM input")
    Located query(Reading row) {
        throw new UnsupportedOperationException("runs as SQL");
    }

    @Stage.Map
    String describe(Located row) {
        return row.toString();
    }
}
