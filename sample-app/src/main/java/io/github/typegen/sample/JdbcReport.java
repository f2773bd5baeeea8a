package io.github.typegen.sample;

import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.TableDescriptor;
import org.apache.flink.table.api.bridge.java.StreamStatementSet;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.types.DataType;

import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.TypegenSchema;

/**
 * The spend report upserted into a database table with Flink's JDBC connector, as the Flink playground's version
 * of the tutorial writes it: a sink table with {@link SpendRow}'s columns and its {@code @PrimaryKey} (accountId,
 * logTs), so that the connector writes each change of the updating report as an upsert of its row (on
 * PostgreSQL, {@code INSERT ... ON CONFLICT (accountId, logTs) DO UPDATE}) and the table ends with the report's
 * final rows.
 */
final class JdbcReport {

    /** The database table, which must exist with the columns {@code accountId}, {@code logTs}, {@code amount}. */
    static final String TABLE = "spend_report";

    private JdbcReport() {}

    /**
     * Adds the report's insert into {@link #TABLE} of the database at {@code url} to the environment's job: it
     * runs with the job's other sinks when the environment executes.
     */
    static void upsert(StreamTableEnvironment tEnv, Table report, String url) {
        tEnv.createTemporaryTable(TABLE, TableDescriptor.forConnector("jdbc")
                .schema(sinkSchema(report))
                .option("url", url)
                .option("table-name", TABLE)
                .build());
        StreamStatementSet statements = tEnv.createStatementSet();
        statements.add(report.insertInto(TABLE));
        statements.attachAsDataStream();
    }

    /**
     * {@link SpendRow}'s columns and primary key, with the report's types: its {@code logTs} is a
     * {@code TIMESTAMP(3)}, a precision PostgreSQL's dialect takes (up to 6), where {@code SpendRow}'s
     * {@code LocalDateTime} is a {@code TIMESTAMP(9)}. The key's columns are {@code NOT NULL}, as a key's must be.
     */
    static Schema sinkSchema(Table report) {
        TypegenSchema<SpendRow> schema = TypedTables.schemaOf(SpendRow.class);
        ResolvedSchema reportSchema = report.getResolvedSchema();
        Schema.Builder sink = Schema.newBuilder();
        for (String column : DataType.getFieldNames(schema.dataType())) {
            DataType type = reportSchema.getColumn(column)
                    .orElseThrow(() -> new IllegalArgumentException("The report has no column " + column + ": "
                            + reportSchema))
                    .getDataType();
            sink.column(column, schema.primaryKey().contains(column) ? type.notNull() : type);
        }
        return sink.primaryKey(schema.primaryKey()).build();
    }
}
