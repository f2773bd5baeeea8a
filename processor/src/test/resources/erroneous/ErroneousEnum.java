package erroneous;

import io.github.typegen.annotations.FlinkType;

/** Enums are written by ordinal wherever they are fields; they are not types of their own. */
@FlinkType
public enum ErroneousEnum {
    RED,
    GREEN
}
