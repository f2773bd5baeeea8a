package erroneous;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.pipeline.EventTime;

@Pipeline
public class ErroneousEventTimeOutsideProcess implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    String stamp(String line,
            EventTime time) {
        return line + "@" + time.timestamp();
    }
}
