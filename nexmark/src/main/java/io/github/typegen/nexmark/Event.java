package io.github.typegen.nexmark;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/**
 * An event of the Nexmark benchmark (github.com/nexmark/nexmark, Apache License 2.0): a new person, a new auction,
 * or a bid on an auction. The model is Nexmark's, field for field and in its order, as {@code @FlinkType} records;
 * the published queries name these columns ({@code SELECT auction, price FROM bid WHERE MOD(auction, 123) = 0}).
 */
@FlinkType
public sealed interface Event permits Event.Person, Event.Auction, Event.Bid {

    /** When the event happened, its event time. */
    Instant dateTime();

    /**
     * A person who joins the auction site.
     *
     * @param extra an arbitrary payload, to bring the event to its configured average size
     */
    @FlinkType
    record Person(long id, String name, String emailAddress, String creditCard, String city, String state,
            Instant dateTime, String extra) implements Event {}

    /**
     * An auction a person opens.
     *
     * @param initialBid in cents
     * @param reserve in cents
     * @param expires bids at or after this instant are ignored
     * @param seller the id of the person who opened it
     * @param extra an arbitrary payload, to bring the event to its configured average size
     */
    @FlinkType
    record Auction(long id, String itemName, String description, long initialBid, long reserve, Instant dateTime,
            Instant expires, long seller, long category, String extra) implements Event {}

    /**
     * A bid on an auction.
     *
     * @param auction the id of the auction
     * @param bidder the id of the person who bids
     * @param price in cents
     * @param channel where the bid came from
     * @param extra an arbitrary payload, to bring the event to its configured average size
     */
    @FlinkType
    record Bid(long auction, long bidder, long price, String channel, String url, Instant dateTime, String extra)
            implements Event {}
}
