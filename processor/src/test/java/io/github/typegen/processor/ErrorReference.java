package io.github.typegen.processor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Renders the error reference, {@code docs/errors.md}: a hand-written template
 * ({@code src/test/resources/docs/errors-template.md}) with the {@link Message} catalogue in the place of its
 * {@value #CATALOGUE} line, one section per id, so that the page says what the processor says.
 */
final class ErrorReference {

    /** The line of the template that the catalogue replaces. */
    static final String CATALOGUE = "{{catalogue}}";

    /** What the page shows for each {@code %s} of a message: the class, field or type the message names. */
    static final String ARGUMENT = "‹…›";

    private static final Pattern MARKDOWN_PUNCTUATION = Pattern.compile("([\\\\`*_\\[\\]<>])");

    private ErrorReference() {}

    /** The page: the template with the sections of {@code messages} in place of its catalogue line. */
    static String render(String template, Message... messages) {
        if (!template.contains(CATALOGUE + "\n")) {
            throw new IllegalArgumentException("The template has no line " + CATALOGUE);
        }
        List<String> sections = new ArrayList<>();
        byId(messages).forEach((id, cases) -> sections.add(section(id, cases)));
        return template.replace(CATALOGUE + "\n", String.join("\n", sections));
    }

    /** The messages by id, in the catalogue's order; several messages may share an id. */
    static Map<String, List<Message>> byId(Message... messages) {
        Map<String, List<Message>> byId = new LinkedHashMap<>();
        for (Message message : messages) {
            byId.computeIfAbsent(message.id(), id -> new ArrayList<>()).add(message);
        }
        return byId;
    }

    private static String section(String id, List<Message> cases) {
        StringBuilder section = new StringBuilder("### ").append(id).append("\n\n");
        if (cases.size() == 1) {
            Message message = cases.get(0);
            section.append(readable(message.problemPattern())).append("\n\n");
            section.append(fix(message)).append("\n");
            return section.toString();
        }
        section.append("Reported in ").append(cases.size()).append(" cases, each with its own fix:\n\n");
        for (Message message : cases) {
            section.append("- ").append(readable(message.problemPattern())).append("\n\n");
            section.append("  ").append(fix(message)).append("\n\n");
        }
        section.setLength(section.length() - 1);
        return section.toString();
    }

    private static String fix(Message message) {
        String fix = message.fixPattern();
        if (fix.replace("%s", "").isBlank()) {
            return "**Fix:** written for the case (see [At a glance](#at-a-glance)).";
        }
        return "**Fix:** " + readable(fix);
    }

    /** A message pattern as Markdown text: arguments shown as {@value #ARGUMENT}, nothing read as markup. */
    static String readable(String pattern) {
        String[] parts = pattern.split("%s", -1);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) {
                text.append(ARGUMENT);
            }
            if (parts[i].contains("%")) {
                throw new IllegalArgumentException("Only %s is rendered, not the other conversions of: " + pattern);
            }
            text.append(MARKDOWN_PUNCTUATION.matcher(parts[i]).replaceAll("\\\\$1"));
        }
        return text.toString();
    }
}
