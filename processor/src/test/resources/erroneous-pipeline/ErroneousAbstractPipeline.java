package erroneous;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public abstract class ErroneousAbstractPipeline implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    String trim(String line) {
        return line.trim();
    }
}
