package io.github.typegen.nexmark;

import java.io.Serializable;
import java.time.Instant;
import java.util.SplittableRandom;

/**
 * Nexmark's event generator (github.com/nexmark/nexmark, {@code nexmark-flink}'s {@code NexmarkGenerator} and the
 * generators of its model, Apache License 2.0), ported with its proportions and distributions: event ids cycle
 * through {@link NexmarkConfig#personProportion people}, auctions and bids; auctions go mostly to hot sellers, bids
 * mostly to hot auctions and from hot bidders, half of them through one of four hot channels; prices are {@code
 * 10^(6u)} dollars in cents; strings, credit cards, cities and the {@code extra} payload are drawn as Nexmark draws
 * them; timestamps follow the configured event rate.
 *
 * <p>One change: each event is drawn from a random generator seeded by its id (as the first Nexmark, Apache Beam's,
 * did), where {@code nexmark-flink} draws every event from one unseeded generator. So {@link #event(long)} is a pure
 * function of the event number: the same events in every run, on any number of parallel sources, and both sides of
 * a comparison see the same input. The hot channels' URLs and the 10,000 other channels' are drawn once from the
 * generator's seed.
 *
 * <p>Kept as Nexmark has it: a bid's bidder id adds {@code FIRST_PERSON_ID} twice ({@code nexmark-flink}'s {@code
 * BidGenerator}), so bidders are numbered from 2000.
 */
public final class NexmarkGenerator implements Serializable {

    private static final long serialVersionUID = 1L;

    static final long FIRST_AUCTION_ID = 1000L;
    static final long FIRST_PERSON_ID = 1000L;
    static final long FIRST_CATEGORY_ID = 10L;

    private static final int PERSON_ID_LEAD = 10;
    private static final int AUCTION_ID_LEAD = 10;
    private static final int NUM_CATEGORIES = 5;
    private static final int HOT_SELLER_RATIO = 100;
    private static final int HOT_AUCTION_RATIO = 100;
    private static final int HOT_BIDDER_RATIO = 100;
    private static final int HOT_CHANNELS_RATIO = 2;
    private static final int CHANNELS_NUMBER = 10_000;
    private static final int MIN_STRING_LENGTH = 3;

    private static final String[] US_STATES = "AZ,CA,ID,OR,WA,WY".split(",");
    private static final String[] US_CITIES =
            "Phoenix,Los Angeles,San Francisco,Boise,Portland,Bend,Redmond,Seattle,Kent,Cheyenne".split(",");
    private static final String[] FIRST_NAMES = "Peter,Paul,Luke,John,Saul,Vicky,Kate,Julie,Sarah,Deiter,Walter"
            .split(",");
    private static final String[] LAST_NAMES = "Shultz,Abrams,Spencer,White,Bartels,Walton,Smith,Jones,Noris"
            .split(",");
    private static final String[] HOT_CHANNELS = {"Google", "Facebook", "Baidu", "Apple"};

    private final NexmarkConfig config;
    private final long baseTime;
    private final long seed;
    private final double interEventDelayUs;
    /** Nexmark's 1 MiB of random letters, from which {@code extra} payloads are cut. */
    private transient String reusableExtra;
    private transient String[] hotUrls;
    private transient String[] channelUrls;

    /**
     * @param baseTime the event time of the first event, in milliseconds since the epoch
     * @param seed what every event's random draws derive from
     */
    public NexmarkGenerator(NexmarkConfig config, long baseTime, long seed) {
        this.config = config;
        this.baseTime = baseTime;
        this.seed = seed;
        this.interEventDelayUs = 1_000_000.0 / config.firstEventRate() * config.numEventGenerators();
    }

    /** The configuration the events follow. */
    public NexmarkConfig config() {
        return config;
    }

    /** The event number {@code eventNumber} (from 0) generates: a person, an auction or a bid. */
    public Event event(long eventNumber) {
        long adjusted = adjustedEventNumber(eventNumber);
        long eventId = adjusted;
        long timestamp = timestamp(adjusted);
        SplittableRandom random = new SplittableRandom(seed ^ (eventId * 0x9E3779B97F4A7C15L));
        long rem = eventId % config.totalProportion();
        if (rem < config.personProportion()) {
            return person(eventId, random, timestamp);
        } else if (rem < config.personProportion() + config.auctionProportion()) {
            return auction(adjusted, eventId, random, timestamp);
        }
        return bid(eventId, random, timestamp);
    }

    /** The event time of event number {@code eventNumber}, in milliseconds since the epoch. */
    public long timestamp(long eventNumber) {
        return baseTime + (long) (eventNumber * interEventDelayUs) / 1000L;
    }

    /** Nexmark's out-of-order shuffle: within each group of {@code outOfOrderGroupSize} events. */
    private long adjustedEventNumber(long eventNumber) {
        long n = config.outOfOrderGroupSize();
        long base = (eventNumber / n) * n;
        long offset = (eventNumber * 953) % n;
        return base + offset;
    }

