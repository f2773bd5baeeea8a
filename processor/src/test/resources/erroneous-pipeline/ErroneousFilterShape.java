package erroneous;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousFilterShape implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Filter
    String keepLong(String line) {
        return line.length() > 3 ? line : null;
    }
}
