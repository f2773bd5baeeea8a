package erroneous;

import java.io.Serializable;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousSqlResultType implements Serializable {
    private static final long serialVersionUID = 1L;

    @FlinkType
    public record Word(String text, int length) {}

    @Stage.Sql("SELECT UPPER(text) FROM input")
    String upper(Word word) {
        throw new UnsupportedOperationException("declares the types of the query only");
    }
}
