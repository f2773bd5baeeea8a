package erroneous;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousSqlTable implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Sql(value = "SELECT UPPER(f0) FROM input", table = "")
    String upper(String line) {
        throw new UnsupportedOperationException("declares the types of the query only");
    }
}
