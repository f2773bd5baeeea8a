package io.github.typegen.processor.sql;

/**
 * Flink's own SQL front end (parser, validator, type system and planner), as the processor sees it. The
 * processor has no Flink dependency; the implementation is in the {@code typegen-sql} artifact, which a build
 * adds to the processor path beside {@code typegen-processor} and which brings Flink's Table planner. The
 * processor finds it with {@link java.util.ServiceLoader} on its own class loader; without it, {@code @Stage.Sql}
 * queries are checked when the job is built, as before.
 *
 * <p>Every type crossing this interface is plain Java: SQL types are written as Flink's SQL parser reads them
 * ({@code INT NOT NULL}, {@code DECIMAL(10, 2)}, {@code ROW<`id` BIGINT, `tags` ARRAY<STRING>>}).
 */
public interface SqlFrontEnd {

    /** The version of the Flink planner that answers, e.g. {@code 2.3.0}: for notes and error messages. */
    String flinkVersion();

    /**
     * Validates {@code query} against its input columns and checks its result against its output columns; when
     * the query is valid and fits, also asks the planner whether its optimized plan is a projection and/or filter
     * over the input only.
     */
    SqlAnalysis analyze(SqlQuery query);

    /**
     * Where the front end reads the classes of the compile class path that the queries name (the user functions
     * of {@link SqlQuery#functions()}, and what they use): given once, before the first query.
     */
    default void useClassFiles(ClassFiles classFiles) {}

    /**
     * The session time zone ({@code table.local-time-zone}) to plan every query in, a {@code ZoneId} as the
     * processor option {@code -Atypegen.sql.timeZone} gives it; given once, before the first query. Without it,
     * the planner's default.
     */
    default void useSessionTimeZone(String zoneId) {}
}
