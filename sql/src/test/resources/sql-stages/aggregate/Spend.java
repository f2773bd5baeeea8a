package aggregate;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** One account's spend in one hour. */
@FlinkType
public record Spend(long accountId, LocalDateTime logTs, Long amount) {}
