package io.github.typegen.it.sql;

import io.github.typegen.annotations.FlinkType;

/**
 * The input of the differential tests of casts from strings to dates and times.
 *
 * @param id a unique id, to match the results of the two paths
 * @param dateText text to cast to {@code DATE}
 * @param timeText text to cast to {@code TIME}
 * @param stampText text to cast to {@code TIMESTAMP}
 */
@FlinkType
public record DateTexts(long id, String dateText, String timeText, String stampText) {}
