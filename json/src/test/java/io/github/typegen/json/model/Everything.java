package io.github.typegen.json.model;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;

import io.github.typegen.annotations.FlinkType;

/** A POJO with a field of every type the JSON codec supports; unknown fields fail, as Jackson's default. */
@FlinkType(json = true)
public class Everything {
    public boolean flag;
    public byte tiny;
    public short small;
    public int count;
    public long big;
    public float ratio;
    public double amount;
    public char letter;
    public Boolean boxedFlag;
    public Byte boxedTiny;
    public Short boxedSmall;
    public Integer boxedCount;
    public Long boxedBig;
    public Float boxedRatio;
    public Double boxedAmount;
    public Character boxedLetter;
    public String text;
    public BigDecimal decimal;
    public BigInteger integer;
    public UUID uuid;
    public Instant instant;
    public LocalDate date;
    public LocalTime time;
    public LocalDateTime dateTime;
    public OffsetDateTime offsetDateTime;
    public ZonedDateTime zonedDateTime;
    public Duration duration;
    public Date legacyDate;
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss", timezone = "Europe/Berlin")
    public Date formattedDate;
    @JsonFormat(pattern = "yyyy-MM-dd'T'HH:mm:ss.SSS", timezone = "UTC")
    public Instant formattedInstant;
    public Status status;
    public byte[] bytes;
    public char[] chars;
    public int[] ints;
    public long[] longs;
    public double[] doubles;
    public boolean[] flags;
    public String[] texts;
    public Address[] addresses;
    public List<String> list;
    public Set<Integer> set;
    public Map<String, Long> map;
    public List<List<String>> nestedList;
    public Map<String, Address> addressBook;
    public List<Status> statuses;
    public Optional<String> optionalText;
    public Optional<Address> optionalAddress;
    public Address address;
    public List<LineItem> items;
    @JsonIgnore
    public String secret;
}
