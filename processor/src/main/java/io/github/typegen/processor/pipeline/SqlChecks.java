package io.github.typegen.processor.pipeline;

import java.util.Iterator;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Supplier;

import javax.lang.model.element.Element;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.sql.ClassFiles;
import io.github.typegen.processor.sql.SqlAnalysis;
import io.github.typegen.processor.sql.SqlFrontEnd;
import io.github.typegen.processor.sql.SqlQuery;

/**
 * Flink's SQL front end for one compilation, when {@code typegen-sql} is on the processor path. It is looked for
 * with {@link ServiceLoader} on the processor's own class loader at the first {@code @Stage.Sql} stage, and kept
 * for the compilation: starting it (Flink's planner and a table environment) is what costs, each query after the
 * first costs little. Flink runs with the front end's class loader as the thread's context class loader, as
 * Flink's factory discovery and code generation read it, and the compiler's is restored after.
 *
 * <p>Without {@code typegen-sql}, one note per compilation says that the queries are checked when the job is built
 * and how to check them at compile time; a front end that fails to start is one error per compilation. Either way
 * the stages are then written as before, and Flink checks their queries when the job is built.
 */
public final class SqlChecks {

    private enum State { NOT_LOOKED_FOR, RUNNING, ABSENT, FAILED }

    private final ClassLoader loader;
    private State state = State.NOT_LOOKED_FOR;
    private SqlFrontEnd frontEnd;
    private ClassFiles classFiles = binaryName -> null;
    private String sessionTimeZone;

    /** @param loader the class loader to find the front end on: the processor's own */
    public SqlChecks(ClassLoader loader) {
        this.loader = loader;
    }

    /** Where the front end reads the classes of the compile class path (user functions) from. */
    public void useClassFiles(ClassFiles files) {
        this.classFiles = files;
    }

    /**
     * The session time zone the build declares ({@code -Atypegen.sql.timeZone}), a valid {@code ZoneId}, which the
     * front end plans every query in; null when it declares none (the planner's default, and no query that depends
     * on it is fused).
     */
    public void useSessionTimeZone(String zoneId) {
        this.sessionTimeZone = zoneId;
    }

    /** The session time zone the build declares; null when it declares none. */
    String sessionTimeZone() {
        return sessionTimeZone;
    }

    /**
     * What the front end finds for {@code query}, the query of the stage {@code stage}; empty when queries are not
     * checked in this compilation (noted, or reported, on the first stage that asks).
     */
    Optional<SqlAnalysis> analyze(Element stage, SqlQuery query, Reporter reporter) {
        if (state == State.NOT_LOOKED_FOR) {
            start(stage, reporter);
        }
        if (state != State.RUNNING) {
            return Optional.empty();
        }
        try {
            return Optional.of(inFrontEndLoader(() -> frontEnd.analyze(query)));
        } catch (RuntimeException | LinkageError e) {
            reporter.error(stage, Message.SQL_FRONT_END_FAILED, "check the query of @Stage.Sql '"
                    + stage.getSimpleName() + "'", describe(e));
            return Optional.empty();
        }
    }

    /**
     * Whether queries are checked in this compilation: the front end is on the processor path and started (looked
     * for, and noted or reported when it is not, at the first stage that asks, {@code stage}).
     */
    boolean running(Element stage, Reporter reporter) {
        if (state == State.NOT_LOOKED_FOR) {
            start(stage, reporter);
        }
        return state == State.RUNNING;
    }

    /** The Flink version of the running front end, for messages. */
    String flinkVersion() {
        return frontEnd.flinkVersion();
    }

    private void start(Element stage, Reporter reporter) {
        try {
            frontEnd = inFrontEndLoader(() -> {
                Iterator<SqlFrontEnd> found = ServiceLoader.load(SqlFrontEnd.class, loader).iterator();
                SqlFrontEnd started = found.hasNext() ? found.next() : null;
                if (started != null) {
                    started.useClassFiles(classFiles);
                    if (sessionTimeZone != null) {
                        started.useSessionTimeZone(sessionTimeZone);
                    }
                }
                return started;
            });
            state = frontEnd == null ? State.ABSENT : State.RUNNING;
        } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
            state = State.FAILED;
            reporter.error(stage, Message.SQL_FRONT_END_FAILED, "start", describe(e));
            return;
        }
        if (state == State.ABSENT) {
            reporter.note(stage, Message.SQL_NOT_CHECKED);
        }
    }

    private <T> T inFrontEndLoader(Supplier<T> work) {
        Thread thread = Thread.currentThread();
        ClassLoader compilers = thread.getContextClassLoader();
        thread.setContextClassLoader(frontEnd != null ? frontEnd.getClass().getClassLoader() : loader);
        try {
            return work.get();
        } finally {
            thread.setContextClassLoader(compilers);
        }
    }

    /** A failure in one line per cause: {@code NoClassDefFoundError: org/apache/... (caused by ...)}. */
    private static String describe(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            text.append(cause == failure ? "" : "; caused by ").append(cause.getClass().getName());
            if (cause.getMessage() != null) {
                text.append(": ").append(cause.getMessage());
            }
        }
        return text.toString();
    }
}
