package io.github.typegen.benchmarks.nexmark;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.flink.streaming.api.datastream.DataStream;

import io.github.typegen.nexmark.CountChar;
import io.github.typegen.nexmark.Event.Bid;
import io.github.typegen.runtime.Typegen;

/**
 * Nexmark's projection and filter queries written by hand as DataStream {@code filter} and {@code map} steps on
 * Typegen's type information, with the semantics of Flink's SQL functions as Flink's runtime implements them: what
 * compiling a query at best reaches.
 */
final class NexmarkAsJava {

    private static final BigDecimal EUROS_PER_DOLLAR = new BigDecimal("0.908");
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd", Locale.ROOT)
            .withZone(NexmarkJobs.TIME_ZONE);
    private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("HH:mm", Locale.ROOT)
            .withZone(NexmarkJobs.TIME_ZONE);
    private static final Pattern CHANNEL_ID = Pattern.compile("(&|^)channel_id=([^&]*)");
    private static final CountChar COUNT_CHAR = new CountChar();

    private NexmarkAsJava() {}

    static DataStream<?> query(NexmarkQuery query, DataStream<Bid> bids) {
        return switch (query) {
            case Q0 -> bids.map(b -> new Results.Q0(b.auction(), b.bidder(), b.price(), b.dateTime(), b.extra()),
                    Typegen.typeInfo(Results.Q0.class));
            case Q1 -> bids.map(b -> new Results.Q1(b.auction(), b.bidder(), euros(b.price()), b.dateTime(),
                    b.extra()), Typegen.typeInfo(Results.Q1.class));
            case Q2 -> bids.filter(b -> b.auction() % 123 == 0)
                    .map(b -> new Results.Q2(b.auction(), b.price()), Typegen.typeInfo(Results.Q2.class));
            case Q10 -> bids.map(b -> new Results.Q10(b.auction(), b.bidder(), b.price(), b.dateTime(), b.extra(),
                    DAY.format(b.dateTime()), MINUTE.format(b.dateTime())), Typegen.typeInfo(Results.Q10.class));
            case Q14 -> bids.filter(NexmarkAsJava::inQ14sRange)
                    .map(b -> new Results.Q14(b.auction(), b.bidder(), euros(b.price()), bidTimeType(b.dateTime()),
                            b.dateTime(), b.extra(), COUNT_CHAR.eval(b.extra(), "c")),
                            Typegen.typeInfo(Results.Q14.class));
            case Q21 -> bids.filter(b -> channelId(b.url()) != null || knownChannel(b.channel()) != null)
                    .map(b -> {
                        String known = knownChannel(b.channel());
                        return new Results.Q21(b.auction(), b.bidder(), b.price(), b.channel(),
                                known != null ? known : channelId(b.url()));
                    }, Typegen.typeInfo(Results.Q21.class));
            case Q22 -> bids.map(b -> {
                String[] dirs = b.url().split("/", -1);
                return new Results.Q22(b.auction(), b.bidder(), b.price(), b.channel(), part(dirs, 3),
                        part(dirs, 4), part(dirs, 5));
            }, Typegen.typeInfo(Results.Q22.class));
        };
    }

    /** {@code 0.908 * price}: a {@code DECIMAL(23, 3)}, exact. */
    private static BigDecimal euros(long price) {
        return EUROS_PER_DOLLAR.multiply(BigDecimal.valueOf(price));
    }

    /** {@code 0.908 * price > 1000000 AND 0.908 * price < 50000000}, exact: in thousandths of a cent. */
    private static boolean inQ14sRange(Bid bid) {
        long thousandths = 908 * bid.price();
        return thousandths > 1_000_000_000L && thousandths < 50_000_000_000L;
    }

    /** q14's {@code CASE} on {@code HOUR(dateTime)} in the session time zone. */
    private static String bidTimeType(Instant dateTime) {
        int hour = dateTime.atOffset(NexmarkJobs.TIME_ZONE).getHour();
        if (hour >= 8 && hour <= 18) {
            return "dayTime";
        }
        if (hour <= 6 || hour >= 20) {
            return "nightTime";
        }
        return "otherTime";
    }

    /** q21's {@code CASE} on {@code lower(channel)}: the id of a known channel, or null. */
    private static String knownChannel(String channel) {
        return switch (channel.toLowerCase(Locale.ROOT)) {
            case "apple" -> "0";
            case "google" -> "1";
            case "facebook" -> "2";
            case "baidu" -> "3";
            default -> null;
        };
    }

    /** {@code REGEXP_EXTRACT(url, '(&|^)channel_id=([^&]*)', 2)}: the second group of the first match, or null. */
    private static String channelId(String url) {
        Matcher matcher = CHANNEL_ID.matcher(url);
        return matcher.find() ? matcher.group(2) : null;
    }

    /** {@code SPLIT_INDEX}'s element {@code index}, or null past the end. */
    private static String part(String[] parts, int index) {
        return index < parts.length ? parts[index] : null;
    }
}
