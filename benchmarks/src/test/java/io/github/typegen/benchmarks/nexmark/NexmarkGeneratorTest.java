package io.github.typegen.benchmarks.nexmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;

import io.github.typegen.nexmark.Event;
import io.github.typegen.nexmark.NexmarkConfig;
import io.github.typegen.nexmark.NexmarkGenerator;

/** The port of Nexmark's generator keeps its proportions, ids and distributions, and is a function of its seed. */
class NexmarkGeneratorTest {

    private static final long BASE_TIME = 1_700_000_000_000L;
    private static final int EVENTS = 50_000;

    private static final NexmarkGenerator GENERATOR = new NexmarkGenerator(NexmarkConfig.DEFAULT, BASE_TIME, 42);

    private static List<Event> events(NexmarkGenerator generator) {
        List<Event> events = new ArrayList<>(EVENTS);
        for (long n = 0; n < EVENTS; n++) {
            events.add(generator.event(n));
        }
        return events;
    }

    @Test
    void oneCycleOfFiftyEventsHoldsOnePersonThreeAuctionsAndFortySixBids() {
        List<Event> events = events(GENERATOR);
        assertThat(events).filteredOn(Event.Person.class::isInstance).hasSize(EVENTS / 50);
        assertThat(events).filteredOn(Event.Auction.class::isInstance).hasSize(EVENTS / 50 * 3);
        assertThat(events).filteredOn(Event.Bid.class::isInstance).hasSize(EVENTS / 50 * 46);
        assertThat(events.subList(0, 5)).hasExactlyElementsOfTypes(Event.Person.class, Event.Auction.class,
                Event.Auction.class, Event.Auction.class, Event.Bid.class);
    }

    @Test
    void peopleAndAuctionsAreNumberedFromAThousandInOrder() {
        List<Event> events = events(GENERATOR);
        assertThat(events).filteredOn(Event.Person.class::isInstance).map(event -> ((Event.Person) event).id())
                .containsExactlyElementsOf(LongStream.range(1000, 1000 + EVENTS / 50).boxed().toList());
        assertThat(events).filteredOn(Event.Auction.class::isInstance).map(event -> ((Event.Auction) event).id())
                .containsExactlyElementsOf(LongStream.range(1000, 1000 + EVENTS / 50 * 3).boxed().toList());
    }

    @Test
    void eventsFollowTheEventRateOfTenThousandASecond() {
        assertThat(GENERATOR.event(0).dateTime()).isEqualTo(Instant.ofEpochMilli(BASE_TIME));
        assertThat(GENERATOR.event(12_345).dateTime()).isEqualTo(Instant.ofEpochMilli(BASE_TIME + 1_234));
    }

    @Test
    void bidsGoMostlyToHotAuctionsAndThroughHotChannels() {
        List<Event.Bid> bids = events(GENERATOR).stream().filter(Event.Bid.class::isInstance)
                .map(Event.Bid.class::cast).toList();
        double hotAuctions = bids.stream().filter(bid -> bid.auction() % 100 == 0).count() / (double) bids.size();
        assertThat(hotAuctions).as("one bid in hotAuctionRatio (2) goes to any recent auction").isBetween(0.48, 0.56);
        double hotChannels = bids.stream()
                .filter(bid -> Set.of("Google", "Facebook", "Baidu", "Apple").contains(bid.channel()))
                .count() / (double) bids.size();
        assertThat(hotChannels).isBetween(0.47, 0.53);
        assertThat(bids).allSatisfy(bid -> {
            assertThat(bid.price()).isBetween(100L, 100_000_000L);
            assertThat(bid.url()).startsWith("https://www.nexmark.com/");
            assertThat(bid.bidder()).as("bidder ids add FIRST_PERSON_ID twice, as in Nexmark").isGreaterThanOrEqualTo(
                    2000L);
        });
        double averageExtra = bids.stream().mapToInt(bid -> bid.extra().length()).average().orElseThrow();
        assertThat(averageExtra).as("a bid of 32 bytes brought to 100 on average").isBetween(64.0, 71.0);
    }

    @Test
    void theSameSeedGivesTheSameEventsAndAnotherSeedOthers() {
        assertThat(events(new NexmarkGenerator(NexmarkConfig.DEFAULT, BASE_TIME, 42))).isEqualTo(events(GENERATOR));
        Event.Bid bid = (Event.Bid) GENERATOR.event(10);
        Event.Bid other = (Event.Bid) new NexmarkGenerator(NexmarkConfig.DEFAULT, BASE_TIME, 43).event(10);
        assertThat(other.extra()).isNotEqualTo(bid.extra());
    }
}
