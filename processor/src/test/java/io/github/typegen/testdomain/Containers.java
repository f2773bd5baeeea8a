package io.github.typegen.testdomain;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import io.github.typegen.annotations.FlinkType;

/** A mutable POJO with public fields: every collection type, nested in each other, and arrays. */
@FlinkType
public class Containers {
    public List<String> names;
    public ArrayList<Integer> numbers;
    public Set<String> tags;
    public HashSet<Long> ids;
    public LinkedHashSet<UUID> uuids;
    public Map<String, Integer> counts;
    public HashMap<String, List<Double>> series;
    public LinkedHashMap<Tier, Set<String>> byTier;
    public Map<String, Map<String, Point>> nestedMaps;
    public List<List<String>> listOfLists;
    public List<Optional<String>> maybeNames;
    public Optional<String> note;
    public Optional<List<Point>> route;
    public Optional<Counter> counter;
    public List<Counter> counters;
    public Map<Point, Counter> countersByPoint;
    public String[] labels;
    public Point[] points;
    public Counter[] counterArray;
    public int[][] matrix;
    public Point[][] grid;
    public String[][][] cube;
    public List<int[]> rows;
    public Map<String, byte[]> blobs;
}
