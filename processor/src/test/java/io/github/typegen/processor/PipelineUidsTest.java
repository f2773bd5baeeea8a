package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.typegen;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.tools.JavaFileObject;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.dag.Transformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.transformations.OneInputTransformation;
import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

/**
 * The uids of generated operators: each pipeline is compiled with the processor, its {@code FooFused} applied to
 * a stream, and the uids read from the transformations Flink builds the job graph from. The rule: an operator's
 * uid follows from the stage that starts it ({@code KeyBy}, {@code Sql}, or the pipeline's input) and the
 * {@code Process} stage that holds its state, so stateless stages added anywhere keep every uid.
 */
class PipelineUidsTest {

    /** Two keyed operators, the first with state, the second without; no stage before the first key. */
    private static final String VERSION_1 = """
            package uids;

            import java.io.Serializable;
            import org.apache.flink.api.common.state.ValueState;
            import org.apache.flink.util.Collector;
            import io.github.typegen.annotations.Pipeline;
            import io.github.typegen.annotations.Stage;

            @Pipeline
            public class Counts implements Serializable {
                private static final long serialVersionUID = 1L;

                @Stage.KeyBy
                String user(String line) {
                    return line.split(" ")[0];
                }

                @Stage.Process
                void count(String line, ValueState<Long> count, Collector<String> out) throws Exception {
                    Long seen = count.value();
                    count.update(seen == null ? 1 : seen + 1);
                    out.collect(line);
                }

                @Stage.KeyBy
                Integer length(String line) {
                    return line.length();
                }

                @Stage.Map
                String show(String line) {
                    return "[" + line + "]";
                }
            }
            """;

    /** Version 1 with a stateless stage before each key, one between the key and the state, one after it. */
    private static final String VERSION_2 = insertBefore(insertBefore(insertBefore(VERSION_1,
            "    @Stage.KeyBy\n    String user(", """
                @Stage.Map
                String trim(String line) {
                    return line.trim();
                }

            """),
            "    @Stage.Process\n", """
                @Stage.Filter
                boolean isWord(String line) {
                    return !line.isEmpty();
                }

            """),
            "    @Stage.KeyBy\n    Integer length(", """
                @Stage.Map
                String upper(String line) {
                    return line.toUpperCase();
                }

            """);

    @Test
    void eachUidFollowsFromWhatStartsTheOperatorAndWhatHoldsItsState() {
        assertThat(uids(VERSION_1, null)).containsExactly(
                Map.entry("count", "Counts/user/count"),
                Map.entry("show", "Counts/length"));
        assertThat(uids(VERSION_2, null)).containsExactly(
                Map.entry("trim", "Counts/input"),
                Map.entry("isWord -> count -> upper", "Counts/user/count"),
                Map.entry("show", "Counts/length"));
    }

    @Test
    void renamingTheStageThatHoldsTheStateChangesTheUid() {
        // Its states are named after it ("count.count"), so its state in a savepoint would not be found anyway:
        // a new uid makes the restore fail, instead of starting the states empty.
        String renamed = replaceOnce(VERSION_1, "void count(", "void tally(");

        assertThat(uids(renamed, null)).containsEntry("tally", "Counts/user/tally");
    }

    @Test
    void thePrefixAndEachOperatorsUidCanBeWritten() {
        String written = replaceOnce(replaceOnce(VERSION_2, "@Pipeline\n", "@Pipeline(uid = \"counting\")\n"),
                "@Stage.KeyBy\n    String user(", "@Stage.KeyBy(uid = \"per-user\")\n    String user(");

        assertThat(uids(written, null)).containsExactly(
                Map.entry("trim", "counting/input"),
                Map.entry("isWord -> count -> upper", "counting/per-user"),
                Map.entry("show", "counting/length"));
    }

    @Test
    void aPipelineAppliedTwiceInOneJobNeedsASecondPrefix() throws Exception {
        GeneratedClassLoader loader = compile(VERSION_2);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        DataStream<String> input = env.fromData(List.of("a b"), Types.STRING);
        apply(loader, input, null);
        apply(loader, input, "again");
        assertThat(env.getStreamGraph().getJobGraph(loader, null).getVertices()).isNotEmpty();

        apply(loader, input, null);
        apply(loader, input, null);
        assertThatThrownBy(() -> env.getStreamGraph().getJobGraph(loader, null))
                .hasMessageContaining("Hash collision on user-specified ID");
    }

    @Test
    void aKeyNamedInputClashesWithTheOperatorReadingTheInput() {
        JavaFileObject source = source(replaceOnce(VERSION_2, "Integer length(", "Integer input("));

        Compilation compilation = typegen().compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[TypegenDuplicateUid] The operator after @Stage.KeyBy 'input' gets the uid"
                        + " \"Counts/input\", as does the operator reading the pipeline's input")
                .inFile(source)
                .onLineContaining("Integer input(");
    }

    // ------------------------------------------------------------------------

    private static String replaceOnce(String text, String target, String replacement) {
        assertThat(text).containsOnlyOnce(target);
        return text.replace(target, replacement);
    }

    private static String insertBefore(String text, String target, String inserted) {
        return replaceOnce(text, target, inserted + target);
    }

    private static JavaFileObject source(String text) {
        return JavaFileObjects.forSourceString("uids.Counts", text);
    }

    private static GeneratedClassLoader compile(String text) {
        Compilation compilation = typegen().withOptions(STRICT_OPTIONS).compile(source(text));
        assertThat(compilation).succeededWithoutWarnings();
        return new GeneratedClassLoader(compilation);
    }

    /** The uid of each operator {@code CountsFused} adds, by operator name, from the input on. */
    private static Map<String, String> uids(String text, String prefix) {
        try {
            StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
            SingleOutputStreamOperator<?> output =
                    apply(compile(text), env.fromData(List.of("a b"), Types.STRING), prefix);
            Deque<String[]> operators = new ArrayDeque<>();
            Deque<Transformation<?>> pending = new ArrayDeque<>(List.of(output.getTransformation()));
            while (!pending.isEmpty()) {
                Transformation<?> transformation = pending.pop();
                if (transformation instanceof OneInputTransformation<?, ?>) {
                    operators.push(new String[] {transformation.getName(), transformation.getUid()});
                }
                pending.addAll(transformation.getInputs());
            }
            Map<String, String> uids = new LinkedHashMap<>();
            operators.forEach(operator -> uids.put(operator[0], operator[1]));
            return uids;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static SingleOutputStreamOperator<?> apply(GeneratedClassLoader loader, DataStream<String> input,
            String prefix) throws ReflectiveOperationException {
        Class<?> pipelineClass = loader.loadClass("uids.Counts");
        Class<?> fusedClass = loader.loadClass("uids.CountsFused");
        Object pipeline = pipelineClass.getDeclaredConstructor().newInstance();
        Object fused = prefix == null
                ? fusedClass.getConstructor(pipelineClass).newInstance(pipeline)
                : fusedClass.getConstructor(pipelineClass, String.class).newInstance(pipeline, prefix);
        return (SingleOutputStreamOperator<?>) fusedClass.getMethod("apply", DataStream.class).invoke(fused, input);
    }
}
