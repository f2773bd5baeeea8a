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
 * A hand-written serializer of {@link FlatPojo}: a byte of null flags for the boxed and object fields,
 * then the fields; strings in Flink's null-aware {@link StringValue} format.
 */
public final class FlatPojoHandSerializer extends HandWrittenSerializer<FlatPojo> {

    private static final long serialVersionUID = 1L;

    private static final int NULL_QUANTITY = 1;
    private static final int NULL_TIMESTAMP = 1 << 1;
    private static final int NULL_TAGS = 1 << 2;

    @Override
    public FlatPojo createInstance() {
        return new FlatPojo();
    }

    @Override
    public FlatPojo copy(FlatPojo from) {
        List<String> tags = from.getTags();
        return new FlatPojo(from.getName(), from.getQuantity(), from.getTimestamp(), from.getId(),
                from.getPrice(), tags == null ? null : new ArrayList<>(tags));
    }

    @Override
    public void serialize(FlatPojo record, DataOutputView target) throws IOException {
        Integer quantity = record.getQuantity();
        Instant timestamp = record.getTimestamp();
        List<String> tags = record.getTags();
        target.writeByte((quantity == null ? NULL_QUANTITY : 0)
                | (timestamp == null ? NULL_TIMESTAMP : 0)
                | (tags == null ? NULL_TAGS : 0));
        StringValue.writeString(record.getName(), target);
        if (quantity != null) {
            target.writeInt(quantity);
        }
        if (timestamp != null) {
            target.writeLong(timestamp.getEpochSecond());
            target.writeInt(timestamp.getNano());
        }
        target.writeLong(record.getId());
        target.writeDouble(record.getPrice());
        if (tags != null) {
            target.writeInt(tags.size());
            for (String tag : tags) {
                StringValue.writeString(tag, target);
            }
        }
    }

    @Override
    public FlatPojo deserialize(DataInputView source) throws IOException {
        int nulls = source.readByte();
        FlatPojo result = new FlatPojo();
        result.setName(StringValue.readString(source));
        if ((nulls & NULL_QUANTITY) == 0) {
            result.setQuantity(source.readInt());
        }
        if ((nulls & NULL_TIMESTAMP) == 0) {
            long seconds = source.readLong();
            result.setTimestamp(Instant.ofEpochSecond(seconds, source.readInt()));
        }
        result.setId(source.readLong());
        result.setPrice(source.readDouble());
        if ((nulls & NULL_TAGS) == 0) {
            int size = source.readInt();
            List<String> tags = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                tags.add(StringValue.readString(source));
            }
            result.setTags(tags);
        }
        return result;
    }

    @Override
    public TypeSerializerSnapshot<FlatPojo> snapshotConfiguration() {
        return new Snapshot();
    }

    /** The snapshot of this stateless serializer: restoring it creates a new one. */
    public static final class Snapshot extends SimpleTypeSerializerSnapshot<FlatPojo> {
        public Snapshot() {
            super(FlatPojoHandSerializer::new);
        }
    }
}
