package io.github.typegen.runtime.serialization;

import java.lang.reflect.Field;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;

/**
 * The Flink line (1 or 2) that wrote the savepoint a job restores, as far as adoption needs to know it, and the line
 * the job runs on.
 *
 * <p>Flink 2.0 changed Kryo from version 2 to 5, whose bytes differ, but not the snapshot Kryo state carries: a
 * Flink 1.x and a Flink 2.x {@code KryoSerializerSnapshot} of the same class are byte for byte the same. On Flink 2.x,
 * Kryo state that nothing else tells apart is adopted only when the job says which line wrote its savepoint, with the
 * global job parameter {@value #OPTION} (a Flink version: {@code 2.3.0}, {@code 1.20.3}, or a line: {@code 2},
 * {@code 1.x}). Flink keeps global job parameters in the configuration its {@code SerializerConfig} shares with the
 * job's {@code ExecutionConfig} ({@code pipeline.global-job-parameters}, or {@code
 * ExecutionConfig#setGlobalJobParameters}); {@link #statedIn} reads them there, the serializer config being what a
 * {@code TypeInformation} is given when Flink creates the serializer of a state.
 */
public final class SavepointFlinkLine {

    /** The global job parameter that says which Flink version wrote the savepoint the job restores. */
    public static final String OPTION = "typegen.adoption.savepoint-flink-version";

    /** What the option's value must look like: a Flink version, or a line. */
    private static final Pattern VERSION = Pattern.compile("\\s*([12])(\\.(\\d+|x)){0,2}\\s*");

    /** The line Flink's own classes say this JVM runs: Flink 2.0 added {@code SetSerializerSnapshot}. */
    private static final int RUNNING = ForeignStateCompatibility.load(ForeignStateCompatibility.SET_SNAPSHOT,
            SavepointFlinkLine.class.getClassLoader()) != null ? 2 : 1;

    private SavepointFlinkLine() {}

    /** The Flink line this job runs on: 1 or 2. */
    static int running() {
        return RUNNING;
    }

    /**
     * What the job said of the savepoint's Flink line, in the global job parameters of {@code config}.
     *
     * @return 1 or 2; 0 when the job said nothing (or its serializer config does not show its parameters)
     * @throws IllegalArgumentException naming the option, when its value is no Flink version
     */
    static int statedIn(SerializerConfig config) {
        String value = globalJobParameters(config).get(OPTION);
        return value == null ? 0 : parse(value);
    }

    /** The line of a Flink version or line written as the option takes it. */
    static int parse(String value) {
        Matcher matcher = VERSION.matcher(value);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("The global job parameter " + OPTION + " is '" + value + "', which is"
                    + " no Flink version: give the version of the Flink that wrote the savepoint the job restores,"
                    + " as 1.20.3 or 2.3.0 (or its line: 1.x or 2.x)");
        }
        return Integer.parseInt(matcher.group(1));
    }

    /**
     * The global job parameters of the job whose serializer config this is. Flink's {@code SerializerConfigImpl}
     * holds the configuration of the job's {@code ExecutionConfig} (on Flink 1.20 and 2.x alike), where the
     * parameters are kept, but does not show it: it is read from its field. A serializer config without that field
     * shows none.
     */
    private static Map<String, String> globalJobParameters(SerializerConfig config) {
        if (config == null) {
            return Map.of();
        }
        Field field = CONFIGURATION_FIELDS.get(config.getClass());
        if (field == null) {
            return Map.of();
        }
        try {
            return field.get(config) instanceof Configuration configuration
                    ? configuration.getOptional(PipelineOptions.GLOBAL_JOB_PARAMETERS).orElse(Map.of())
                    : Map.of();
        } catch (ReflectiveOperationException | RuntimeException e) {
            return Map.of();
        }
    }

    /** The field {@code configuration} of each serializer config class (or a superclass), made accessible; or null. */
    private static final ClassValue<Field> CONFIGURATION_FIELDS = new ClassValue<>() {
        @Override
        protected Field computeValue(Class<?> type) {
            for (Class<?> c = type; c != null; c = c.getSuperclass()) {
                try {
                    Field field = c.getDeclaredField("configuration");
                    field.setAccessible(true);
                    return field;
                } catch (NoSuchFieldException e) {
                    // look in the superclass
                } catch (RuntimeException e) {
                    return null;
                }
            }
            return null;
        }
    };
}
