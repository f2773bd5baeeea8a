package com.example.clicks;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.KeyedStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.types.Row;

/** Flink API uses the check reads: all with types that get a serializer other than Kryo. */
public final class ClickJob {

    private ClickJob() {}

    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        DataStream<Click> clicks = env.fromData(new Click(UUID.randomUUID(), "ada", "/home", Instant.now(),
                Referrer.of(URI.create("https://example.com/?utm=mail"))));
        KeyedStream<Click, String> byUser = clicks.keyBy(Click::user);
        DataStream<Tuple2<String, Long>> counts = byUser.process(new CountClicks());
        DataStream<Row> rows = clicks.map(click -> Row.of(click.user(), click.page()))
                .returns(Types.ROW(Types.STRING, Types.STRING));
        DataStream<Map<String, Long>> perUser = counts.map(count -> Map.of(count.f0, count.f1))
                .returns(Types.MAP(Types.STRING, Types.LONG));
        DataStream<List<String>> pages = clicks.map(click -> List.of(click.page()))
                .returns(Types.LIST(Types.STRING));
        DataStream<LegacyGeo> countries = env.fromData(new LegacyGeo("NZ"));
        TypeInformation<Click> clickType = TypeInformation.of(Click.class);
        System.out.println(rows + " " + perUser + " " + pages + " " + countries + " " + clickType);
        env.execute("clicks");
    }
}
