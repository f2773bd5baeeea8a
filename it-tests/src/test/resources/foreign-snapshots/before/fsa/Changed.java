package fsa;

public record Changed(String id, String balance) {}
