package erroneoustable;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** A String field declared as an INT column. */
@FlinkType
public class ErroneousSqlTypeMismatch {
    public long id;
    @Column(type = "INT")
    public String name;
}
