package erroneoustable;

import java.util.List;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** An explicit type on a collection field. */
@FlinkType
public record ErroneousCollectionColumnType(@Column(type = "STRING") List<String> tags) {}
