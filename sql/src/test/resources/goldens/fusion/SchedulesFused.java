package fusion;

import io.github.typegen.runtime.sql.SqlFunctions;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Objects;
import javax.annotation.processing.Generated;
import org.apache.flink.api.common.functions.RichFlatMapFunction;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.data.TimestampData;
import org.apache.flink.table.utils.DateTimeUtils;
import org.apache.flink.util.Collector;

/**
 * The stages of {@link Schedules} as fused Flink operators, with their uids:
 * <ul>
 * <li>{@code stay}: the query, as Java inside {@code stay}
 * <li>{@code stay}: one operator, uid "Schedules/input"
 * </ul>
 */
@Generated("io.github.typegen.processor.TypegenProcessor")
public final class SchedulesFused {
    private final Schedules pipeline;

    private final String uidPrefix;

    /**
     * The operators' uids start with "Schedules/".
     *
     * @param pipeline the stages and their configuration; shipped to the cluster inside the operators
     */
    public SchedulesFused(Schedules pipeline) {
        this(pipeline, "Schedules");
    }

    /**
     * For a pipeline applied more than once in one job, where each application's operators
     * need uids of their own.
     *
     * @param pipeline the stages and their configuration; shipped to the cluster inside the operators
     * @param uidPrefix what the operators' uids start with instead of "Schedules", before "/"
     */
    public SchedulesFused(Schedules pipeline, String uidPrefix) {
        this.pipeline = Objects.requireNonNull(pipeline, "pipeline");
        this.uidPrefix = Objects.requireNonNull(uidPrefix, "uidPrefix");
    }

    /**
     * Applies the pipeline to {@code input}. Every {@code @Stage.Sql} query of this
     * pipeline is Java inside its operators, so {@code tableEnvironment} is not used: this
     * is {@link #apply(DataStream)}, for code written for a build whose queries run on
     * Flink's table planner.
     */
    public SingleOutputStreamOperator<Stay> apply(StreamTableEnvironment tableEnvironment,
            DataStream<Booking> input) {
        return apply(input);
    }

    /**
     * Applies the pipeline to {@code input}; the result is the last operator, to name
     * or set a parallelism as needed.
     */
    public SingleOutputStreamOperator<Stay> apply(DataStream<Booking> input) {
        SingleOutputStreamOperator<Stay> stayStage = input
                .flatMap(new StayStage(pipeline), new StayTypeInfo())
                .name("stay")
                .uid(uidPrefix + "/input");
        return stayStage;
    }

    /**
     * The stages stay as one operator.
     */
    static final class StayStage extends RichFlatMapFunction<Booking, Stay> {
        private static final long serialVersionUID = 1L;

        private static final int DATE_2024_02_29 = (int) LocalDate.parse("2024-02-29").toEpochDay();

        private static final int TIME_15_00_00 = (int) (LocalTime.parse("15:00:00").toNanoOfDay() / 1_000_000L);

        private final Schedules pipeline;

        StayStage(Schedules pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public void flatMap(Booking value, Collector<Stay> out) throws Exception {
            String guest = value.guest();
            LocalDate arrivalValue = value.arrival();
            Integer arrival = arrivalValue == null ? null : (int) arrivalValue.toEpochDay();
            LocalTime checkInValue = value.checkIn();
            Integer checkIn = checkInValue == null ? null : (int) (checkInValue.toNanoOfDay() / 1_000_000L);
            LocalDateTime bookedValue = value.booked();
            TimestampData booked = bookedValue == null ? null : TimestampData.fromLocalDateTime(bookedValue);
            Instant paidValue = value.paid();
            TimestampData paid = paidValue == null ? null : TimestampData.fromInstant(paidValue);
            Boolean compared = arrival == null ? null : arrival >= DATE_2024_02_29;
            Boolean and;
            if (compared != null && !compared) {
                and = false;
            } else {
                Boolean compared2 = checkIn == null ? null : checkIn < TIME_15_00_00;
                if (compared2 != null && !compared2) {
                    and = false;
                } else if (compared == null || compared2 == null) {
                    and = null;
                } else {
                    and = true;
                }
            }
            Boolean and2;
            if (and != null && !and) {
                and2 = false;
            } else {
                TimestampData cast = arrival == null ? null : TimestampData.fromEpochMillis((long) arrival * DateTimeUtils.MILLIS_PER_DAY);
                Boolean compared3 = booked == null || cast == null ? null : booked.compareTo(cast) < 0;
                if (compared3 != null && !compared3) {
                    and2 = false;
                } else if (and == null || compared3 == null) {
                    and2 = null;
                } else {
                    and2 = true;
                }
            }
            Boolean and3;
            if (and2 != null && !and2) {
                and3 = false;
            } else {
                if (!(paid != null)) {
                    and3 = false;
                } else if (and2 == null) {
                    and3 = null;
                } else {
                    and3 = true;
                }
            }
            if (and3 == null || !and3) {
                return;
            }
            Integer shifted = arrival == null ? null : arrival + Math.toIntExact(259200000L / DateTimeUtils.MILLIS_PER_DAY);
            Long extracted = arrival == null ? null : DateTimeUtils.extractFromDate(DateTimeUtils.TimeUnitRange.YEAR, arrival);
            String cast2 = arrival == null ? null : DateTimeUtils.formatDate(arrival);
            TimestampData floored = booked == null ? null : TimestampData.fromEpochMillis(SqlFunctions.floor(booked.getMillisecond(), 3600000L));
            TimestampData cast3 = floored == null ? null : DateTimeUtils.truncate(floored, 3);
            Stay stay = new Stay(guest, shifted == null ? null : LocalDate.ofEpochDay(shifted),
                    extracted, cast2, cast3 == null ? null : cast3.toLocalDateTime(),
                    paid == null ? null : paid.toInstant());
            out.collect(stay);
        }
    }
}
