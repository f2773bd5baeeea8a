package erroneous;

import java.io.Serializable;

import org.apache.flink.table.functions.ScalarFunction;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline(functions = @Stage.Function(name = "count_char", type = ErroneousSqlFunctionName.CountChar.class))
public class ErroneousSqlFunctionName implements Serializable {
    private static final long serialVersionUID = 1L;

    public static class CountChar extends ScalarFunction {
        public long eval(String s, String c) {
            return s.chars().filter(ch -> ch == c.charAt(0)).count();
        }
    }

    @Stage.Sql(value = "SELECT COUNT_CHAR(f0, 'a') AS f0 FROM input", functions = {
            @Stage.Function(name = "count_char", type = CountChar.class),
            @Stage.Function(name = "COUNT_CHAR", type = CountChar.class)})
    Long count(String line) {
        throw new UnsupportedOperationException("declares the types of the query only");
    }
}
