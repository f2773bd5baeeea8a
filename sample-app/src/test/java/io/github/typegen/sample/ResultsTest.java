package io.github.typegen.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.table.Change;

/** How the app turns collected records into results, and compares the results of the two paths. */
class ResultsTest {

    @Test
    void applyingAChangelogLeavesTheFinalRows() {
        List<NameScore> rows = Path.apply(List.of(
                Change.insert(new NameScore("Alice", 12)),
                Change.insert(new NameScore("Bob", 10)),
                Change.updateBefore(new NameScore("Alice", 12)),
                Change.updateAfter(new NameScore("Alice", 112)),
                Change.insert(new NameScore("John", 1)),
                Change.insert(new NameScore("John", 1)),
                Change.delete(new NameScore("John", 1))));

        assertThat(rows).containsExactlyInAnyOrder(
                new NameScore("Alice", 112), new NameScore("Bob", 10), new NameScore("John", 1));
    }

    @Test
    void aRetractionOfARowNeverAddedFails() {
        assertThatThrownBy(() -> Path.apply(List.of(
                        Change.insert(new NameScore("Alice", 12)),
                        Change.updateBefore(new NameScore("Alice", 13)))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("retracts a row it never added");
    }

    @Test
    void theDifferenceOfTwoRunsNamesTheFirstResultThatDiffers() {
        Run<String> typegen = new Run<>(Path.TYPEGEN, List.of("a", "b", "c"), 3, 1);
        Run<String> flink = new Run<>(Path.FLINK, List.of("a", "x", "c"), 3, 1);
        Run<String> shorter = new Run<>(Path.FLINK, List.of("a", "b"), 3, 1);

        assertThat(SampleJob.difference(typegen, new Run<>(Path.FLINK, List.of("a", "b", "c"), 3, 2))).isNull();
        assertThat(SampleJob.difference(typegen, flink)).isEqualTo("3 results on the typegen path, 3 on the flink"
                + " path; sorted, they first differ at result 2: b on the typegen path, x on the flink path");
        assertThat(SampleJob.difference(typegen, shorter)).endsWith("result 3: c on the typegen path, none on the"
                + " flink path");
    }
}
