package io.github.typegen.it.domain;

import java.net.InetAddress;
import java.net.URI;
import java.net.URL;
import java.util.BitSet;
import java.util.Currency;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Pattern;

import io.github.typegen.annotations.FlinkType;

/**
 * A record of the JDK value classes Flink has no serializer of its own for. {@code Pattern} has no {@code equals}
 * and {@code URL.equals} asks a name service, so this record compares them by their text (and flags).
 */
@FlinkType
public record Endpoint(Currency currency, Locale locale, URI uri, URL url, InetAddress address, BitSet ports,
        OptionalInt priority, OptionalLong quota, OptionalDouble weight, Pattern accepts) {

    @Override
    public boolean equals(Object o) {
        return o instanceof Endpoint other
                && Objects.equals(currency, other.currency)
                && Objects.equals(locale, other.locale)
                && Objects.equals(uri, other.uri)
                && Objects.equals(text(url), text(other.url))
                && Objects.equals(address, other.address)
                && Objects.equals(ports, other.ports)
                && Objects.equals(priority, other.priority)
                && Objects.equals(quota, other.quota)
                && Objects.equals(weight, other.weight)
                && Objects.equals(text(accepts), text(other.accepts))
                && flags(accepts) == flags(other.accepts);
    }

    @Override
    public int hashCode() {
        return Objects.hash(currency, locale, uri, text(url), address, ports, priority, quota, weight,
                text(accepts));
    }

    private static String text(URL url) {
        return url == null ? null : url.toExternalForm();
    }

    private static String text(Pattern pattern) {
        return pattern == null ? null : pattern.pattern();
    }

    private static int flags(Pattern pattern) {
        return pattern == null ? 0 : pattern.flags();
    }
}
