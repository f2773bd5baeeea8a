package fsa;

import java.math.BigDecimal;

public record Renamed(String id, BigDecimal amount) {}
