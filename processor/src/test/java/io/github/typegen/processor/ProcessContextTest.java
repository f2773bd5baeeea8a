package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.typegen;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;

import javax.tools.JavaFileObject;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

/**
 * What the keyed context gives a {@code @Stage.Process} stage and its timer method: an {@code EventTime} parameter
 * (the element's timestamp, the firing timer's in the timer method) and a {@code TimerService} one, in any
 * position among the states, in the operator's entry and in the continuation after a stage that hands on several
 * values. The generated {@code FooFused} compiles under {@code -Xlint:all -Werror}; the statements checked are
 * written out here, as the operator must call the stage. What the values are when a job runs is checked on a
 * MiniCluster ({@code it-tests}, {@code EventTimeStageTest}).
 */
class ProcessContextTest {

    private static final String HEADER = String.join("\n",
            "package ctx;",
            "import java.io.Serializable;",
            "import java.util.List;",
            "import org.apache.flink.api.common.state.ValueState;",
            "import org.apache.flink.streaming.api.TimerService;",
            "import org.apache.flink.util.Collector;",
            "import io.github.typegen.annotations.Pipeline;",
            "import io.github.typegen.annotations.Stage;",
            "import io.github.typegen.runtime.pipeline.EventTime;",
            "");

    private static JavaFileObject pipeline(String name, String... body) {
        return JavaFileObjects.forSourceString("ctx." + name, HEADER + "@Pipeline\npublic class " + name
                + " implements Serializable {\n    private static final long serialVersionUID = 1L;\n"
                + String.join("\n", body) + "\n}\n");
    }

    private static String fused(JavaFileObject source, String name) throws IOException {
        Compilation compilation = typegen().withOptions(STRICT_OPTIONS).compile(source);
        assertThat(compilation).succeededWithoutWarnings();
        return compilation.generatedSourceFile("ctx." + name + "Fused").orElseThrow().getCharContent(true)
                .toString();
    }

    @Test
    void aProcessStageAndItsTimerMethodAreGivenTheTimestampBesideTheirStates() throws IOException {
        JavaFileObject source = pipeline("Stamps",
                "    @Stage.KeyBy String key(String line) { return line; }",
                "    @Stage.Process(onTimer = \"fire\")",
                "    void stamp(String line, EventTime time, ValueState<Long> seen, TimerService timers,",
                "            Collector<String> out) throws Exception {",
                "        seen.update(time.timestamp());",
                "        timers.registerEventTimeTimer(time.timestamp() + 10);",
                "        out.collect(line + '@' + time.timestamp() + '/' + timers.currentWatermark());",
                "    }",
                "    void fire(long timestamp, TimerService timers, ValueState<Long> seen, EventTime time,",
                "            Collector<String> out) throws Exception {",
                "        out.collect(\"timer@\" + time.timestamp() + '/' + timers.currentWatermark()",
                "                + '/' + seen.value());",
                "    }");

        String fused = fused(source, "Stamps");

        assertThat(fused)
                .contains("import io.github.typegen.runtime.pipeline.EventTime;")
                .contains("pipeline.stamp(value, new EventTime(context.timestamp()), stampSeen,"
                        + " context.timerService(), out);")
                .contains("public void onTimer(long timestamp, OnTimerContext context, Collector<String> out)")
                .contains("pipeline.fire(timestamp, context.timerService(), stampSeen,"
                        + " new EventTime(context.timestamp()), out);")
                .doesNotContain("this.context");
    }

    @Test
    void aProcessStageAfterACollectingStageReadsTheElementsContext() throws IOException {
        JavaFileObject source = pipeline("Words",
                "    @Stage.KeyBy String key(String line) { return line; }",
                "    @Stage.FlatMap void words(String line, Collector<String> out) {",
                "        for (String word : line.split(\" \")) { out.collect(word); }",
                "    }",
                "    @Stage.Process void stamp(String word, EventTime time, Collector<String> out) {",
                "        out.collect(word + '@' + time.timestamp());",
                "    }",
                "    @Stage.Map Integer length(String stamped) { return stamped.length(); }");

        String fused = fused(source, "Words");

        assertThat(fused)
                .contains("private transient Context context;")
                .contains("this.context = context;")
                .contains("pipeline.stamp(string, new EventTime(context.timestamp()), stampOutput.to(out));");
    }

    @Test
    void aProcessStageAfterAnIterableStageReadsTheKeysTimerService() throws IOException {
        JavaFileObject source = pipeline("Split",
                "    @Stage.KeyBy String key(String line) { return line; }",
                "    @Stage.FlatMap List<String> words(String line) { return List.of(line.split(\" \")); }",
                "    @Stage.Process void stamp(String word, TimerService timers, Collector<Long> out) {",
                "        out.collect(timers.currentWatermark());",
                "    }");

        String fused = fused(source, "Split");

        assertThat(fused)
                .contains("private transient Context context;")
                .contains("this.context = context;")
                .contains("pipeline.stamp(string, context.timerService(), out);");
    }
}
