package io.github.typegen.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * {@code docs/errors.md} is the rendering of the message catalogue ({@link Message}) into its template, so that
 * the error reference never drifts from what the processor says. After changing either, write the page again:
 * {@value #REGENERATE}.
 */
class ErrorReferenceTest {

    static final String REGENERATE = "mvn -pl processor -am test -Dtest=ErrorReferenceTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -Dtypegen.docs.write=true";

    private static final String TEMPLATE = "docs/errors-template.md";

    /** A row of the template's table: {@code | [`TypegenId`](#typegenid) ... |}. */
    private static final Pattern TABLE_ROW = Pattern.compile("^\\| \\[`(Typegen[A-Za-z]+)`]\\(#([a-z]+)\\)",
            Pattern.MULTILINE);

    @Test
    void theErrorReferenceIsTheRenderingOfTheCatalogue() throws IOException {
        String rendered = ErrorReference.render(template(), Message.values());
        Path page = RepositoryRoot.find().resolve("docs/errors.md");

        if (Boolean.getBoolean("typegen.docs.write")) {
            Files.writeString(page, rendered, StandardCharsets.UTF_8);
        }

        String committed = Files.exists(page) ? Files.readString(page, StandardCharsets.UTF_8) : "";
        if (!committed.equals(rendered)) {
            fail("docs/errors.md is not the rendering of the message catalogue (Message.java) into"
                    + " processor/src/test/resources/" + TEMPLATE + ": " + firstDifference(committed, rendered)
                    + ". Write it again with: " + REGENERATE);
        }
    }

    private static String firstDifference(String committed, String rendered) {
        List<String> was = committed.lines().collect(Collectors.toList());
        List<String> is = rendered.lines().collect(Collectors.toList());
        int line = 0;
        while (line < was.size() && line < is.size() && was.get(line).equals(is.get(line))) {
            line++;
        }
        String found = line < was.size() ? "\"" + was.get(line) + "\"" : "the end of the file";
        String expected = line < is.size() ? "\"" + is.get(line) + "\"" : "the end of the file";
        return "line " + (line + 1) + " is " + found + " where the rendering has " + expected;
    }

    @Test
    void theTableAtTheTopListsEveryIdOnce() {
        Matcher row = TABLE_ROW.matcher(template());
        List<String> listed = new ArrayList<>();
        while (row.find()) {
            listed.add(row.group(1));
            assertThat(row.group(2)).as("the link of " + row.group(1)).isEqualTo(row.group(1).toLowerCase());
        }

        assertThat(listed)
                .as("the ids in the table of processor/src/test/resources/" + TEMPLATE
                        + ": one row for each id of Message.java, saying when it is reported")
                .doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(ErrorReference.byId(Message.values()).keySet());
    }

    @Test
    void aMessageReadsAsTextWithItsArgumentsMarked() {
        assertThat(ErrorReference.readable("Field '%s' of type %s uses the raw type %s."))
                .isEqualTo("Field '‹…›' of type ‹…› uses the raw type ‹…›.");
        assertThat(ErrorReference.readable("Declare ValueState<T>, e.g. List<String> or *_[x]`"))
                .isEqualTo("Declare ValueState\\<T\\>, e.g. List\\<String\\> or \\*\\_\\[x\\]\\`");
    }

    @Test
    void everyIdHasASection() {
        String rendered = ErrorReference.render(template(), Message.values());

        assertThat(ErrorReference.byId(Message.values()).keySet())
                .allSatisfy(id -> assertThat(rendered).contains("\n### " + id + "\n"));
        assertThat(rendered).doesNotContain("%s").doesNotContain(ErrorReference.CATALOGUE);
    }

    private static String template() {
        return FormatStabilityTest.resourceText(TEMPLATE);
    }
}
