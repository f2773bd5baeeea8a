package sqlcheck;

import io.github.typegen.annotations.FlinkType;

/** A sealed hierarchy: one ROW column per subtype. */
@FlinkType
public sealed interface Channel permits Wired, Radio {}
