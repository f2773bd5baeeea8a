package io.github.typegen.sample.cluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import org.apache.flink.api.common.serialization.AbstractDeserializationSchema;

import io.github.typegen.runtime.Typegen;

/**
 * A {@link Posting} as a line of UTF-8 text, {@code sequence,account,currency,cents}, e.g.
 * {@code 41,account-1,EUR,-521}: what {@link KafkaLedgerJob} reads from its input topic.
 */
public final class PostingLines extends AbstractDeserializationSchema<Posting> {

    private static final long serialVersionUID = 1L;

    public PostingLines() {
        super(Typegen.typeInfo(Posting.class));
    }

    /** The line of a posting. */
    public static String line(Posting posting) {
        return posting.sequence() + "," + posting.account() + "," + posting.amount().currency() + ","
                + posting.amount().cents();
    }

    @Override
    public Posting deserialize(byte[] message) throws IOException {
        String line = new String(message, StandardCharsets.UTF_8);
        String[] fields = line.split(",", -1);
        if (fields.length != 4) {
            throw new IOException("A posting has 4 fields, sequence,account,currency,cents; got " + fields.length
                    + ": '" + line + "'");
        }
        try {
            return new Posting(Long.parseLong(fields[0]), fields[1], new Money(fields[2], Long.parseLong(fields[3])));
        } catch (NumberFormatException e) {
            throw new IOException("A posting's sequence and cents are numbers: '" + line + "'", e);
        }
    }
}
