package io.github.typegen.runtime.serialization;

import java.nio.file.Path;
import java.util.List;

/**
 * What {@link SavepointCheck} found in a savepoint: the Flink line its {@code _metadata} says wrote it, and for each
 * keyed state what a restore by the generated serializers does with it and which values fail.
 *
 * @param savepoint the savepoint's directory
 * @param metadataVersion the format version of its {@code _metadata}: up to 4 written by Flink 1.x, from 5 on by
 *     Flink 2.x
 * @param statedLine what the check was told the job says of the Flink line that wrote the savepoint: 1, 2, or 0 for
 *     nothing ({@link SavepointFlinkLine})
 * @param states each keyed state, by operator
 */
public record SavepointReport(Path savepoint, int metadataVersion, int statedLine, List<StateCheck> states) {

    public SavepointReport {
        states = List.copyOf(states);
    }

    /** What a restore does with a state. */
    public enum Outcome {
        /**
         * The generated serializer reads the state as it is, reconfigured where an earlier Typegen wrote it with
         * strings in an earlier encoding (the state keeps that encoding).
         */
        COMPATIBLE,
        /** The state is read by the serializer Flink restores from the old snapshot, and written by the generated. */
        MIGRATES,
        /** The restore fails: the reason is the state's {@code detail}. */
        REFUSED,
        /** The state's values are not of a {@code @FlinkType} class: Typegen has nothing to say of them. */
        NOT_TYPEGEN,
        /** The check could not read the state: the reason is its {@code detail}. */
        NOT_READ
    }

    /**
     * One keyed state.
     *
     * @param operator the operator's uid (as the savepoint names it) or id
     * @param state the state's name and kind: {@code account (VALUE)}
     * @param valueClass the class of its values (a list's elements, a map's values), or null when not known
     * @param writer the serializer that wrote them: {@code PojoSerializer}, {@code Kryo}, {@code
     *     AccountSerializerSnapshot}, ...
     * @param outcome what a restore does with it
     * @param detail why it is refused or not read; empty otherwise
     * @param values how many values were read
     * @param failures one line per value that cannot be read, written, or read back the same, naming its key
     */
    public record StateCheck(String operator, String state, String valueClass, String writer, Outcome outcome,
            String detail, long values, List<String> failures) {
        public StateCheck {
            failures = List.copyOf(failures);
        }

        /** Whether a restore takes this state with every value intact. */
        public boolean passes() {
            return outcome != Outcome.REFUSED && outcome != Outcome.NOT_READ && failures.isEmpty();
        }
    }

    /** The Flink line the savepoint's {@code _metadata} says wrote it: 1 or 2. */
    public int writtenByFlinkLine() {
        return metadataVersion <= 4 ? 1 : 2;
    }

    /** Whether the job's word on the savepoint's Flink line, when it gives one, is not what the metadata says. */
    public boolean statedLineContradicted() {
        return statedLine != 0 && statedLine != writtenByFlinkLine();
    }

    /** Whether every keyed state restores with every value intact, and the job's word agrees with the metadata. */
    public boolean passes() {
        return !statedLineContradicted() && states.stream().allMatch(StateCheck::passes);
    }

    /** The states that do not pass. */
    public List<StateCheck> problems() {
        return states.stream().filter(state -> !state.passes()).toList();
    }

    /** A report to print: one line per state, its failures below it. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("Savepoint ").append(savepoint).append(": _metadata version ")
                .append(metadataVersion).append(", written by Flink ").append(writtenByFlinkLine()).append(".x");
        if (statedLineContradicted()) {
            text.append(", but the job says Flink ").append(statedLine).append(".x wrote it (")
                    .append(SavepointFlinkLine.OPTION).append(")");
        }
        text.append('\n');
        for (StateCheck state : states) {
            text.append("  ").append(state.operator()).append(", ").append(state.state()).append(": ")
                    .append(state.outcome());
            if (state.valueClass() != null) {
                text.append(", ").append(state.valueClass()).append(" written by ").append(state.writer());
            }
            text.append(", ").append(state.values()).append(" values read");
            if (!state.detail().isEmpty()) {
                text.append("\n    ").append(state.detail().replace("\n", "\n    "));
            }
            state.failures().forEach(failure -> text.append("\n    ").append(failure));
            text.append('\n');
        }
        return text.toString();
    }
}