    // ------------------------------------------------------------------------
    //  people
    // ------------------------------------------------------------------------

    private Event.Person person(long eventId, SplittableRandom random, long timestamp) {
        long id = lastBase0PersonId(eventId) + FIRST_PERSON_ID;
        String name = FIRST_NAMES[random.nextInt(FIRST_NAMES.length)] + " "
                + LAST_NAMES[random.nextInt(LAST_NAMES.length)];
        String email = nextString(random, 7, ' ') + "@" + nextString(random, 5, ' ') + ".com";
        StringBuilder creditCard = new StringBuilder(19);
        for (int i = 0; i < 4; i++) {
            if (i > 0) {
                creditCard.append(' ');
            }
            creditCard.append(String.format("%04d", random.nextInt(10_000)));
        }
        String city = US_CITIES[random.nextInt(US_CITIES.length)];
        String state = US_STATES[random.nextInt(US_STATES.length)];
        int currentSize = 8 + name.length() + email.length() + creditCard.length() + city.length() + state.length();
        String extra = nextExtra(random, currentSize, config.avgPersonByteSize());
        return new Event.Person(id, name, email, creditCard.toString(), city, state, Instant.ofEpochMilli(timestamp),
                extra);
    }

    /** The id (from 0) of the last person created by event {@code eventId}. */
    long lastBase0PersonId(long eventId) {
        long epoch = eventId / config.totalProportion();
        long offset = eventId % config.totalProportion();
        if (offset >= config.personProportion()) {
            offset = config.personProportion() - 1;
        }
        return epoch * config.personProportion() + offset;
    }

    /** A random active person's id (from 0), or one of the next few not yet created. */
    private long nextBase0PersonId(long eventId, SplittableRandom random) {
        long numPeople = lastBase0PersonId(eventId) + 1;
        long activePeople = Math.min(numPeople, config.numActivePeople());
        long n = nextLong(random, activePeople + PERSON_ID_LEAD);
        return numPeople - activePeople + n;
    }

    // ------------------------------------------------------------------------
    //  auctions
    // ------------------------------------------------------------------------

    private Event.Auction auction(long eventNumber, long eventId, SplittableRandom random, long timestamp) {
        long id = lastBase0AuctionId(eventId) + FIRST_AUCTION_ID;
        long seller;
        if (random.nextInt(config.hotSellersRatio()) > 0) {
            seller = (lastBase0PersonId(eventId) / HOT_SELLER_RATIO) * HOT_SELLER_RATIO;
        } else {
            seller = nextBase0PersonId(eventId, random);
        }
        seller += FIRST_PERSON_ID;
        long category = FIRST_CATEGORY_ID + random.nextInt(NUM_CATEGORIES);
        long initialBid = nextPrice(random);
        long expires = timestamp + nextAuctionLengthMs(eventNumber, random, timestamp);
        String name = nextString(random, 20, ' ');
        String description = nextString(random, 100, ' ');
        long reserve = initialBid + nextPrice(random);
        int currentSize = 8 + name.length() + description.length() + 8 + 8 + 8 + 8 + 8;
        String extra = nextExtra(random, currentSize, config.avgAuctionByteSize());
        return new Event.Auction(id, name, description, initialBid, reserve, Instant.ofEpochMilli(timestamp),
                Instant.ofEpochMilli(expires), seller, category, extra);
    }

    /** The id (from 0) of the last auction created by event {@code eventId}. */
    long lastBase0AuctionId(long eventId) {
        long epoch = eventId / config.totalProportion();
        long offset = eventId % config.totalProportion();
        if (offset < config.personProportion()) {
            epoch--;
            offset = config.auctionProportion() - 1;
        } else if (offset >= config.personProportion() + config.auctionProportion()) {
            offset = config.auctionProportion() - 1;
        } else {
            offset -= config.personProportion();
        }
        return epoch * config.auctionProportion() + offset;
    }

    /** A random recent auction's id (from 0), or one of the next few not yet created. */
    private long nextBase0AuctionId(long eventId, SplittableRandom random) {
        long maxAuction = lastBase0AuctionId(eventId);
        long minAuction = Math.max(maxAuction - config.numInFlightAuctions(), 0);
        return minAuction + nextLong(random, maxAuction - minAuction + 1 + AUCTION_ID_LEAD);
    }

    /** How long an auction runs: up to twice the time until {@code numInFlightAuctions} more auctions open. */
    private long nextAuctionLengthMs(long eventNumber, SplittableRandom random, long timestamp) {
        long numEventsForAuctions = ((long) config.numInFlightAuctions() * config.totalProportion())
                / config.auctionProportion();
        long futureAuction = timestamp(eventNumber + numEventsForAuctions);
        long horizonMs = futureAuction - timestamp;
        return 1L + nextLong(random, Math.max(horizonMs * 2, 1L));
    }

    // ------------------------------------------------------------------------
    //  bids
    // ------------------------------------------------------------------------

