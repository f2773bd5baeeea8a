package io.github.typegen.runtime.serialization;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.CompositeTypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.ListSerializer;
import org.apache.flink.api.common.typeutils.base.MapSerializer;
import org.apache.flink.api.java.typeutils.runtime.PojoSerializerSnapshot;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataInputViewStreamWrapper;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.runtime.checkpoint.Checkpoints;
import org.apache.flink.runtime.checkpoint.OperatorState;
import org.apache.flink.runtime.checkpoint.OperatorSubtaskState;
import org.apache.flink.runtime.checkpoint.metadata.CheckpointMetadata;
import org.apache.flink.core.fs.CloseableRegistry;
import org.apache.flink.runtime.state.BackendWritableBroadcastState;
import org.apache.flink.runtime.state.CompositeKeySerializationUtils;
import org.apache.flink.runtime.state.HeapBroadcastState;
import org.apache.flink.runtime.state.KeyGroupsStateHandle;
import org.apache.flink.runtime.state.KeyedBackendSerializationProxy;
import org.apache.flink.runtime.state.KeyedStateHandle;
import org.apache.flink.runtime.state.ListDelimitedSerializer;
import org.apache.flink.runtime.state.OperatorBackendSerializationProxy;
import org.apache.flink.runtime.state.OperatorStateHandle;
import org.apache.flink.runtime.state.OperatorStateRestoreOperation;
import org.apache.flink.runtime.state.PartitionableListState;
import org.apache.flink.runtime.state.StateSerializerProvider;
import org.apache.flink.runtime.state.metainfo.StateMetaInfoSnapshot;
import org.apache.flink.runtime.state.restore.FullSnapshotRestoreOperation;
import org.apache.flink.runtime.state.restore.KeyGroup;
import org.apache.flink.runtime.state.restore.KeyGroupEntry;
import org.apache.flink.runtime.state.restore.SavepointRestoreResult;
import org.apache.flink.runtime.state.restore.ThrowingIterator;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.serialization.SavepointReport.Outcome;
import io.github.typegen.runtime.serialization.SavepointReport.StateCheck;

/**
 * Reads every key of a savepoint's keyed state with the generated serializers, before a job restores it: a check an
 * adoption (or any restore of {@code @FlinkType} state) can be given before the job goes live, from a test or a small
 * program with the job's classes on the class path.
 *
 * <p>For each keyed state whose values are of a {@code @FlinkType} class, the generated serializer is asked about the
 * state's old serializer, as Flink asks it when the job registers the state, with what the job will say of the Flink
 * line that wrote the savepoint ({@link #savepointFlinkVersion}): refused, compatible, or compatible after migration.
 * When it is not refused, every value is read with the serializer Flink restores from the old snapshot (Flink's
 * own, for state a restore adopts), then written with the generated serializer, read back, and written again: a
 * value that cannot be written, or whose two written forms differ, or which does not equal what was read back (for a
 * class with an {@code equals} of its own), is reported with its key. The savepoint's {@code _metadata} also tells
 * which Flink line wrote it (its format version), which the report states.
 *
 * <p>It reads keyed state of canonical savepoints (the heap backend's, and RocksDB's and ForSt's when taken as
 * canonical), which hold it in Flink's own format; a native savepoint or a checkpoint of RocksDB or ForSt holds the
 * backend's files, and its keyed state is reported as not read. Operator list state and broadcast state (the
 * values of both) are read from any savepoint. The savepoint is only read.
 */
public final class SavepointCheck {

    /** The first int of a savepoint's {@code _metadata}, followed by its format version. */
    private static final int METADATA_MAGIC_NUMBER = 0x4960672d;

    private final Path metadata;
    private ClassLoader classLoader = Thread.currentThread().getContextClassLoader();
    private String savepointFlinkVersion;
    /** The serializer config the generated serializers are created with: {@link #jobConfig()}, once per run. */
    private SerializerConfig jobConfig;

    private SavepointCheck(Path metadata) {
        this.metadata = metadata;
    }

    /** A check of the savepoint in {@code savepoint}: its directory, or its {@code _metadata} file. */
    public static SavepointCheck of(Path savepoint) {
        Path metadata = Files.isDirectory(savepoint) ? savepoint.resolve("_metadata") : savepoint;
        return new SavepointCheck(metadata);
    }

