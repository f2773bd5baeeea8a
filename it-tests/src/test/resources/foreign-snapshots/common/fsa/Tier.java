package fsa;

/** An enum, unchanged by the adoption: Flink's EnumSerializer wrote it, Typegen writes it by ordinal. */
public enum Tier {
    BRONZE, SILVER, GOLD
}
