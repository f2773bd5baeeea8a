package windowevolution;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/** A purchase of an account at a time: the amount is an INT, which a later version of the query sums as a BIGINT. */
@FlinkType
public record Purchase(long accountId, Integer amount, @RowTime LocalDateTime ts) {}
