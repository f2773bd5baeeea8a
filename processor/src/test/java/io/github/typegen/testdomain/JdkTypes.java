package io.github.typegen.testdomain;

import java.sql.Time;
import java.sql.Timestamp;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Date;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedList;
import java.util.List;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Queue;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

import io.github.typegen.annotations.FlinkType;

/**
 * A mutable POJO with public fields: the JDK value and collection types that existing domain classes hold,
 * mutable dates among them, and collections of them.
 */
@FlinkType
public class JdkTypes {
    public Date date;
    public java.sql.Date sqlDate;
    public Time sqlTime;
    public Timestamp timestamp;
    public OffsetDateTime offsetDateTime;
    public ZonedDateTime zonedDateTime;
    public ZoneId zoneId;
    public ZoneOffset zoneOffset;
    public Period period;
    public Year year;
    public YearMonth yearMonth;
    public SortedMap<String, Date> datesByName;
    public NavigableMap<Integer, List<String>> listsByNumber;
    public TreeMap<Tier, Timestamp> stampsByTier;
    public SortedSet<String> sortedNames;
    public NavigableSet<Long> sortedIds;
    public TreeSet<Tier> sortedTiers;
    public EnumSet<Tier> tiers;
    public EnumMap<Tier, List<Date>> datesByTier;
    public Collection<Point> points;
    public Queue<String> queue;
    public Deque<Date> deque;
    public ArrayDeque<Integer> arrayDeque;
    public LinkedList<ZoneId> zones;
}
