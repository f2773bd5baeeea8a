package io.github.typegen.benchmarks;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.SimpleTypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;
import org.apache.flink.types.StringValue;

/**
 * A hand-written serializer of {@link NestedPojo}, with its {@link Operation} elements written inline:
 * arrays as a length (-1 for null) and their elements, each operation behind a presence flag; strings
 * in Flink's null-aware {@link StringValue} format.
 */
public final class NestedPojoHandSerializer extends HandWrittenSerializer<NestedPojo> {

    private static final long serialVersionUID = 1L;

    private static final int NULL_ARRAY = -1;

    @Override
    public NestedPojo createInstance() {
        return new NestedPojo();
    }

    @Override
    public NestedPojo copy(NestedPojo from) {
        NestedPojo result = new NestedPojo();
        result.id = from.id;
        result.name = from.name;
        result.operationNames = from.operationNames == null ? null : from.operationNames.clone();
        if (from.operations != null) {
            Operation[] operations = new Operation[from.operations.length];
            for (int i = 0; i < operations.length; i++) {
                Operation operation = from.operations[i];
                operations[i] = operation == null ? null : new Operation(operation.id, operation.name);
            }
            result.operations = operations;
        }
        result.otherId1 = from.otherId1;
        result.otherId2 = from.otherId2;
        result.otherId3 = from.otherId3;
        result.note = from.note;
        return result;
    }

    @Override
    public void serialize(NestedPojo record, DataOutputView target) throws IOException {
        target.writeInt(record.id);
        StringValue.writeString(record.name, target);
        String[] operationNames = record.operationNames;
        if (operationNames == null) {
            target.writeInt(NULL_ARRAY);
        } else {
            target.writeInt(operationNames.length);
            for (String operationName : operationNames) {
                StringValue.writeString(operationName, target);
            }
        }
        Operation[] operations = record.operations;
        if (operations == null) {
            target.writeInt(NULL_ARRAY);
        } else {
            target.writeInt(operations.length);
            for (Operation operation : operations) {
                target.writeBoolean(operation != null);
                if (operation != null) {
                    target.writeInt(operation.id);
                    StringValue.writeString(operation.name, target);
                }
            }
        }
        target.writeInt(record.otherId1);
        target.writeInt(record.otherId2);
        target.writeInt(record.otherId3);
        StringValue.writeString(record.note, target);
    }

    @Override
    public NestedPojo deserialize(DataInputView source) throws IOException {
        NestedPojo result = new NestedPojo();
        result.id = source.readInt();
        result.name = StringValue.readString(source);
        int operationNamesLength = source.readInt();
        if (operationNamesLength != NULL_ARRAY) {
            String[] operationNames = new String[operationNamesLength];
            for (int i = 0; i < operationNamesLength; i++) {
                operationNames[i] = StringValue.readString(source);
            }
            result.operationNames = operationNames;
        }
        int operationsLength = source.readInt();
        if (operationsLength != NULL_ARRAY) {
            Operation[] operations = new Operation[operationsLength];
            for (int i = 0; i < operationsLength; i++) {
                if (source.readBoolean()) {
                    int id = source.readInt();
                    operations[i] = new Operation(id, StringValue.readString(source));
                }
            }
            result.operations = operations;
        }
        result.otherId1 = source.readInt();
        result.otherId2 = source.readInt();
        result.otherId3 = source.readInt();
        result.note = StringValue.readString(source);
        return result;
    }

    @Override
    public TypeSerializerSnapshot<NestedPojo> snapshotConfiguration() {
        return new Snapshot();
    }

    /** The snapshot of this stateless serializer: restoring it creates a new one. */
    public static final class Snapshot extends SimpleTypeSerializerSnapshot<NestedPojo> {
        public Snapshot() {
            super(NestedPojoHandSerializer::new);
        }
    }
}
