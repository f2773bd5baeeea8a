package io.github.typegen.it.strings;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;
import org.apache.flink.util.Collector;

import io.github.typegen.runtime.Typegen;

/**
 * A job keyed by a {@code @FlinkType} record ({@link Label}) whose state holds strings of every kind: ASCII,
 * Latin-1, other BMP characters, characters of the supplementary planes, lone surrogates, empty, null and long
 * ones. Per key: a {@code ValueState<Note>}, a {@code MapState<Label, Note>} and a {@code ListState<Note>}. In
 * round {@code r} each key arrives once: the job records the state it finds ({@link #RESTORED}, this JVM's
 * MiniCluster runs it), and writes the state of round {@code r} ({@link #state}). The savepoint fixtures of
 * {@code src/test/resources/strings/savepoints} hold the state of round 1, written by the serializers of the
 * encodings of snapshot versions 2 and 3 ({@link StringSavepoints}).
 */
public final class StringsJob {

    /** The state each key found, by round and key, recorded by the running job. */
    static final Map<Integer, Map<Label, KeyState>> RESTORED = new ConcurrentHashMap<>();

    /** The strings the state holds: one of every kind. */
    static final List<String> STRINGS = List.of(
            "plain ascii",
            "",
            "Latin-1: caf\u00e9 \u00fcber \u00ff\u00a0\u0080",
            "BMP: \u4e2d\u6587 \u0416\u0436 \u20ac \uffff \u0800\u07ff",
            "planes: \ud83d\ude00 \ud840\udc00 \ud87e\udc00 \udb40\udc01 \udbff\udfff",
            "\ud800 lone high at the start",
            "lone low at the end \udc00",
            "middle \udbff lone high, \udfff lone low, reversed \udc00\ud800 pair",
            "nul \u0000 and control \u0001\u007f",
            "long ".repeat(40),
            "\u00e9".repeat(200) + "\u4e2d".repeat(100) + "\ud83d\ude00".repeat(50));

    /** The keys: a label of each string. */
    static List<Label> keys() {
        List<Label> keys = new ArrayList<>();
        for (int i = 0; i < STRINGS.size(); i++) {
            keys.add(new Label(STRINGS.get(i), i));
        }
        return keys;
    }

    /** What a key holds after round {@code round} (nothing before round 1). */
    record KeyState(Note value, Map<Label, Note> map, List<Note> list) {}

    /** The state of key {@code key} after round {@code round}, built from the strings without any serializer. */
    static KeyState state(Label key, int round) {
        if (round == 0) {
            return new KeyState(null, Map.of(), List.of());
        }
        int shift = key.shard() + round;
        Map<Label, Note> map = new LinkedHashMap<>();
        for (int i = 0; i < 3; i++) {
            String name = string(shift + i);
            map.put(new Label(name, i), note(shift + 5 * i, name));
        }
        List<Note> list = new ArrayList<>();
        for (int i = 0; i < round + 1; i++) {
            list.add(note(shift + 2 * i + 1, null));
        }
        return new KeyState(note(shift, key.name()), map, list);
    }

    private static String string(int i) {
        return STRINGS.get(Math.floorMod(i, STRINGS.size()));
    }

    private static Note note(int i, String about) {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put(string(i + 3), string(i + 4));
        attributes.put(string(i + 5), i % 2 == 0 ? null : string(i + 6));
        List<String> lines = new ArrayList<>(List.of(string(i), string(i + 1)));
        lines.add(null);
        return new Note(i % 3 == 0 ? null : string(i + 2), lines,
                new HashSet<>(List.of(string(i + 7), string(i + 8), string(i + 9))), attributes,
                about == null ? null : new Label(about, i));
    }

    private StringsJob() {}

    /** The job of round {@code round}: every key arrives once, then the source waits to be stopped. */
    public static void define(StreamExecutionEnvironment env, int round) {
        TypeInformation<Label> label = Typegen.typeInfo(Label.class);
        env.addSource(new Keys(), "keys", label).uid("keys")
                .keyBy(key -> key, label)
                .process(new Hold(round), Types.STRING).uid("hold")
                .sinkTo(new DiscardingSink<>()).uid("discard");
    }

    /** Each key once, then nothing. */
    static final class Keys implements SourceFunction<Label> {
        private static final long serialVersionUID = 1L;

        private volatile boolean running = true;

        @Override
        public void run(SourceContext<Label> context) throws Exception {
            for (Label key : keys()) {
                synchronized (context.getCheckpointLock()) {
                    context.collect(key);
                }
            }
            while (running) {
                Thread.sleep(20);
            }
        }

        @Override
        public void cancel() {
            running = false;
        }
    }

    /** Records the state a key finds, and writes the state of the round. */
    static final class Hold extends KeyedProcessFunction<Label, Label, String> {
        private static final long serialVersionUID = 1L;

        private final int round;
        private transient ValueState<Note> value;
        private transient MapState<Label, Note> map;
        private transient ListState<Note> list;

        Hold(int round) {
            this.round = round;
        }

        @Override
        public void open(OpenContext context) {
            TypeInformation<Note> note = Typegen.typeInfo(Note.class);
            value = getRuntimeContext().getState(new ValueStateDescriptor<>("value", note));
            map = getRuntimeContext().getMapState(
                    new MapStateDescriptor<>("map", Typegen.typeInfo(Label.class), note));
            list = getRuntimeContext().getListState(new ListStateDescriptor<>("list", note));
        }

        @Override
        public void processElement(Label key, Context context, Collector<String> out) throws Exception {
            Map<Label, Note> entries = new LinkedHashMap<>();
            for (Map.Entry<Label, Note> entry : map.entries()) {
                entries.put(entry.getKey(), entry.getValue());
            }
            List<Note> notes = new ArrayList<>();
            Iterable<Note> stored = list.get();
            if (stored != null) {
                stored.forEach(notes::add);
            }
            RESTORED.computeIfAbsent(round, r -> new ConcurrentHashMap<>())
                    .put(key, new KeyState(value.value(), entries, notes));

            KeyState next = state(key, round);
            value.update(next.value());
            map.clear();
            map.putAll(next.map());
            list.update(next.list());
            out.collect(key.name());
        }
    }
}
