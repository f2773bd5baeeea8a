package io.github.typegen.format;

/**
 * How a {@code @FlinkType} is taken apart and put back together. All shapes but {@link #SEALED} have the
 * same serialized form: a null mask, then the fields. Append only: the ordinal is stored in snapshots.
 */
public enum Shape {
    /** A no-argument constructor, then every field set by assignment or setter. */
    POJO,
    /** A record: accessors out, canonical constructor in. */
    RECORD,
    /** Final fields read by getters or directly, set by a constructor that takes all of them. */
    IMMUTABLE,
    /** A sealed interface or abstract class: a tag, then the permitted subtype's own layout. */
    SEALED
}
