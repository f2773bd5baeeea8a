package io.github.typegen.testdomain;

import java.net.InetAddress;
import java.net.URI;
import java.net.URL;
import java.util.BitSet;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Pattern;

import io.github.typegen.annotations.FlinkType;

/**
 * A record of the common JDK value classes that have no field type of their own in Flink: currencies, locales,
 * URIs and URLs, addresses, bit sets, the primitive optionals and patterns, also inside containers.
 */
@FlinkType
public record JdkValues(
        Currency currency,
        Locale locale,
        URI uri,
        URL url,
        InetAddress address,
        BitSet bits,
        OptionalInt optionalInt,
        OptionalLong optionalLong,
        OptionalDouble optionalDouble,
        Pattern pattern,
        List<Currency> currencies,
        Map<Locale, BitSet> bitsByLocale,
        Optional<Pattern> maybePattern) {}
