package zoned;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.sql.WindowRuns;

/** Windows of an instant, of the session time zone's wall clock: each the one stage of its pipeline. */
public final class ZonedWindows {

    private ZonedWindows() {}

    /** Hours. */
    @Pipeline
    public static class Hourly implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(WindowRuns.HOURLY)
        Results.Hour hourly(Reading reading) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }

    /** Two hours every half hour. */
    @Pipeline
    public static class Hopping implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(WindowRuns.HOPPING)
        Results.Hop hopping(Reading reading) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }

    /** Days, growing by four hours. */
    @Pipeline
    public static class Daily implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(WindowRuns.DAILY)
        Results.Day daily(Reading reading) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }
}
