package erroneous;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousStageType implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    String trim(String line) {
        return line.trim();
    }

    @Stage.Map
    StringBuilder builder(String line) {
        return new StringBuilder(line);
    }
}
