package io.github.typegen.it.domain;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/**
 * A sealed abstract class with a field of its own: each permitted subclass serializes the inherited field
 * first, then its own, and passes all of them to its constructor.
 */
@FlinkType
public abstract sealed class Payment permits Payment.Card, Payment.Cash {

    private final BigDecimal amount;

    Payment(BigDecimal amount) {
        this.amount = amount;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    /** A card payment: immutable, so copies share it. */
    @FlinkType
    public static final class Card extends Payment {

        private final String maskedNumber;

        public Card(BigDecimal amount, String maskedNumber) {
            super(amount);
            this.maskedNumber = maskedNumber;
        }

        public String getMaskedNumber() {
            return maskedNumber;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Card c && Objects.equals(getAmount(), c.getAmount())
                    && Objects.equals(maskedNumber, c.maskedNumber);
        }

        @Override
        public int hashCode() {
            return Objects.hash(getAmount(), maskedNumber);
        }

        @Override
        public String toString() {
            return "Card{" + getAmount() + ", " + maskedNumber + "}";
        }
    }

    /** A cash payment with the notes handed over: an array, so copies are deep. */
    @FlinkType
    public static final class Cash extends Payment {

        private final int[] notes;

        public Cash(BigDecimal amount, int[] notes) {
            super(amount);
            this.notes = notes;
        }

        public int[] getNotes() {
            return notes;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Cash c && Objects.equals(getAmount(), c.getAmount())
                    && Arrays.equals(notes, c.notes);
        }

        @Override
        public int hashCode() {
            return Objects.hash(getAmount(), Arrays.hashCode(notes));
        }

        @Override
        public String toString() {
            return "Cash{" + getAmount() + ", " + Arrays.toString(notes) + "}";
        }
    }
}
