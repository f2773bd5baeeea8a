package io.github.typegen.processor;

import java.time.DateTimeException;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

import io.github.typegen.format.GeneratedClass;
import io.github.typegen.processor.model.GeneratedNames;

/**
 * The processor's options, given to javac as {@code -Atypegen.<key>=<value>}, read and checked once per
 * compilation when the processor is initialised. They are the keys {@link TypegenProcessor#getSupportedOptions()}
 * returns. A {@code typegen.} key that is not one of them, or a value an option does not accept, is a warning
 * ({@link Message#UNKNOWN_OPTION}, {@link Message#BAD_OPTION_VALUE}) and changes nothing: the option keeps its
 * default.
 *
 * <p>"Processor options" in docs/processor.md documents each option for users; keep the two in step.
 */
final class Options {

    /** {@code -Atypegen.table}: whether {@code FooSchema} is written; see {@link TableSchemas}. */
    static final String TABLE = "typegen.table";

    /**
     * {@code -Atypegen.sql.requireFusion}: whether a {@code @Stage.Sql} query that runs on Flink's Table runtime,
     * not as Java inside the fused operator, is an error ({@code TypegenSqlNotFused}) instead of a note.
     */
    static final String SQL_REQUIRE_FUSION = "typegen.sql.requireFusion";

    /**
     * {@code -Atypegen.sql.timeZone}: the session time zone ({@code table.local-time-zone}) the jobs of the module
     * run in, a {@code ZoneId}: Flink's SQL front end plans the queries in it, the queries that depend on it can be
     * fused, and the generated code fails the job when it is built in another.
     */
    static final String SQL_TIME_ZONE = "typegen.sql.timeZone";

    /**
     * {@code -Atypegen.weave}: whether Typegen adds Flink's {@code @TypeInfo} to the class files of {@code
     * @FlinkType} classes as javac writes them ({@code io.github.typegen.processor.weaving}).
     */
    static final String WEAVE = "typegen.weave";

    /**
     * {@code -Atypegen.json=true}: a {@code FooJsonCodec} for every {@code @FlinkType} of the module, as {@code
     * @FlinkType(json = true)} asks for one class. Needs typegen-json on the compile classpath.
     */
    static final String JSON = "typegen.json";

    /** A class of flink-table-common: when it is on the compile classpath, so is the Table API. */
    static final String TABLE_API_CLASS = "org.apache.flink.table.api.Schema";

    /**
     * A class of flink-table-api-java-bridge, which a module needs for {@code TypedTables} and {@code @Stage.Sql}:
     * when it is on the compile classpath, the module uses the Table API with DataStreams, and schemas are written
     * unless {@code -Atypegen.table=false}.
     */
    static final String TABLE_BRIDGE_CLASS = "org.apache.flink.table.api.bridge.java.StreamTableEnvironment";

    private static final String PREFIX = "typegen.";

    /** Every option: its key, the values it accepts, and what Typegen does when it is absent. */
    private static final Map<String, Known> KNOWN = Map.of(
            JSON, new Known("true or false",
                    "writes FooJsonCodec only for the classes marked @FlinkType(json = true), as without the option"),
            TABLE, new Known("true or false",
                    "writes FooSchemas only with flink-table-api-java-bridge on the compile classpath, as without"
                            + " the option"),
            SQL_REQUIRE_FUSION, new Known("true or false",
                    "notes the queries that run on Flink's Table runtime, as without the option"),
            SQL_TIME_ZONE, new Known("a time zone ID of java.time.ZoneId, such as UTC, Europe/Berlin or +08:00",
                    "leaves the queries that depend on the session time zone on Flink's Table runtime, as without the"
                            + " option"),
            WEAVE, new Known("true or false",
                    "adds @TypeInfo to the class files of @FlinkType classes as javac writes them, as without the"
                            + " option"));

    private record Known(String accepted, String byDefault) {}

    /**
     * What {@code -Atypegen.table} asks for. Without it, schemas are written where the module can use them, with
     * the Table bridge on its compile classpath: a {@code FooSchema} is about half the code Typegen generates for
     * a class, compiled on every build, and a module without the bridge has no use for it.
     */
    enum TableSchemas {
        /**
         * Absent: a {@code FooSchema} for every {@code @FlinkType} when flink-table-api-java-bridge is on the
         * compile classpath; without it, none, and a class with table annotations gets a warning that they do
         * nothing.
         */
        BY_CLASSPATH,
        /** {@code true}: a {@code FooSchema} for every {@code @FlinkType}; a missing Table API is an error. */
        ASKED,
        /** {@code false}: no {@code FooSchema}, and no warning about table annotations. */
        OFF
    }

    private final TableSchemas tableSchemas;
    private final boolean tableApiPresent;
    private final boolean tableBridgePresent;
    private final boolean requireFusion;
    private final String sessionTimeZone;
    private final boolean weave;
    private final boolean json;
    private boolean tableApiMissingReported;

    private Options(TableSchemas tableSchemas, boolean tableApiPresent, boolean tableBridgePresent,
            boolean requireFusion, String sessionTimeZone, boolean weave, boolean json) {
        this.json = json;
        this.sessionTimeZone = sessionTimeZone;
        this.tableSchemas = tableSchemas;
        this.weave = weave;
        this.tableApiPresent = tableApiPresent;
        this.tableBridgePresent = tableBridgePresent;
        this.requireFusion = requireFusion;
    }

