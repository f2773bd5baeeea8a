package io.github.typegen.sample;

import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.SplittableRandom;

import org.apache.flink.api.common.accumulators.LongCounter;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * The jobs' bounded inputs: record {@code i} of each input is a pure function of the seed and {@code i}, so
 * a job, its run on Flink's own path and a test all see the same records, whatever the parallelism.
 */
public final class Inputs {

    /** When the first transaction, user and order happen. */
    public static final LocalDateTime START = LocalDateTime.of(2024, 1, 1, 0, 0);

    /** The names of the integration page's examples. */
    private static final String[] NAMES = {"Alice", "Bob", "John"};

    /** Users of the interval join: user {@code i} has id {@code i % USERS}. */
    static final int USERS = 1_000;

    /** The accumulator that counts the records generated so far, for progress reports. */
    static final String RECORDS = "records";

    private Inputs() {}

    /**
     * Transaction {@code i}, like a row of the tutorial's datagen table: account 1 to 5, amount 1 to 1000,
     * 100 transactions per second (the table's {@code rows-per-second}), from {@link #START}.
     */
    public static Transaction transaction(long seed, long i) {
        SplittableRandom random = random(seed, i);
        return new Transaction(random.nextLong(1, 6), random.nextLong(1, 1001), START.plusNanos(10_000_000L * i));
    }

    /** Name {@code i}: Alice, Bob, John, Alice, ... */
    public static Name name(long i) {
        return new Name(NAMES[(int) (i % NAMES.length)]);
    }

    /** Score {@code i}: a name in turn, and a score from 0 to 100. */
    public static NameScore score(long seed, long i) {
        return new NameScore(NAMES[(int) (i % NAMES.length)], random(seed, i).nextInt(0, 101));
    }

    /** User event {@code i}: one a minute from {@link #START}, user {@code i % USERS}. */
    public static UserEvent user(long i) {
        int uid = (int) (i % USERS);
        return new UserEvent(START.plusMinutes(i), uid, "user" + uid);
    }

    /** Order {@code i}: by user {@code i % USERS}, two minutes after user event {@code i}, amount 1 to 1000. */
    public static OrderEvent order(long seed, long i) {
        return new OrderEvent(START.plusMinutes(i + 2), (int) (i % USERS), random(seed, i).nextInt(1, 1001));
    }

    private static SplittableRandom random(long seed, long i) {
        return new SplittableRandom(seed * 0x9E3779B97F4A7C15L + i);
    }

    /** Record {@code i} of an input. */
    @FunctionalInterface
    public interface Generator<T> extends Serializable {
        T at(long i);
    }

    /** {@code rows} records of the generator, typed {@code type}, counted in the {@link #RECORDS} accumulator. */
    static <T> DataStream<T> generate(StreamExecutionEnvironment env, long rows, Generator<T> generator,
            TypeInformation<T> type) {
        return env.fromSequence(0, rows - 1)
                .map(new Generate<>(generator), type)
                .name("generate " + type.getTypeClass().getSimpleName());
    }

    private static final class Generate<T> extends RichMapFunction<Long, T> {
        private static final long serialVersionUID = 1L;
        private final Generator<T> generator;
        private transient LongCounter records;

        Generate(Generator<T> generator) {
            this.generator = generator;
        }

        @Override
        public void open(OpenContext openContext) {
            records = new LongCounter();
            getRuntimeContext().addAccumulator(RECORDS, records);
        }

        @Override
        public T map(Long i) {
            records.add(1);
            return generator.at(i);
        }
    }
}
