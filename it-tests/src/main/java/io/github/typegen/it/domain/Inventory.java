package io.github.typegen.it.domain;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedList;
import java.util.List;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Queue;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

import io.github.typegen.annotations.FlinkType;

/**
 * A mutable POJO with the JDK collection types older domain classes hold: sorted maps and sets, enum sets
 * and maps, and the queue and collection interfaces.
 */
@FlinkType
public class Inventory {

    public SortedMap<String, Integer> stock;
    public NavigableMap<Long, String> events;
    public TreeMap<String, List<Date>> deliveries;
    public SortedSet<String> names;
    public NavigableSet<Integer> bins;
    public TreeSet<Tier> tiers;
    public EnumSet<Tier> flags;
    public EnumMap<Tier, Date> reviewed;
    public Collection<String> notes;
    public Queue<String> pending;
    public Deque<Integer> stack;
    public ArrayDeque<String> recent;
    public LinkedList<Optional<String>> log;

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Inventory other)) {
            return false;
        }
        return Objects.equals(stock, other.stock)
                && Objects.equals(events, other.events)
                && Objects.equals(deliveries, other.deliveries)
                && Objects.equals(names, other.names)
                && Objects.equals(bins, other.bins)
                && Objects.equals(tiers, other.tiers)
                && Objects.equals(flags, other.flags)
                && Objects.equals(reviewed, other.reviewed)
                && Objects.equals(inOrder(notes), inOrder(other.notes))
                && Objects.equals(inOrder(pending), inOrder(other.pending))
                && Objects.equals(inOrder(stack), inOrder(other.stack))
                && Objects.equals(inOrder(recent), inOrder(other.recent))
                && Objects.equals(log, other.log);
    }

    /** The elements in iteration order: queues and plain collections have no equals of their own. */
    private static <E> List<E> inOrder(Collection<E> collection) {
        return collection == null ? null : new ArrayList<>(collection);
    }

    @Override
    public int hashCode() {
        return Objects.hash(stock, names, flags);
    }

    @Override
    public String toString() {
        return "Inventory{stock=" + stock + ", events=" + events + ", deliveries=" + deliveries + ", names="
                + names + ", bins=" + bins + ", tiers=" + tiers + ", flags=" + flags + ", reviewed=" + reviewed
                + ", notes=" + notes + ", pending=" + pending + ", stack=" + stack + ", recent=" + recent
                + ", log=" + log + "}";
    }
}
