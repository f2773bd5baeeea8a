package erroneous;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** An array of a generic type, which Java cannot create. */
@FlinkType
public class ErroneousGenericArray {
    public int count;
    public List<String>[] batches;
}
