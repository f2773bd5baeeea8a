package io.github.typegen.it.domain;

import java.sql.Time;
import java.sql.Timestamp;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Date;
import java.util.List;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/**
 * A mutable POJO with the JDK date and time types older domain classes hold: {@code java.util.Date} and the
 * {@code java.sql} types, which are mutable, and the {@code java.time} types beyond the local ones.
 */
@FlinkType
public class LegacyTimes {

    public Date created;
    public java.sql.Date day;
    public Time time;
    public Timestamp stamp;
    public OffsetDateTime offsetAt;
    public ZonedDateTime zonedAt;
    public ZoneId zone;
    public ZoneOffset offset;
    public Period period;
    public Year year;
    public YearMonth month;
    public List<Date> history;

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof LegacyTimes other)) {
            return false;
        }
        return Objects.equals(created, other.created)
                && Objects.equals(day, other.day)
                && Objects.equals(time, other.time)
                && Objects.equals(stamp, other.stamp)
                && Objects.equals(offsetAt, other.offsetAt)
                && Objects.equals(zonedAt, other.zonedAt)
                && Objects.equals(zone, other.zone)
                && Objects.equals(offset, other.offset)
                && Objects.equals(period, other.period)
                && Objects.equals(year, other.year)
                && Objects.equals(month, other.month)
                && Objects.equals(history, other.history);
    }

    @Override
    public int hashCode() {
        return Objects.hash(created, stamp, zonedAt);
    }

    @Override
    public String toString() {
        return "LegacyTimes{created=" + created + ", day=" + day + ", time=" + time + ", stamp=" + stamp
                + ", offsetAt=" + offsetAt + ", zonedAt=" + zonedAt + ", zone=" + zone + ", offset=" + offset
                + ", period=" + period + ", year=" + year + ", month=" + month + ", history=" + history + "}";
    }
}
