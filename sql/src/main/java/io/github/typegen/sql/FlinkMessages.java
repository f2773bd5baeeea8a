package io.github.typegen.sql;

/** Flink's own message for a query it refused. */
final class FlinkMessages {

    /** How many of the parser's expected tokens a message lists before it says how many more there are. */
    static final int EXPECTED_SHOWN = 8;

    private static final String EXPECTING = "Was expecting one of:";

    private FlinkMessages() {}

    /**
     * The message of {@code failure} and of its causes where they add to it: Flink wraps Calcite's exceptions
     * ("SQL validation failed. From line 1, column 8 to line 1, column 12: Column 'sensr' not found in any
     * table"), and repeats their text in its own. A parser error lists every token it expected, often sixty;
     * the first {@value #EXPECTED_SHOWN} are kept.
     */
    static String of(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable cause = failure; cause != null && cause.getCause() != cause; cause = cause.getCause()) {
            String message = cause.getMessage();
            if (message != null && !message.isBlank() && text.indexOf(shortened(message)) < 0) {
                text.append(text.length() == 0 ? "" : " ").append(shortened(message));
            }
        }
        return text.length() == 0 ? failure.getClass().getName() : text.toString();
    }

    /** {@code message} stripped, with at most {@value #EXPECTED_SHOWN} of the parser's expected tokens. */
    private static String shortened(String message) {
        String stripped = message.strip();
        int expecting = stripped.indexOf(EXPECTING);
        if (expecting < 0) {
            return stripped;
        }
        String[] tokens = stripped.substring(expecting + EXPECTING.length()).strip().split("\\s*\\R\\s*");
        StringBuilder text = new StringBuilder(stripped.substring(0, expecting)).append(EXPECTING);
        for (int i = 0; i < Math.min(tokens.length, EXPECTED_SHOWN); i++) {
            text.append(i == 0 ? " " : ", ").append(tokens[i]);
        }
        if (tokens.length > EXPECTED_SHOWN) {
            text.append(" (and ").append(tokens.length - EXPECTED_SHOWN).append(" more)");
        }
        return text.toString();
    }
}
