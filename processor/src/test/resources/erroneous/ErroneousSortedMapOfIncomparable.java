package erroneous;

import java.time.ZoneId;
import java.util.TreeMap;

import io.github.typegen.annotations.FlinkType;

/** A sorted map needs keys with a natural order: ZoneId has none. */
@FlinkType
public class ErroneousSortedMapOfIncomparable {
    public TreeMap<ZoneId, String> cities;
}
