package erroneoustable;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** Two fields mapped to the same column name. */
@FlinkType
public class ErroneousDuplicateColumn {
    public String name;
    @Column(name = "name")
    public String displayName;
}