    /** The keys of every option, for {@code getSupportedOptions()}. */
    static Set<String> keys() {
        return KNOWN.keySet();
    }

    /**
     * The options among {@code options} (javac's {@code -A} options, all processors' alike), warning about
     * {@code typegen.} keys and values Typegen does not know.
     */
    static Options parse(Map<String, String> options, Elements elements, Reporter reporter) {
        TableSchemas tableSchemas = TableSchemas.BY_CLASSPATH;
        boolean requireFusion = false;
        String sessionTimeZone = null;
        boolean weave = true;
        boolean json = false;
        // sorted, so that the warnings come in the same order in every build
        for (Map.Entry<String, String> option : new TreeMap<>(options).entrySet()) {
            String key = option.getKey();
            String value = option.getValue() == null ? "" : option.getValue();
            if (!key.startsWith(PREFIX)) {
                continue;
            }
            Known known = KNOWN.get(key);
            if (known == null) {
                reporter.warning(Message.UNKNOWN_OPTION, key, knownKeys());
            } else if (key.equals(TABLE) && isBoolean(value)) {
                tableSchemas = Boolean.parseBoolean(value) ? TableSchemas.ASKED : TableSchemas.OFF;
            } else if (key.equals(SQL_REQUIRE_FUSION) && isBoolean(value)) {
                requireFusion = Boolean.parseBoolean(value);
            } else if (key.equals(SQL_TIME_ZONE) && isZoneId(value)) {
                sessionTimeZone = value;
            } else if (key.equals(WEAVE) && isBoolean(value)) {
                weave = Boolean.parseBoolean(value);
            } else if (key.equals(JSON) && isBoolean(value)) {
                json = Boolean.parseBoolean(value);
            } else {
                reporter.warning(Message.BAD_OPTION_VALUE, key, value, known.byDefault(), key, known.accepted());
            }
        }
        return new Options(tableSchemas, elements.getTypeElement(TABLE_API_CLASS) != null,
                elements.getTypeElement(TABLE_BRIDGE_CLASS) != null, requireFusion, sessionTimeZone, weave, json);
    }

    /**
     * Whether {@code FooSchema} classes are written: with the Table bridge on the compile classpath or asked by
     * {@code -Atypegen.table=true}, not turned off by {@code -Atypegen.table=false}, and possible.
     */
    boolean writesSchemas() {
        return switch (tableSchemas) {
            case BY_CLASSPATH -> tableBridgePresent && tableApiPresent;
            case ASKED -> tableApiPresent;
            case OFF -> false;
        };
    }

    /**
     * Whether a {@code @Stage.Sql} query Flink's SQL front end analysed and found not to fuse is an error: asked by
     * {@code -Atypegen.sql.requireFusion=true}.
     */
    boolean requiresFusion() {
        return requireFusion;
    }

    /**
     * The session time zone the module's jobs run in, as {@code -Atypegen.sql.timeZone} declares it (a valid {@code
     * ZoneId}); null when it declares none.
     */
    String sessionTimeZone() {
        return sessionTimeZone;
    }

    /**
     * Whether Typegen adds {@code @TypeInfo} to class files inside javac: unless {@code -Atypegen.weave=false}, for a
     * build that leaves it to the Maven plugin's {@code weave} goal alone.
     */
    boolean weaves() {
        return weave;
    }

    /** Whether every {@code @FlinkType} of the module gets a JSON codec: {@code -Atypegen.json=true}. */
    boolean writesJsonCodecs() {
        return json;
    }

    /**
     * Whether table annotations on a class without a schema deserve a warning: the option is absent and the Table
     * bridge is not on the compile classpath, so they do nothing, and nothing says the module meant it.
     */
    boolean warnsOfUnaskedSchemas() {
        return tableSchemas == TableSchemas.BY_CLASSPATH && !writesSchemas();
    }

    /**
     * When {@code -Atypegen.table=true} requires schemas but the Table API is missing, reports {@link
     * Message#TABLE_API_MISSING} on {@code type}, the first {@code @FlinkType} of the compilation only: the
     * cause, and the fix, are the same for every type.
     */
    void checkTableApi(TypeElement type, Reporter reporter) {
        if (tableSchemas == TableSchemas.ASKED && !tableApiPresent && !tableApiMissingReported) {
            tableApiMissingReported = true;
            reporter.error(type, Message.TABLE_API_MISSING, type.getQualifiedName(),
                    GeneratedNames.of(type).get(GeneratedClass.SCHEMA).simpleName());
        }
    }

    /** Whether {@code value} is a {@code ZoneId}, as Flink's {@code TableConfig.setLocalTimeZone} takes it. */
    private static boolean isZoneId(String value) {
        try {
            ZoneId.of(value);
            return true;
        } catch (DateTimeException e) {
            return false;
        }
    }

    private static boolean isBoolean(String value) {
        String lower = value.toLowerCase(Locale.ROOT);
        return lower.equals("true") || lower.equals("false");
    }

    private static String knownKeys() {
        return KNOWN.keySet().stream().sorted().map(key -> "-A" + key).collect(Collectors.joining(", "));
    }
}
