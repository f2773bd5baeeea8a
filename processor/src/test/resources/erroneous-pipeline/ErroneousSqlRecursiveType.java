package erroneous;

import java.io.Serializable;
import java.util.List;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousSqlRecursiveType implements Serializable {
    private static final long serialVersionUID = 1L;

    /** A tree: it reaches itself, so it has no table schema (a SQL ROW cannot contain itself). */
    @FlinkType
    public record Node(String name, List<Node> children) {}

    @Stage.Sql("SELECT * FROM input")
    Node all(Node node) {
        return node;
    }
}
