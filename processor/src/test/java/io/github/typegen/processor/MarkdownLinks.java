package io.github.typegen.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The links of Markdown files, checked as GitHub renders them, without the network: a file link must name a
 * file or folder of the repository, an {@code #anchor} a heading of the file it points into (by GitHub's slug)
 * or an explicit {@code <a id>}, and a web link must be a well-formed http(s) address. Links inside code (fenced
 * blocks and code spans) are text, and are not checked.
 */
final class MarkdownLinks {

    /** {@code [text](target)} and {@code ![alt](target)}, with an optional title; the text may span lines. */
    private static final Pattern INLINE_LINK =
            Pattern.compile("!?\\[([^\\]]*)\\]\\(\\s*(<[^>\\n]*>|[^)\\s]+)(?:\\s+\"[^\"]*\")?\\s*\\)");

    /** A reference definition: {@code [name]: target}. */
    private static final Pattern REFERENCE_DEFINITION =
            Pattern.compile("(?m)^ {0,3}\\[[^\\]]+\\]:\\s*(<[^>\\n]*>|\\S+)");

    /** An autolink, {@code <https://...>}, or an HTML link, {@code <a href="...">}. */
    private static final Pattern ANGLE_LINK =
            Pattern.compile("<((?:https?|mailto):[^>\\s]*)>|<a\\s[^>]*href=\"([^\"]*)\"");

    private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,6})[ \\t]+(.*?)(?:[ \\t]+#+)?[ \\t]*$");

    private static final Pattern EXPLICIT_ANCHOR = Pattern.compile("<a\\s[^>]*(?:id|name)=\"([^\"]+)\"");

    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})");

    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");

    private final Path root;
    private final Map<Path, Set<String>> anchors = new HashMap<>();

    /** A checker of links in the repository (or folder) {@code root}, which no file link may leave. */
    MarkdownLinks(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** What is wrong with the links of {@code file}, one line each: {@code path:line: target: why}. */
    List<String> problems(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        String text = withoutCode(read(absolute));
        List<String> problems = new ArrayList<>();
        for (Pattern pattern : List.of(INLINE_LINK, REFERENCE_DEFINITION, ANGLE_LINK)) {
            Matcher link = pattern.matcher(text);
            while (link.find()) {
                String target = target(link);
                String problem = problem(absolute, target);
                if (problem != null) {
                    problems.add(root.relativize(absolute) + ":" + line(text, link.start()) + ": " + target + ": "
                            + problem);
                }
            }
        }
        return problems;
    }

    private static String target(Matcher link) {
        String value = link.pattern() == INLINE_LINK ? link.group(2)
                : link.group(1) != null ? link.group(1) : link.group(2);
        boolean bracketed = value.startsWith("<") && value.endsWith(">");
        return bracketed ? value.substring(1, value.length() - 1) : value;
    }

    /** Why {@code target}, linked from {@code file}, does not resolve; {@code null} when it does. */
    private String problem(Path file, String target) {
        if (target.isEmpty()) {
            return "an empty link";
        }
        if (SCHEME.matcher(target).find()) {
            return webProblem(target);
        }
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        String fragment = hash < 0 ? "" : target.substring(hash + 1);
        Path linked = file;
        if (!path.isEmpty()) {
            if (path.startsWith("/")) {
                return "an absolute path; link relative to the file";
            }
            linked = file.getParent().resolve(URLDecoder.decode(path, StandardCharsets.UTF_8)).normalize();
            if (!linked.startsWith(root)) {
                return "a path outside the repository";
            }
            if (!Files.exists(linked)) {
                return "no such file (" + root.relativize(linked) + ")";
            }
        }
        if (hash >= 0 && Files.isRegularFile(linked) && linked.getFileName().toString().endsWith(".md")
                && !anchors(linked).contains(fragment)) {
            return "no heading or anchor '" + fragment + "' in " + root.relativize(linked);
        }
        return null;
    }

    private static String webProblem(String target) {
        String scheme = target.substring(0, target.indexOf(':')).toLowerCase(Locale.ROOT);
        if (scheme.equals("mailto")) {
            return target.length() > "mailto:".length() ? null : "a mailto link without an address";
        }
        if (!scheme.equals("http") && !scheme.equals("https")) {
            return "a " + scheme + " link; only http(s) and relative links are expected";
        }
        try {
            URI uri = new URI(target);
            if (uri.getHost() == null || uri.getHost().isEmpty()) {
                return "a web address without a host";
            }
            return null;
        } catch (URISyntaxException e) {
            return "not a well-formed address: " + e.getMessage();
        }
    }

    /** The anchors GitHub gives {@code file}: one per heading (its slug, numbered when repeated), and {@code <a id>}s. */
    Set<String> anchors(Path file) {
        return anchors.computeIfAbsent(file.toAbsolutePath().normalize(), f -> anchorsOf(read(f)));
    }

    static Set<String> anchorsOf(String markdown) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : withoutFencedBlocks(markdown).split("\n", -1)) {
            Matcher explicit = EXPLICIT_ANCHOR.matcher(line);
            while (explicit.find()) {
                anchors.add(explicit.group(1));
            }
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String slug = slug(heading.group(2));
                int times = seen.merge(slug, 1, Integer::sum);
                anchors.add(times == 1 ? slug : slug + "-" + (times - 1));
            }
        }
        return anchors;
    }

    /**
     * GitHub's anchor for a heading: its text as rendered (no code marks, link targets or HTML), lower case,
     * with everything but letters, digits, {@code _}, {@code -} and spaces removed, and spaces made {@code -}.
     */
    static String slug(String heading) {
        String text = heading.replaceAll("`+", "")
                .replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1")
                .replaceAll("<[^>]+>", "")
                .trim()
                .toLowerCase(Locale.ROOT);
        return text.replaceAll("[^\\p{L}\\p{M}\\p{N}\\p{Pc} -]", "").replace(' ', '-');
    }

    /**
     * The text with fenced code blocks and code spans replaced by spaces, line breaks kept, so that what they
     * show is not read as links or headings and offsets still give line numbers. A code span ends at the next
     * run of as many backticks in the same paragraph; a run without one is plain text.
     */
    static String withoutCode(String markdown) {
        return withoutCodeSpans(withoutFencedBlocks(markdown));
    }

    private static String withoutFencedBlocks(String markdown) {
        String[] lines = markdown.split("\n", -1);
        StringBuilder text = new StringBuilder(markdown.length());
        String fence = null;
        for (String line : lines) {
            Matcher opening = FENCE.matcher(line);
            if (fence == null && opening.find()) {
                fence = opening.group(1);
                text.append(blank(line));
            } else if (fence != null) {
                String trimmed = line.trim();
                char mark = fence.charAt(0);
                boolean closes = trimmed.startsWith(fence) && trimmed.chars().allMatch(c -> c == mark);
                if (closes) {
                    fence = null;
                }
                text.append(blank(line));
            } else {
                text.append(line);
            }
            text.append('\n');
        }
        text.setLength(text.length() - 1);
        return text.toString();
    }

    private static String withoutCodeSpans(String text) {
        char[] chars = text.toCharArray();
        int i = 0;
        while (i < chars.length) {
            if (chars[i] != '`' || (i > 0 && chars[i - 1] == '\\')) {
                i++;
                continue;
            }
            int run = runLength(chars, i);
            int close = closingRun(chars, i + run, run);
            if (close < 0) {
                i += run;
                continue;
            }
            for (int j = i; j < close + run; j++) {
                if (chars[j] != '\n') {
                    chars[j] = ' ';
                }
            }
            i = close + run;
        }
        return new String(chars);
    }

    private static int runLength(char[] chars, int start) {
        int end = start;
        while (end < chars.length && chars[end] == '`') {
            end++;
        }
        return end - start;
    }

    /** The start of the next run of exactly {@code length} backticks before the paragraph ends, or -1. */
    private static int closingRun(char[] chars, int from, int length) {
        int i = from;
        while (i < chars.length) {
            if (chars[i] == '\n' && endsParagraph(chars, i)) {
                return -1;
            }
            if (chars[i] == '`') {
                int run = runLength(chars, i);
                if (run == length) {
                    return i;
                }
                i += run;
            } else {
                i++;
            }
        }
        return -1;
    }

    private static boolean endsParagraph(char[] chars, int newline) {
        int i = newline + 1;
        while (i < chars.length && (chars[i] == ' ' || chars[i] == '\t')) {
            i++;
        }
        return i >= chars.length || chars[i] == '\n';
    }

    private static String blank(String line) {
        return " ".repeat(line.length());
    }

    private static int line(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
