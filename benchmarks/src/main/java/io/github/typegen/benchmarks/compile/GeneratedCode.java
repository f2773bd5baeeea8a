package io.github.typegen.benchmarks.compile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What Typegen writes for {@link RecordSources}' records: files, lines (every line, as {@code wc -l}
 * counts them, blank and comment lines included), and lines by kind of generated class ({@code
 * FooSerializer}, {@code FooSchema}, ...). Deterministic: the same processor gives the same counts.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.github.typegen.benchmarks.compile.GeneratedCode [records]
 * [processor options...]</pre>
 *
 * prints the counts as Markdown tables; {@code records} is 200 by default.
 */
public final class GeneratedCode {

    /** Files and lines of one kind of generated class, or of the input records. */
    record Count(int files, long lines) {
        Count plus(long fileLines) {
            return new Count(files + 1, lines + fileLines);
        }
    }

    final int records;
    final Count input;
    final Count generated;
    /** By kind: the generated class's name without its record's ({@code Serializer}, {@code Schema}, ...). */
    final Map<String, Count> byKind;
    /** javac's distinct warnings and notes, e.g. that no processor recognised an option. */
    final List<String> warnings;

    private GeneratedCode(int records, Count input, Count generated, Map<String, Count> byKind,
            List<String> warnings) {
        this.records = records;
        this.input = input;
        this.generated = generated;
        this.byKind = byKind;
        this.warnings = warnings;
    }

    /** Compiles {@code records} records with Typegen (and {@code processorOptions}) and counts its output. */
    static GeneratedCode measure(int records, List<String> processorOptions) {
        List<RecordSources.Source> sources = RecordSources.generate(records);
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("typegen-generated-code");
            List<Path> files = RecordSources.write(sources, scratch.resolve("src"));
            Javac.Output output = Javac.compile(files, Javac.Mode.TYPEGEN, processorOptions, scratch.resolve("out"));
            Count input = new Count(0, 0);
            for (Path file : files) {
                input = input.plus(lines(file));
            }
            List<String> simpleNames = sources.stream()
                    .map(s -> s.qualifiedName().substring(s.qualifiedName().lastIndexOf('.') + 1))
                    .sorted(Comparator.comparingInt(String::length).reversed())
                    .collect(Collectors.toList());
            Count generated = new Count(0, 0);
            Map<String, Count> byKind = new TreeMap<>();
            for (Path file : writtenFiles(output)) {
                long lines = lines(file);
                generated = generated.plus(lines);
                byKind.merge(kind(file, simpleNames), new Count(1, lines),
                        (a, b) -> new Count(a.files() + b.files(), a.lines() + b.lines()));
            }
            return new GeneratedCode(records, input, generated, byKind, output.warnings());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            Javac.delete(scratch);
        }
    }

    /** Every source the processor wrote, and every resource (a file in the class output that is no class). */
    private static List<Path> writtenFiles(Javac.Output output) throws IOException {
        List<Path> files = new ArrayList<>(Javac.javaFiles(output.generatedSources()));
        try (Stream<Path> classOutput = Files.walk(output.classes())) {
            classOutput.filter(Files::isRegularFile)
                    .filter(f -> !f.toString().endsWith(".class"))
                    .sorted()
                    .forEach(files::add);
        }
        return files;
    }

    /** {@code OrderCreatedSerializer.java} -> {@code Serializer}; a resource is its own kind. */
    private static String kind(Path file, List<String> simpleNames) {
        String name = file.getFileName().toString();
        if (!name.endsWith(".java")) {
            return "(resource) " + name;
        }
        String type = name.substring(0, name.length() - ".java".length());
        for (String simpleName : simpleNames) {
            if (type.startsWith(simpleName) && type.length() > simpleName.length()) {
                return type.substring(simpleName.length());
            }
        }
        return "(other) " + type;
    }

    private static long lines(Path file) throws IOException {
        String text = Files.readString(file);
        long lines = text.chars().filter(c -> c == '\n').count();
        return text.isEmpty() || text.endsWith("\n") ? lines : lines + 1;
    }

    double generatedLinesPerRecord() {
        return (double) generated.lines() / records;
    }

    /** The counts as Markdown. */
    String toMarkdown() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "| | files | lines | lines per record |%n|---|---:|---:|---:|%n"));
        out.append(row("input records", input));
        out.append(row("written by Typegen", generated));
        out.append(String.format(Locale.ROOT, "%n| generated class | files | lines | lines per record |%n"
                + "|---|---:|---:|---:|%n"));
        byKind.entrySet().stream()
                .sorted(Map.Entry.<String, Count>comparingByValue(Comparator.comparingLong(Count::lines)).reversed())
                .forEach(e -> out.append(row("`Foo" + e.getKey() + "`", e.getValue())));
        if (!warnings.isEmpty()) {
            out.append(String.format(Locale.ROOT, "%njavac (distinct warnings and notes):%n"));
            warnings.stream().limit(10).forEach(w -> out.append("- ").append(w).append(System.lineSeparator()));
        }
        return out.toString();
    }

    private String row(String label, Count count) {
        return String.format(Locale.ROOT, "| %s | %,d | %,d | %.1f |%n", label, count.files(), count.lines(),
                (double) count.lines() / records);
    }

    public static void main(String[] args) {
        int records = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        List<String> options = args.length > 1 ? List.of(args).subList(1, args.length) : List.of();
        GeneratedCode code = measure(records, options);
        System.out.printf(Locale.ROOT, "What Typegen writes for %d records%s%n%n", records,
                options.isEmpty() ? "" : " with " + String.join(" ", options));
        System.out.print(code.toMarkdown());
    }
}
