package io.github.typegen.benchmarks.compile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** Checks the input of {@link CompileTimeBenchmark}: the records the issue describes, the same every run. */
class RecordSourcesTest {

    private static final Pattern COMPONENTS = Pattern.compile("public record \\w+\\((.*)\\) \\{}", Pattern.DOTALL);

    @Test
    void theSameCountGivesTheSameSources() {
        assertThat(RecordSources.generate(200)).isEqualTo(RecordSources.generate(200));
    }

    @Test
    void twoHundredDistinctFlinkTypeRecordsOfTenComponents() {
        List<RecordSources.Source> sources = RecordSources.generate(200);

        assertThat(sources).hasSize(200);
        assertThat(sources).extracting(RecordSources.Source::qualifiedName).doesNotHaveDuplicates();
        for (RecordSources.Source source : sources) {
            assertThat(source.text()).contains("@FlinkType\npublic record ");
            assertThat(components(source)).hasSize(10);
        }
    }

    @Test
    void everyFourthRecordNestsThePreviousOne() {
        List<RecordSources.Source> sources = RecordSources.generate(200);

        for (int i = 0; i < sources.size(); i++) {
            String previous = i == 0 ? null : simpleName(sources.get(i - 1));
            boolean nests = previous != null && components(sources.get(i)).stream()
                    .anyMatch(c -> c.startsWith(previous + " "));
            assertThat(nests).as("record %d nests record %d", i, i - 1).isEqualTo(i % 4 == 3);
        }
    }

    @Test
    void theComponentTypesTheIssueNames() {
        String all = String.join("\n", RecordSources.generate(200).stream().map(RecordSources.Source::text).toList());

        assertThat(all).contains("String ", "long ", "int ", "double ", "boolean ", "List<String> ", "List<Long> ",
                "Map<String, String> ", "Map<String, Long> ", "Instant ", "BigDecimal ");
    }

    private static List<String> components(RecordSources.Source source) {
        Matcher matcher = COMPONENTS.matcher(source.text());
        assertThat(matcher.find()).as(source.text()).isTrue();
        return List.of(matcher.group(1).trim().split(",\\s*\n\\s*"));
    }

    private static String simpleName(RecordSources.Source source) {
        return source.qualifiedName().substring(source.qualifiedName().lastIndexOf('.') + 1);
    }
}
