package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A field typed with an interface that is not sealed: its implementations are unknown. */
@FlinkType
public class ErroneousInterfaceField {
    public String name;
    public Listener listener;

    public interface Listener {
        void onEvent(String event);
    }
}
