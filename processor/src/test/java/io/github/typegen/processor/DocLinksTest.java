package io.github.typegen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every link of the user documentation resolves: README.md, BENCHMARKS.md and docs/*.md link to files that
 * exist, to headings (GitHub's anchors) that exist, and to well-formed web addresses, which are not fetched.
 */
class DocLinksTest {

    @Test
    void everyLinkOfTheDocsResolves() throws IOException {
        Path root = RepositoryRoot.find();
        MarkdownLinks links = new MarkdownLinks(root);

        List<String> problems = new ArrayList<>();
        for (Path file : documentation(root)) {
            problems.addAll(links.problems(file));
        }

        assertThat(problems).as("links that do not resolve").isEmpty();
    }

    @Test
    void theDocsAreFound() throws IOException {
        List<String> names = documentation(RepositoryRoot.find()).stream()
                .map(file -> file.getFileName().toString())
                .collect(Collectors.toList());

        assertThat(names).contains("README.md", "BENCHMARKS.md", "errors.md", "architecture.md");
    }

    @Test
    void aLinkThatDoesNotResolveIsReported(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("docs/page.md"), "# A page\n\n## Its `@Stage.Sql` part: 1.20 to 2.x\n"
                + "\n## Again\n\n## Again\n\n<a id=\"explicit\"></a>Text.\n");
        Files.writeString(root.resolve("README.md"), String.join("\n",
                "# Title",
                "",
                "[fine](docs/page.md), [part](docs/page.md#its-stagesql-part-120-to-2x), [here](#title),",
                "[second](docs/page.md#again-1), [explicit](docs/page.md#explicit), [web](https://example.org/a?b=c),",
                "[folder](docs), [a link over",
                "two lines](#title).",
                "",
                "[missing file](docs/gone.md) and [missing anchor](docs/page.md#gone)",
                "[missing here](#nowhere), [third](docs/page.md#again-2), [outside](../elsewhere.md)",
                "[no host](https:///path), [bad](https://exa^mple.org), [scheme](ftp://example.org/f)",
                "",
                "`[in code](docs/gone.md)` is not a link, nor is",
                "```",
                "[in a block](docs/gone.md)",
                "```",
                "[ref]: docs/gone-too.md",
                ""));

        List<String> problems = new MarkdownLinks(root).problems(root.resolve("README.md"));

        assertThat(problems).containsExactlyInAnyOrder(
                "README.md:8: docs/gone.md: no such file (docs/gone.md)",
                "README.md:8: docs/page.md#gone: no heading or anchor 'gone' in docs/page.md",
                "README.md:9: #nowhere: no heading or anchor 'nowhere' in README.md",
                "README.md:9: docs/page.md#again-2: no heading or anchor 'again-2' in docs/page.md",
                "README.md:9: ../elsewhere.md: a path outside the repository",
                "README.md:10: https:///path: a web address without a host",
                "README.md:10: https://exa^mple.org: not a well-formed address: Illegal character in authority at index 8:"
                        + " https://exa^mple.org",
                "README.md:10: ftp://example.org/f: a ftp link; only http(s) and relative links are expected",
                "README.md:16: docs/gone-too.md: no such file (docs/gone-too.md)");
    }

    @Test
    void anchorsAreGitHubsSlugs() {
        assertThat(MarkdownLinks.slug("Upgrading from Flink 1.20 to 2.x")).isEqualTo("upgrading-from-flink-120-to-2x");
        assertThat(MarkdownLinks.slug("Checking `@Stage.Sql` queries at compile time"))
                .isEqualTo("checking-stagesql-queries-at-compile-time");
        assertThat(MarkdownLinks.slug("The Maven plugin: `weave`, `check`, `serialization-config`"))
                .isEqualTo("the-maven-plugin-weave-check-serialization-config");
        assertThat(MarkdownLinks.slug("SQL stage: `@Stage.Sql` against Flink's bridge and hand-written DataStream"))
                .isEqualTo("sql-stage-stagesql-against-flinks-bridge-and-hand-written-datastream");
        assertThat(MarkdownLinks.slug("Outer_Foo and [a link](x.md)")).isEqualTo("outer_foo-and-a-link");
    }

    /** README.md and BENCHMARKS.md at the root, and every page of docs/. */
    private static List<Path> documentation(Path root) throws IOException {
        List<Path> files = new ArrayList<>(List.of(root.resolve("README.md"), root.resolve("BENCHMARKS.md")));
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            docs.filter(file -> file.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
        }
        return files;
    }
}
