package fsa;

import java.util.List;

public record ListChanged(String id, List<Integer> values) {}
