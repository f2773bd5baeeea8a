package io.github.typegen.kafka.domain;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.apache.flink.api.common.serialization.AbstractDeserializationSchema;

/**
 * Reads a {@link Payment} from the UTF-8 line {@code account,seq,cents}; a line that does not fit throws an
 * {@code IOException} naming the field and its column.
 */
public final class PaymentSchema extends AbstractDeserializationSchema<Payment> {

    private static final long serialVersionUID = 1L;

    public PaymentSchema() {
        super(new PaymentTypeInfo());
    }

    @Override
    public Payment deserialize(byte[] message) throws IOException {
        if (message == null) {
            throw new IOException("no value (a tombstone)");
        }
        String line = new String(message, StandardCharsets.UTF_8);
        String[] fields = line.split(",", -1);
        if (fields.length != 3) {
            throw new IOException("expected 3 fields account,seq,cents but found " + fields.length + " in '" + line + "'");
        }
        return new Payment(fields[0], (int) number(fields, 1, "seq"), number(fields, 2, "cents"));
    }

    private static long number(String[] fields, int index, String name) throws IOException {
        try {
            return Long.parseLong(fields[index]);
        } catch (NumberFormatException e) {
            throw new IOException("field '" + name + "' (column " + (index + 1) + ") is not a number: '"
                    + fields[index] + "'", e);
        }
    }
}
