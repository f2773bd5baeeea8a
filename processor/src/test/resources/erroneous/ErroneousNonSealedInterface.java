package erroneous;

import io.github.typegen.annotations.FlinkType;

/** An interface that is not sealed: its implementations are unknown. */
@FlinkType
public interface ErroneousNonSealedInterface {
    String name();
}
