package erroneous;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousSqlFunctionClass implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Counts characters, but is no ScalarFunction. */
    public static class CountChar {
        public long eval(String s, String c) {
            return s.chars().filter(ch -> ch == c.charAt(0)).count();
        }
    }

    @Stage.Sql(value = "SELECT COUNT_CHAR(f0, 'a') AS f0 FROM input",
            functions = @Stage.Function(name = "count_char", type = CountChar.class))
    Long count(String line) {
        throw new UnsupportedOperationException("declares the types of the query only");
    }
}
