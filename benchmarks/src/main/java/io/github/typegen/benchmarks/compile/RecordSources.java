package io.github.typegen.benchmarks.compile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * The input of {@link CompileTimeBenchmark}: {@code @FlinkType} records of ten components each, written as
 * Java sources the way an application's event types look.
 *
 * <p>Record {@code i} is named after an entity and an event ({@code OrderCreated}, {@code PaymentFailed},
 * ...; 20 entities times 10 events give the first 200 names, later ones get a number), lives in the
 * entity's package ({@code com.example.events.order}), and has a {@code String id}, an {@code Instant}
 * and eight more components drawn from {@code String}, {@code long}, {@code int}, {@code double},
 * {@code boolean}, {@code Instant}, {@code BigDecimal}, {@code List<String>}, {@code List<Long>},
 * {@code Map<String, String>} and {@code Map<String, Long>}. Every fourth record ({@code i % 4 == 3})
 * replaces one of them with a component of the previous record's type, often from another package.
 *
 * <p>Deterministic: the choices come from a {@link Random} with a fixed seed, so the same count always
 * gives the same sources, byte for byte.
 */
public final class RecordSources {

    /** One source file: its path under the source root and its text. */
    public record Source(String path, String qualifiedName, String text) {}

    private static final long SEED = 20_260_112L;

    private static final List<String> ENTITIES = List.of("Order", "Payment", "Shipment", "Customer", "Invoice",
            "Refund", "Cart", "Product", "Review", "Sensor", "Meter", "Device", "Account", "Transfer", "Trade",
            "Quote", "Session", "Click", "Alert", "Ticket");

    private static final List<String> EVENTS = List.of("Created", "Updated", "Cancelled", "Completed", "Failed",
            "Snapshot", "Summary", "Stats", "Audit", "Changed");

    /** A component type and the names a developer would give a component of that type. */
    private enum Kind {
        STRING("String", null, "customerId", "name", "email", "currency", "status", "region", "sku", "note",
                "country", "channel", "source", "reason"),
        LONG("long", null, "sequence", "userId", "version", "durationMillis", "sizeBytes", "offset"),
        INT("int", null, "quantity", "attempts", "partition", "priority", "itemCount", "retries"),
        DOUBLE("double", null, "score", "latitude", "longitude", "temperature", "ratio", "weight"),
        BOOLEAN("boolean", null, "active", "flagged", "test", "retried", "verified"),
        INSTANT("Instant", "java.time.Instant", "createdAt", "updatedAt", "processedAt", "expiresAt"),
        BIG_DECIMAL("BigDecimal", "java.math.BigDecimal", "price", "total", "tax", "discount", "balance",
                "amount"),
        STRING_LIST("List<String>", "java.util.List", "tags", "labels", "items", "errors"),
        LONG_LIST("List<Long>", "java.util.List", "relatedIds", "samples", "lineIds"),
        STRING_MAP("Map<String, String>", "java.util.Map", "attributes", "headers", "metadata"),
        LONG_MAP("Map<String, Long>", "java.util.Map", "counters", "totals", "histogram");

        final String type;
        final String importName;
        final List<String> names;

        Kind(String type, String importName, String... names) {
            this.type = type;
            this.importName = importName;
            this.names = List.of(names);
        }
    }

    /**
     * How often each kind is drawn for the eight free components: strings and primitives most, collections
     * and maps least, as in typical event types.
     */
    private static final List<Kind> DRAW = List.of(
            Kind.STRING, Kind.STRING, Kind.STRING, Kind.STRING,
            Kind.LONG, Kind.LONG, Kind.INT, Kind.INT, Kind.DOUBLE, Kind.DOUBLE, Kind.BOOLEAN,
            Kind.INSTANT, Kind.BIG_DECIMAL, Kind.BIG_DECIMAL,
            Kind.STRING_LIST, Kind.LONG_LIST, Kind.STRING_MAP, Kind.LONG_MAP);

    private RecordSources() {}

    /** The sources of {@code count} records, in order (each nesting record after the one it nests). */
    public static List<Source> generate(int count) {
        Random random = new Random(SEED);
        List<Source> sources = new ArrayList<>(count);
        String previous = null;
        for (int i = 0; i < count; i++) {
            String entity = ENTITIES.get(i % ENTITIES.size());
            String event = EVENTS.get((i / ENTITIES.size()) % EVENTS.size());
            int round = i / (ENTITIES.size() * EVENTS.size());
            String simpleName = entity + event + (round == 0 ? "" : Integer.toString(round + 1));
            String packageName = "com.example.events." + entity.toLowerCase(Locale.ROOT);
            String qualifiedName = packageName + "." + simpleName;
            String nested = i % 4 == 3 ? previous : null;
            String text = record(random, packageName, entity, simpleName, nested);
            sources.add(new Source(qualifiedName.replace('.', '/') + ".java", qualifiedName, text));
            previous = qualifiedName;
        }
        return sources;
    }

    /** Writes {@code sources} under {@code root}, returning the written files in order. */
    public static List<Path> write(List<Source> sources, Path root) {
        List<Path> files = new ArrayList<>(sources.size());
        for (Source source : sources) {
            Path file = root.resolve(source.path());
            try {
                Files.createDirectories(file.getParent());
                Files.writeString(file, source.text(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            files.add(file);
        }
        return files;
    }

    private static String record(Random random, String packageName, String entity, String simpleName,
            String nested) {
        Set<String> imports = new TreeSet<>();
        imports.add("io.github.typegen.annotations.FlinkType");
        imports.add(Kind.INSTANT.importName);
        Set<String> names = new LinkedHashSet<>();
        List<String> components = new ArrayList<>();
        components.add("String id");
        names.add("id");
        components.add("Instant eventTime");
        names.add("eventTime");
        int nestedAt = nested == null ? -1 : 2 + random.nextInt(8);
        while (components.size() < 10) {
            if (components.size() == nestedAt) {
                String nestedSimple = nested.substring(nested.lastIndexOf('.') + 1);
                if (!nested.substring(0, nested.lastIndexOf('.')).equals(packageName)) {
                    imports.add(nested);
                }
                String name = Character.toLowerCase(nestedSimple.charAt(0)) + nestedSimple.substring(1);
                components.add(nestedSimple + " " + name);
                names.add(name);
                continue;
            }
            Kind kind = DRAW.get(random.nextInt(DRAW.size()));
            String name = kind.names.get(random.nextInt(kind.names.size()));
            if (!names.add(name)) {
                continue;
            }
            if (kind.importName != null) {
                imports.add(kind.importName);
            }
            components.add(kind.type + " " + name);
        }

        StringBuilder text = new StringBuilder();
        text.append("package ").append(packageName).append(";\n\n");
        String group = null;
        for (String name : imports) {
            String top = name.substring(0, name.indexOf('.'));
            if (group != null && !group.equals(top)) {
                text.append('\n');
            }
            group = top;
            text.append("import ").append(name).append(";\n");
        }
        text.append("\n/** ").append(describe(entity, simpleName)).append(" */\n");
        text.append("@FlinkType\n");
        text.append("public record ").append(simpleName).append("(\n");
        for (int c = 0; c < components.size(); c++) {
            text.append("        ").append(components.get(c)).append(c + 1 < components.size() ? ",\n" : ") {}\n");
        }
        return text.toString();
    }

    private static String describe(String entity, String simpleName) {
        String event = simpleName.substring(entity.length()).replaceAll("[0-9]+$", "");
        return "The " + event.toLowerCase(Locale.ROOT) + " event of a " + entity.toLowerCase(Locale.ROOT)
                + ", as it travels through the pipeline.";
    }
}
