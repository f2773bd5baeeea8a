package erroneous;

import java.io.Serializable;

import io.github.typegen.annotations.Stage;

public class ErroneousStageWithoutPipeline implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    String trim(String line) {
        return line.trim();
    }
}
