package io.github.typegen.nexmark;

/**
 * The settings of Nexmark's generator that shape the events (its {@code NexmarkConfiguration}); {@link #DEFAULT} holds
 * Nexmark's defaults.
 *
 * @param personProportion of every {@code personProportion + auctionProportion + bidProportion} events, how many are
 *     people (then auctions, then bids)
 * @param avgPersonByteSize the average size of a person, which its {@code extra} brings it to
 * @param hotAuctionRatio one bid in {@code hotAuctionRatio} goes to any recent auction, the others to a hot one
 * @param hotSellersRatio one auction in {@code hotSellersRatio} has any active person as seller, the others a hot one
 * @param hotBiddersRatio one bid in {@code hotBiddersRatio} comes from any active person, the others from a hot one
 * @param numInFlightAuctions how many recent auctions a bid may go to
 * @param numActivePeople how many recent people may sell or bid
 * @param firstEventRate events per second, which spaces the events' timestamps
 * @param numEventGenerators how many generators share that rate
 * @param outOfOrderGroupSize events are shuffled within groups of this many (1: in order)
 */
public record NexmarkConfig(int personProportion, int auctionProportion, int bidProportion, int avgPersonByteSize,
        int avgAuctionByteSize, int avgBidByteSize, int hotAuctionRatio, int hotSellersRatio, int hotBiddersRatio,
        int numInFlightAuctions, int numActivePeople, int firstEventRate, int numEventGenerators,
        long outOfOrderGroupSize) {

    /** Nexmark's defaults: 1 person, 3 auctions and 46 bids in 50 events, 10,000 events a second. */
    public static final NexmarkConfig DEFAULT = new NexmarkConfig(1, 3, 46, 200, 500, 100, 2, 4, 4, 100, 1000, 10_000,
            1, 1);

    public NexmarkConfig {
        if (personProportion < 1 || auctionProportion < 1 || bidProportion < 0) {
            throw new IllegalArgumentException("Nexmark needs at least one person and one auction in each cycle of"
                    + " events: " + personProportion + " people, " + auctionProportion + " auctions, "
                    + bidProportion + " bids");
        }
    }

    /** The events in one cycle of people, auctions and bids. */
    public int totalProportion() {
        return personProportion + auctionProportion + bidProportion;
    }
}
