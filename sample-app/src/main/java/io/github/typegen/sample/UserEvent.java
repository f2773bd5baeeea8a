package io.github.typegen.sample;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;
import io.github.typegen.annotations.Watermark;

/** The UserTable of the page's interval join: {@code ts TIMESTAMP(3)} with a one-second watermark delay. */
@FlinkType
@Watermark("ts - INTERVAL '1' SECOND")
public record UserEvent(@RowTime LocalDateTime ts, Integer uid, String name) {}
