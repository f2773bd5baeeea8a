package erroneous;

import java.util.concurrent.CopyOnWriteArrayList;

import io.github.typegen.annotations.FlinkType;

/** A JDK collection Typegen has no serializer for: the fix lists the ones it has. */
@FlinkType
public class ErroneousJdkCollection {
    public String name;
    public CopyOnWriteArrayList<String> listeners;
}