    /** The class loader of the job's classes; by default the thread's context class loader. */
    public SavepointCheck classLoader(ClassLoader jobClassLoader) {
        this.classLoader = Objects.requireNonNull(jobClassLoader);
        return this;
    }

    /**
     * What the job restoring the savepoint will say of the Flink that wrote it, as its global job parameter {@value
     * SavepointFlinkLine#OPTION} says it ({@code 2.3.0}, {@code 1.x}); by default nothing.
     */
    public SavepointCheck savepointFlinkVersion(String flinkVersion) {
        SavepointFlinkLine.parse(flinkVersion);
        this.savepointFlinkVersion = flinkVersion;
        return this;
    }

    /** Reads the savepoint and reports what a restore would do with each state, and every value that fails. */
    public SavepointReport run() throws IOException {
        // as a task runs user code: Kryo, among others, finds classes by the context class loader
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(classLoader);
        try {
            jobConfig = jobConfig();
            return read();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private SavepointReport read() throws IOException {
        int version;
        CheckpointMetadata checkpoint;
        try (InputStream file = Files.newInputStream(metadata)) {
            DataInputStream in = new DataInputStream(file);
            if (in.readInt() != METADATA_MAGIC_NUMBER) {
                throw new IOException(metadata + " is not the _metadata of a Flink savepoint or checkpoint");
            }
            version = in.readInt();
        }
        try (InputStream file = Files.newInputStream(metadata)) {
            checkpoint = Checkpoints.loadCheckpointMetadata(new DataInputStream(file), classLoader,
                    metadata.getParent().toUri().toString());
        }
        List<StateCheck> states = new ArrayList<>();
        for (OperatorState operator : checkpoint.getOperatorStates()) {
            String name = operatorName(operator);
            for (OperatorSubtaskState subtask : operator.getStates()) {
                for (KeyedStateHandle handle : subtask.getManagedKeyedState()) {
                    states.addAll(keyedState(name, operator.getMaxParallelism(), handle));
                }
                for (OperatorStateHandle handle : subtask.getManagedOperatorState()) {
                    states.addAll(operatorState(name, handle));
                }
            }
        }
        return new SavepointReport(metadata.getParent(), version,
                savepointFlinkVersion == null ? 0 : SavepointFlinkLine.parse(savepointFlinkVersion), states);
    }

    /** The operator's uid, which the metadata of Flink 2.x keeps (Flink 1.20 has no such method), else its id. */
    private static String operatorName(OperatorState operator) {
        try {
            Optional<String> uid = operator.getOperatorUid();
            if (uid.isPresent()) {
                return "uid " + uid.get();
            }
        } catch (NoSuchMethodError e) {
            // Flink 1.20
        }
        return "operator " + operator.getOperatorID();
    }

    private List<StateCheck> keyedState(String operator, int maxParallelism, KeyedStateHandle handle)
            throws IOException {
        if (!(handle instanceof KeyGroupsStateHandle keyGroups)) {
            return List.of(new StateCheck(operator, "(all keyed state)", null, "the backend's own files ("
                    + handle.getClass().getSimpleName() + ")", Outcome.NOT_READ, "a native savepoint or a checkpoint:"
                    + " take a canonical savepoint to check it", 0, List.of()));
        }
        TypeSerializer<Object> keySerializer = keySerializer(keyGroups);
        FullSnapshotRestoreOperation<Object> restore = new FullSnapshotRestoreOperation<>(
                handle.getKeyGroupRange(), classLoader, List.of(handle),
                StateSerializerProvider.fromNewRegisteredSerializer(keySerializer));
        int prefixBytes = CompositeKeySerializationUtils.computeRequiredBytesInKeyGroupPrefix(maxParallelism);
        List<StateCheck> checks = new ArrayList<>();
        try (ThrowingIterator<SavepointRestoreResult> results = restore.restore()) {
            while (results.hasNext()) {
                SavepointRestoreResult result = results.next();
                List<StateMetaInfoSnapshot> metaInfos = result.getStateMetaInfoSnapshots();
                List<KeyedStateReader> readers = new ArrayList<>();
                for (StateMetaInfoSnapshot metaInfo : metaInfos) {
                    readers.add(new KeyedStateReader(operator, metaInfo, keySerializer, prefixBytes));
                }
                try (ThrowingIterator<KeyGroup> groups = result.getRestoredKeyGroups()) {
                    while (groups.hasNext()) {
                        try (ThrowingIterator<KeyGroupEntry> entries = groups.next().getKeyGroupEntries()) {
                            while (entries.hasNext()) {
                                KeyGroupEntry entry = entries.next();
                                readers.get(entry.getKvStateId()).read(entry);
                            }
                        }
                    }
                }
                readers.stream().map(KeyedStateReader::report).filter(Objects::nonNull).forEach(checks::add);
            }
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException("Reading the keyed state of " + operator + " in " + metadata.getParent() + ": " + e,
                    e);
        }
        return checks;
    }

    @SuppressWarnings("unchecked")
    private TypeSerializer<Object> keySerializer(KeyGroupsStateHandle handle) throws IOException {
        try (InputStream in = handle.openInputStream()) {
            KeyedBackendSerializationProxy<Object> proxy = new KeyedBackendSerializationProxy<>(classLoader);
            proxy.read(new DataInputViewStreamWrapper(in));
            return (TypeSerializer<Object>) proxy.getKeySerializerSnapshot().restoreSerializer();
        }
    }

    /** The serializer config of a job that says what this check was told of the savepoint's Flink line. */
    private SerializerConfig jobConfig() {
        Configuration configuration = new Configuration();
        if (savepointFlinkVersion != null) {
            configuration.set(PipelineOptions.GLOBAL_JOB_PARAMETERS,
                    Map.of(SavepointFlinkLine.OPTION, savepointFlinkVersion));
        }
        ExecutionConfig config = new ExecutionConfig();
        config.configure(configuration, classLoader);
        return config.getSerializerConfig();
    }

    /** The class whose values a serializer snapshot of Flink's or Typegen's describes, or null for any other. */
    private Class<?> valueClass(TypeSerializerSnapshot<?> snapshot) {
        try {
            String name;
            if (snapshot instanceof TypegenSerializerSnapshot<?> typegen) {
                return typegen.getType();
            } else if (snapshot instanceof PojoSerializerSnapshot<?> || snapshot instanceof KryoSerializerSnapshot<?>) {
                name = ForeignStateCompatibility.writtenClassName(snapshot);
            } else {
                return null;
            }
            return ForeignStateCompatibility.load(name, classLoader);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * The operator and broadcast state of {@code handle}, read as Flink restores it (the values by the serializers
     * restored from the old snapshots), each value checked.
     */
    private List<StateCheck> operatorState(String operator, OperatorStateHandle handle) throws IOException {
        OperatorBackendSerializationProxy proxy = new OperatorBackendSerializationProxy(classLoader);
        try (InputStream in = handle.openInputStream()) {
            proxy.read(new DataInputViewStreamWrapper(in));
        }
        Map<String, PartitionableListState<?>> lists = new HashMap<>();
        Map<String, BackendWritableBroadcastState<?, ?>> broadcasts = new HashMap<>();
        try (CloseableRegistry registry = new CloseableRegistry()) {
            new OperatorStateRestoreOperation(registry, classLoader, lists, broadcasts, List.of(handle)).restore();
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException("Reading the operator state of " + operator + " in " + metadata.getParent() + ": "
                    + e, e);
        }
        List<StateCheck> checks = new ArrayList<>();
        for (StateMetaInfoSnapshot metaInfo : proxy.getOperatorStateMetaInfoSnapshots()) {
            ValueCheck values = new ValueCheck(metaInfo.getTypeSerializerSnapshot(
                    StateMetaInfoSnapshot.CommonSerializerKeys.VALUE_SERIALIZER));
            PartitionableListState<?> list = lists.get(metaInfo.getName());
            if (values.reads() && list != null) {
                int index = 0;
                for (Object element : list.get()) {
                    values.check(element, "element " + index++);
                }
            }
            checks.add(values.report(operator, metaInfo.getName() + " (operator LIST)"));
        }
        for (StateMetaInfoSnapshot metaInfo : proxy.getBroadcastStateMetaInfoSnapshots()) {
            ValueCheck values = new ValueCheck(metaInfo.getTypeSerializerSnapshot(
                    StateMetaInfoSnapshot.CommonSerializerKeys.VALUE_SERIALIZER));
            BackendWritableBroadcastState<?, ?> broadcast = broadcasts.get(metaInfo.getName());
            if (values.reads() && broadcast instanceof HeapBroadcastState<?, ?> map) {
                for (Map.Entry<?, ?> entry : map.entries()) {
                    values.check(entry.getValue(), "map key " + entry.getKey());
                }
            }
            checks.add(values.report(operator, metaInfo.getName() + " (BROADCAST)"));
        }
        return checks;
    }

    /** The values of one keyed state, as the heap backend reads them from a canonical savepoint. */
    private final class KeyedStateReader {
        private final String operator;
        private final StateMetaInfoSnapshot metaInfo;
        private final TypeSerializer<Object> keySerializer;
        private final int prefixBytes;
        private final String kind;
        private ValueCheck values;
        private TypeSerializer<Object> namespaceSerializer;
        /** The serializer restored from the old snapshot, of the values (a list's elements, a map's values). */
        private TypeSerializer<Object> reader;
        private TypeSerializer<?> userKeySerializer;
        /** Whether key and namespace are both of variable length, which the composite key then marks. */
        private boolean ambiguousKeys;
        private final ListDelimitedSerializer listDelimited = new ListDelimitedSerializer();
        private final DataInputDeserializer keyIn = new DataInputDeserializer();
        private final DataInputDeserializer valueIn = new DataInputDeserializer();

        @SuppressWarnings("unchecked")
        KeyedStateReader(String operator, StateMetaInfoSnapshot metaInfo, TypeSerializer<Object> keySerializer,
                int prefixBytes) {
            this.operator = operator;
            this.metaInfo = metaInfo;
            this.keySerializer = keySerializer;
            this.prefixBytes = prefixBytes;
            this.kind = metaInfo.getOption(StateMetaInfoSnapshot.CommonOptionsKeys.KEYED_STATE_TYPE);
            if (metaInfo.getBackendStateType() != StateMetaInfoSnapshot.BackendStateType.KEY_VALUE || kind == null) {
                return;
            }
            TypeSerializerSnapshot<?> old = metaInfo.getTypeSerializerSnapshot(
                    StateMetaInfoSnapshot.CommonSerializerKeys.VALUE_SERIALIZER);
            TypeSerializerSnapshot<?> oldValues = old;
            if ("LIST".equals(kind) || "MAP".equals(kind)) {
                TypeSerializerSnapshot<?>[] nested = ((CompositeTypeSerializerSnapshot<?, ?>) old)
                        .getNestedSerializerSnapshots();
                oldValues = nested[nested.length - 1];
            }
            values = new ValueCheck(oldValues);
            if (!values.reads()) {
                return;
            }
            TypeSerializer<?> restored = old.restoreSerializer();
            if (restored instanceof ListSerializer<?> list) {
                reader = (TypeSerializer<Object>) list.getElementSerializer();
            } else if (restored instanceof MapSerializer<?, ?> map) {
                reader = (TypeSerializer<Object>) map.getValueSerializer();
                userKeySerializer = map.getKeySerializer();
            } else {
                reader = (TypeSerializer<Object>) restored;
            }
            namespaceSerializer = (TypeSerializer<Object>) metaInfo.getTypeSerializerSnapshot(
                    StateMetaInfoSnapshot.CommonSerializerKeys.NAMESPACE_SERIALIZER).restoreSerializer();
            ambiguousKeys = keySerializer.getLength() < 0 && namespaceSerializer.getLength() < 0;
        }

        void read(KeyGroupEntry entry) throws IOException {
            if (reader == null) {
                return;
            }
            keyIn.setBuffer(entry.getKey());
            CompositeKeySerializationUtils.readKeyGroup(prefixBytes, keyIn);
            Object key = CompositeKeySerializationUtils.readKey(keySerializer, keyIn, ambiguousKeys);
            CompositeKeySerializationUtils.readNamespace(namespaceSerializer, keyIn, ambiguousKeys);
            String where = "key " + key;
            try {
                switch (kind) {
                    case "LIST" -> {
                        List<Object> list = listDelimited.deserializeList(entry.getValue(), reader);
                        for (int i = 0; i < list.size(); i++) {
                            values.check(list.get(i), where + ", element " + i);
                        }
                    }
                    case "MAP" -> {
                        Object userKey = userKeySerializer.deserialize(keyIn);
                        valueIn.setBuffer(entry.getValue());
                        if (!valueIn.readBoolean()) {
                            values.check(reader.deserialize(valueIn), where + ", map key " + userKey);
                        }
                    }
                    default -> {
                        valueIn.setBuffer(entry.getValue());
                        values.check(reader.deserialize(valueIn), where);
                    }
                }
            } catch (IOException | RuntimeException e) {
                values.unreadable(where, e);
            }
        }

        StateCheck report() {
            return values == null ? null : values.report(operator, metaInfo.getName() + " (" + kind + ")");
        }
    }

    /**
     * The check of the values of one state: what the generated serializer of their class says of the old snapshot,
     * and, unless it refuses, each value read, written by it, read back and written again.
     */
    private final class ValueCheck {
        private final Class<?> valueClass;
        private final String writer;
        /** The generated serializer of the values' class, or null when the values are not checked. */
        private TypeSerializer<Object> generated;
        private Outcome outcome;
        private String detail = "";
        private long count;
        private final List<String> failures = new ArrayList<>();

        @SuppressWarnings("unchecked")
        ValueCheck(TypeSerializerSnapshot<?> oldValues) {
            valueClass = valueClass(oldValues);
            writer = ForeignStateCompatibility.writerName(oldValues);
            if (valueClass == null || !valueClass.isAnnotationPresent(FlinkType.class)) {
                outcome = Outcome.NOT_TYPEGEN;
                return;
            }
            TypeInformation<?> typeInfo;
            try {
                typeInfo = Typegen.typeInfo(valueClass);
            } catch (IllegalArgumentException e) {
                outcome = Outcome.NOT_READ;
                detail = e.getMessage();
                return;
            }
            TypeSerializer<Object> serializer = (TypeSerializer<Object>) typeInfo.createSerializer(jobConfig);
            try {
                TypeSerializerSchemaCompatibility<Object> compatibility = serializer.snapshotConfiguration()
                        .resolveSchemaCompatibility((TypeSerializerSnapshot<Object>) oldValues);
                if (compatibility.isIncompatible()) {
                    outcome = Outcome.REFUSED;
                    detail = serializer.toString();
                    return;
                }
                if (compatibility.isCompatibleWithReconfiguredSerializer()) {
                    // The bytes stay as they are (strings of an earlier encoding): read and written so.
                    outcome = Outcome.COMPATIBLE;
                    generated = compatibility.getReconfiguredSerializer();
                } else {
                    outcome = compatibility.isCompatibleAsIs() ? Outcome.COMPATIBLE : Outcome.MIGRATES;
                    generated = serializer;
                }
            } catch (SavepointRefusedException e) {
                outcome = Outcome.REFUSED;
                detail = e.getMessage();
            }
        }

        /** Whether the values are to be read and checked. */
        boolean reads() {
            return generated != null;
        }

        void check(Object value, String where) {
            count++;
            roundTrip(generated, value).ifPresent(failure -> failures.add(where + ": " + failure));
        }

        void unreadable(String where, Exception e) {
            count++;
            failures.add(where + ": cannot be read: " + e);
        }

        StateCheck report(String operator, String state) {
            return new StateCheck(operator, state, valueClass == null ? null : valueClass.getName(), writer, outcome,
                    detail, count, failures);
        }
    }

    /**
     * The check each value gets: written by {@code serializer}, read back, written again. A value that cannot be
     * written (a field holding what its type does not allow, as a misread leaves it), whose two written forms differ,
     * or that does not equal what was read back (for a class with an {@code equals} of its own) fails, and the
     * failure says so, naming the value; a value that round-trips gives nothing.
     */
    public static <T> Optional<String> roundTrip(TypeSerializer<T> serializer, T value) {
        try {
            byte[] first = write(serializer, value);
            T again = serializer.deserialize(new DataInputDeserializer(first));
            byte[] second = write(serializer, again);
            if (!Arrays.equals(first, second)) {
                return Optional.of(value + " is written as " + first.length + " bytes, and as " + second.length
                        + " other bytes once read back");
            }
            if (definesEquals(value) && !value.equals(again)) {
                return Optional.of(value + " reads back as " + again);
            }
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.of(value + " cannot be written and read back by " + serializer + ": " + e);
        }
    }

    private static <T> byte[] write(TypeSerializer<T> serializer, T value) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(64);
        serializer.serialize(value, out);
        return out.getCopyOfBuffer();
    }

    private static boolean definesEquals(Object value) {
        try {
            return value != null && value.getClass().getMethod("equals", Object.class).getDeclaringClass()
                    != Object.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
