package erroneous;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousStageMismatch implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    Integer length(String line) {
        return line.length();
    }

    @Stage.Filter
    boolean isBlank(String line) {
        return line.isBlank();
    }
}
