package io.github.typegen.benchmarks;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.apache.flink.api.common.typeutils.SimpleTypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;
import org.apache.flink.types.StringValue;

/**
 * A hand-written serializer of {@link FlatRecord}, in the layout of {@link FlatPojoHandSerializer}: a
 * byte of null flags, then the components; the record is built by its canonical constructor.
 */
public final class FlatRecordHandSerializer extends HandWrittenSerializer<FlatRecord> {

    private static final long serialVersionUID = 1L;

    private static final int NULL_QUANTITY = 1;
    private static final int NULL_TIMESTAMP = 1 << 1;
    private static final int NULL_TAGS = 1 << 2;

    /** A record has no "empty" instance to create. */
    @Override
    public FlatRecord createInstance() {
        return null;
    }

    @Override
    public FlatRecord copy(FlatRecord from) {
        List<String> tags = from.tags();
        return new FlatRecord(from.name(), from.quantity(), from.timestamp(), from.id(), from.price(),
                tags == null ? null : new ArrayList<>(tags));
    }

    @Override
    public void serialize(FlatRecord record, DataOutputView target) throws IOException {
        Integer quantity = record.quantity();
        Instant timestamp = record.timestamp();
        List<String> tags = record.tags();
        target.writeByte((quantity == null ? NULL_QUANTITY : 0)
                | (timestamp == null ? NULL_TIMESTAMP : 0)
                | (tags == null ? NULL_TAGS : 0));
        StringValue.writeString(record.name(), target);
        if (quantity != null) {
            target.writeInt(quantity);
        }
        if (timestamp != null) {
            target.writeLong(timestamp.getEpochSecond());
            target.writeInt(timestamp.getNano());
        }
        target.writeLong(record.id());
        target.writeDouble(record.price());
        if (tags != null) {
            target.writeInt(tags.size());
            for (String tag : tags) {
                StringValue.writeString(tag, target);
            }
        }
    }

    @Override
    public FlatRecord deserialize(DataInputView source) throws IOException {
        int nulls = source.readByte();
        String name = StringValue.readString(source);
        Integer quantity = (nulls & NULL_QUANTITY) == 0 ? source.readInt() : null;
        Instant timestamp = null;
        if ((nulls & NULL_TIMESTAMP) == 0) {
            long seconds = source.readLong();
            timestamp = Instant.ofEpochSecond(seconds, source.readInt());
        }
        long id = source.readLong();
        double price = source.readDouble();
        List<String> tags = null;
        if ((nulls & NULL_TAGS) == 0) {
            int size = source.readInt();
            tags = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                tags.add(StringValue.readString(source));
            }
        }
        return new FlatRecord(name, quantity, timestamp, id, price, tags);
    }

    @Override
    public TypeSerializerSnapshot<FlatRecord> snapshotConfiguration() {
        return new Snapshot();
    }

    /** The snapshot of this stateless serializer: restoring it creates a new one. */
    public static final class Snapshot extends SimpleTypeSerializerSnapshot<FlatRecord> {
        public Snapshot() {
            super(FlatRecordHandSerializer::new);
        }
    }
}
