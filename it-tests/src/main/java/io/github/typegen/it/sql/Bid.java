package io.github.typegen.it.sql;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/**
 * The input of the differential tests of Nexmark's string queries (q21, q22): the columns of Nexmark's {@code bid}
 * table, as its benchmark's {@code Bid} holds them.
 *
 * @param auction the auction bid on; a unique id here, to match the results of the two paths
 * @param bidder who bid
 * @param price in cents
 * @param channel where the bid came from
 * @param url the page it came from, which q21 and q22 take apart
 * @param dateTime when it was made
 * @param extra a payload
 */
@FlinkType
public record Bid(long auction, long bidder, long price, String channel, String url, Instant dateTime,
        String extra) {}
