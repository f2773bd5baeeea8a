package fsa;

import io.github.typegen.annotations.FlinkType;

/** size changed from int to String, inside a class nested in the state's. */
@FlinkType
public class Part {
    public String size;

    public Part() {}
}
