package erroneous;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousEndsWithKeyBy implements Serializable {
    private static final long serialVersionUID = 1L;

    @Stage.Map
    String trim(String line) {
        return line.trim();
    }

    @Stage.KeyBy
    String firstWord(String line) {
        return line.split(" ")[0];
    }
}
