package evolution;

import io.github.typegen.annotations.FlinkType;

/** A purchase of an account: the amount is an INT, which a later version of the query sums as a BIGINT. */
@FlinkType
public record Purchase(long accountId, int amount) {}
