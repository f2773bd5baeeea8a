package io.github.typegen.it.table;

import org.apache.flink.api.common.typeutils.SerializerTestBase;
import org.apache.flink.api.common.typeutils.TypeSerializer;

import io.github.typegen.runtime.table.Change;
import io.github.typegen.runtime.table.ChangeSerializer;

/** The serializer of typed changelog entries, through Flink's own serializer conformance tests. */
class ChangeSerializerTest extends SerializerTestBase<Change<KeyedNameScore>> {

    @Override
    protected TypeSerializer<Change<KeyedNameScore>> createSerializer() {
        return new ChangeSerializer<>(new KeyedNameScoreSerializer());
    }

    @Override
    protected int getLength() {
        return -1;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected Class<Change<KeyedNameScore>> getTypeClass() {
        return (Class<Change<KeyedNameScore>>) (Class<?>) Change.class;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected Change<KeyedNameScore>[] getTestData() {
        return new Change[] {
            Change.insert(new KeyedNameScore("Alice", 12)),
            Change.updateBefore(new KeyedNameScore("Alice", 12)),
            Change.updateAfter(new KeyedNameScore("Alice", 100)),
            Change.delete(new KeyedNameScore("Bob", null)),
            Change.insert(new KeyedNameScore("", Integer.MIN_VALUE)),
        };
    }
}
