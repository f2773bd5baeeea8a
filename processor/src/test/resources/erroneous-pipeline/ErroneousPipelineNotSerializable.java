package erroneous;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousPipelineNotSerializable {

    @Stage.Map
    String trim(String line) {
        return line.trim();
    }
}