    private Event.Bid bid(long eventId, SplittableRandom random, long timestamp) {
        long auction;
        if (random.nextInt(config.hotAuctionRatio()) > 0) {
            auction = (lastBase0AuctionId(eventId) / HOT_AUCTION_RATIO) * HOT_AUCTION_RATIO;
        } else {
            auction = nextBase0AuctionId(eventId, random);
        }
        auction += FIRST_AUCTION_ID;
        long bidder;
        if (random.nextInt(config.hotBiddersRatio()) > 0) {
            bidder = (lastBase0PersonId(eventId) / HOT_BIDDER_RATIO) * HOT_BIDDER_RATIO + 1;
        } else {
            bidder = nextBase0PersonId(eventId, random);
        }
        bidder += FIRST_PERSON_ID;
        long price = nextPrice(random);
        String channel;
        String url;
        if (random.nextInt(HOT_CHANNELS_RATIO) > 0) {
            int i = random.nextInt(HOT_CHANNELS.length);
            channel = HOT_CHANNELS[i];
            url = hotUrls()[i];
        } else {
            int i = random.nextInt(CHANNELS_NUMBER);
            channel = "channel-" + i;
            url = channelUrls()[i];
        }
        bidder += FIRST_PERSON_ID;
        int currentSize = 8 + 8 + 8 + 8;
        String extra = nextExtra(random, currentSize, config.avgBidByteSize());
        return new Event.Bid(auction, bidder, price, channel, url, Instant.ofEpochMilli(timestamp), extra);
    }

    private String[] hotUrls() {
        if (hotUrls == null) {
            drawChannels();
        }
        return hotUrls;
    }

    private String[] channelUrls() {
        if (channelUrls == null) {
            drawChannels();
        }
        return channelUrls;
    }

    /** The URLs of the hot channels and of the others, one in ten of those without a channel id. */
    private void drawChannels() {
        SplittableRandom random = new SplittableRandom(seed);
        String[] hot = new String[HOT_CHANNELS.length];
        for (int i = 0; i < hot.length; i++) {
            hot[i] = baseUrl(random);
        }
        String[] others = new String[CHANNELS_NUMBER];
        for (int i = 0; i < CHANNELS_NUMBER; i++) {
            String url = baseUrl(random);
            if (random.nextInt(10) > 0) {
                url = url + "&channel_id=" + Math.abs(Integer.reverse(i));
            }
            others[i] = url;
        }
        hotUrls = hot;
        channelUrls = others;
    }

    private static String baseUrl(SplittableRandom random) {
        return "https://www.nexmark.com/" + nextString(random, 5, '_') + '/' + nextString(random, 5, '_') + '/'
                + nextString(random, 5, '_') + '/' + "item.htm?query=1";
    }

    // ------------------------------------------------------------------------
    //  values
    // ------------------------------------------------------------------------

    /** A price in cents: {@code 10^(6u)} dollars for a uniform {@code u}. */
    private static long nextPrice(SplittableRandom random) {
        return Math.round(Math.pow(10.0, random.nextDouble() * 6.0) * 100.0);
    }

    /** A random long of {@code [0, n)}. */
    private static long nextLong(SplittableRandom random, long n) {
        if (n < Integer.MAX_VALUE) {
            return random.nextInt((int) n);
        }
        return Math.abs(random.nextLong() % n);
    }

    /** Letters, one in 13 of them {@code special}, of a length from 3 to below {@code maxLength}, trimmed. */
    private static String nextString(SplittableRandom random, int maxLength, char special) {
        int length = MIN_STRING_LENGTH + random.nextInt(maxLength - MIN_STRING_LENGTH);
        StringBuilder string = new StringBuilder(length);
        while (length-- > 0) {
            if (random.nextInt(13) == 0) {
                string.append(special);
            } else {
                string.append((char) ('a' + random.nextInt(26)));
            }
        }
        return string.toString().trim();
    }

    /** A payload that brings an event of {@code currentSize} bytes to about {@code desiredAverageSize} (+-20%). */
    private String nextExtra(SplittableRandom random, int currentSize, int desiredAverageSize) {
        if (currentSize > desiredAverageSize) {
            return "";
        }
        int remaining = desiredAverageSize - currentSize;
        int delta = (int) Math.round(remaining * 0.2);
        int minSize = remaining - delta;
        int size = minSize + (delta == 0 ? 0 : random.nextInt(2 * delta));
        String letters = reusableExtra();
        int offset = random.nextInt(letters.length() - size);
        return letters.substring(offset, offset + size);
    }

    private String reusableExtra() {
        if (reusableExtra == null) {
            SplittableRandom random = new SplittableRandom(seed);
            StringBuilder letters = new StringBuilder(1 << 20);
            int rnd = 0;
            int n = 0;
            for (int i = 0; i < 1 << 20; i++) {
                if (n == 0) {
                    rnd = random.nextInt();
                    n = 6;
                }
                letters.append((char) ('a' + rnd % 26));
                rnd /= 26;
                n--;
            }
            reusableExtra = letters.toString();
        }
        return reusableExtra;
    }
}
