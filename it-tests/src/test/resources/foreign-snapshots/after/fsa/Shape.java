package fsa;

import io.github.typegen.annotations.FlinkType;

/** Now a sealed @FlinkType hierarchy: Kryo's state of the interface is adopted, the classes unchanged. */
@FlinkType
public sealed interface Shape permits Circle, Square {
    double area();
}
