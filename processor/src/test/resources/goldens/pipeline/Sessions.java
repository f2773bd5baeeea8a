package golden;

import java.io.Serializable;
import java.util.List;
import java.util.Optional;

import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** Clicks grouped into sessions per user: every stage kind, with state. */
@Pipeline
public class Sessions implements Serializable {
    private static final long serialVersionUID = 1L;

    @FlinkType
    public record Click(String user, String page, long time) {}

    @FlinkType
    public record Session(String user, int clicks, long start, long end) {}

    private final long gap;

    public Sessions(long gap) {
        this.gap = gap;
    }

    @Stage.Map
    String trim(String line) {
        return line.trim();
    }

    @Stage.FlatMap
    Optional<Click> parse(String line) {
        String[] parts = line.split(",");
        return parts.length == 3 ? Optional.of(new Click(parts[0], parts[1], Long.parseLong(parts[2]))) : Optional.empty();
    }

    @Stage.Filter
    boolean isPage(Click click) {
        return !click.page().startsWith("/static");
    }

    @Stage.KeyBy
    String user(Click click) {
        return click.user();
    }

    @Stage.Process
    void sessionize(Click click, ValueState<Session> open, ListState<String> pages, Collector<Session> out)
            throws Exception {
        Session session = open.value();
        if (session != null && click.time() - session.end() > gap) {
            out.collect(session);
            pages.clear();
            session = null;
        }
        pages.add(click.page());
        open.update(session == null
                ? new Session(click.user(), 1, click.time(), click.time())
                : new Session(click.user(), session.clicks() + 1, session.start(), click.time()));
    }

    @Stage.FlatMap
    List<Long> durations(Session session) {
        return List.of(session.end() - session.start());
    }

    @Stage.Map
    long minutes(Long millis) {
        return millis / 60_000;
    }
}
