package io.github.typegen.processor;

import static io.github.typegen.processor.ClassVersion.deserialize;
import static io.github.typegen.processor.ClassVersion.get;
import static io.github.typegen.processor.ClassVersion.serialize;
import static io.github.typegen.processor.ClassVersion.writeSnapshot;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.junit.jupiter.api.Test;

/**
 * A converted field's snapshot holds its stored form, so the stored form evolves like any field: state written by one
 * version of a class is restored by the next, compiled into another class loader, as Flink restores it.
 */
class ConverterEvolutionTest {

    /** An {@code Amount} of a library, as text: the same bytes as a {@code String} field. */
    private static final String AS_TEXT = """
            package evo;

            import io.github.typegen.annotations.Convert;
            import io.github.typegen.annotations.FlinkConverter;
            import io.github.typegen.annotations.FlinkType;

            @FlinkType
            public record Order(long id, @Convert(Order.AmountConverter.class) Order.Amount price) {

                public static final class Amount {
                    public final long cents;
                    public final String currency;

                    public Amount(long cents, String currency) {
                        this.cents = cents;
                        this.currency = currency;
                    }
                }

                public static final class AmountConverter implements FlinkConverter<Amount, String> {
                    @Override
                    public String toStored(Amount value) {
                        return value.cents + " " + value.currency;
                    }

                    @Override
                    public Amount fromStored(String stored) {
                        String[] parts = stored.split(" ");
                        return new Amount(Long.parseLong(parts[0]), parts[1]);
                    }
                }
            }
            """;

    /** The same {@code Amount}, stored as a record of its own, whose fields evolve. */
    private static String asRecord(String storedComponents, String toStored, String fromStored) {
        return """
                package evo;

                import io.github.typegen.annotations.FlinkConverters;
                import io.github.typegen.annotations.FlinkConverter;
                import io.github.typegen.annotations.FlinkType;

                @FlinkType
                @FlinkConverters(Order.AmountConverter.class)
                public record Order(long id, Order.Amount price) {

                    public static final class Amount {
                        public final long cents;
                        public final String currency;

                        public Amount(long cents, String currency) {
                            this.cents = cents;
                            this.currency = currency;
                        }
                    }

                    @FlinkType
                    public record Stored(%s) {}

                    public static final class AmountConverter implements FlinkConverter<Amount, Stored> {
                        @Override
                        public Stored toStored(Amount value) {
                            return %s;
                        }

                        @Override
                        public Amount fromStored(Stored stored) {
                            return %s;
                        }
                    }
                }
                """.formatted(storedComponents, toStored, fromStored);
    }

    private static final String RECORD_V1 = asRecord("long cents, String currency",
            "new Stored(value.cents, value.currency)", "new Amount(stored.cents(), stored.currency())");

    @Test
    void aStringFieldBecomesAConvertedFieldWithTheSameStoredFormAsIs() throws Exception {
        ClassVersion v1 = ClassVersion.compile("package evo;\n@io.github.typegen.annotations.FlinkType\n"
                + "public record Order(long id, String price) {}\n");
        ClassVersion v2 = ClassVersion.compile(AS_TEXT);
        Restore restore = Restore.of(v1, v2, v1.create("evo.Order", 7L, "1999 EUR"));

        assertThat(restore.compatibility().isCompatibleAsIs()).isTrue();
        Object price = get(restore.read(), "price");
        assertThat(price.getClass().getName()).isEqualTo("evo.Order$Amount");
        assertThat(price.getClass().getField("cents").get(price)).isEqualTo(1999L);
        assertThat(price.getClass().getField("currency").get(price)).isEqualTo("EUR");
    }

    @Test
    void aConvertedFieldRoundTripsThroughItsSnapshot() throws Exception {
        ClassVersion v1 = ClassVersion.compile(RECORD_V1);
        Object amount = v1.create("evo.Order$Amount", 250L, "CHF");
        Restore restore = Restore.of(v1, ClassVersion.compile(RECORD_V1), v1.create("evo.Order", 1L, amount));

        assertThat(restore.compatibility().isCompatibleAsIs()).isTrue();
        Object price = get(restore.read(), "price");
        assertThat(price.getClass().getField("cents").get(price)).isEqualTo(250L);
    }

    @Test
    void aFieldAddedToTheStoredRecordMigratesAsInAnyRecord() throws Exception {
        ClassVersion v1 = ClassVersion.compile(RECORD_V1);
        ClassVersion v2 = ClassVersion.compile(asRecord("long cents, String currency, String note",
                "new Stored(value.cents, value.currency, null)",
                "new Amount(stored.cents(), stored.note() == null ? stored.currency() : stored.note())"));
        Object amount = v1.create("evo.Order$Amount", 250L, "CHF");
        Restore restore = Restore.of(v1, v2, v1.create("evo.Order", 1L, amount));

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object price = get(restore.read(), "price");
        assertThat(price.getClass().getField("cents").get(price)).isEqualTo(250L);
        assertThat(price.getClass().getField("currency").get(price)).isEqualTo("CHF");
    }

    @Test
    void changingTheStoredTypeIncompatiblyIsRefusedAsForAnyField() throws Exception {
        ClassVersion v1 = ClassVersion.compile(RECORD_V1);
        ClassVersion v2 = ClassVersion.compile(AS_TEXT);
        Object amount = v1.create("evo.Order$Amount", 250L, "CHF");
        Restore restore = Restore.of(v1, v2, v1.create("evo.Order", 1L, amount));

        assertThat(restore.compatibility().isIncompatible()).isTrue();
    }

    /** State of {@code evo.Order} written by {@code v1}, being restored with {@code v2}. */
    private record Restore(ClassVersion v2, TypeSerializerSnapshot<Object> oldSnapshot, byte[] data) {

        static Restore of(ClassVersion v1, ClassVersion v2, Object value) throws IOException {
            TypeSerializer<Object> serializer = v1.serializer("evo.Order");
            byte[] data = serialize(serializer, value);
            byte[] snapshot = writeSnapshot(serializer.snapshotConfiguration());
            return new Restore(v2, v2.readSnapshot(snapshot), data);
        }

        TypeSerializerSchemaCompatibility<Object> compatibility() {
            return v2.serializer("evo.Order").snapshotConfiguration().resolveSchemaCompatibility(oldSnapshot);
        }

        /** Reads the old bytes with the restored serializer; the current one writes the value and reads it back. */
        Object read() throws IOException {
            Object value = deserialize(oldSnapshot.restoreSerializer(), data);
            TypeSerializer<Object> current = v2.serializer("evo.Order");
            byte[] written = serialize(current, value);
            assertThat(serialize(current, deserialize(current, written))).isEqualTo(written);
            return value;
        }
    }
}
