package io.github.typegen.nexmark;

import org.apache.flink.table.functions.ScalarFunction;

/**
 * Nexmark's user function {@code count_char} ({@code com.github.nexmark.flink.udf.CountChar}), which q14 calls:
 * how often a character occurs in a string. Nexmark's counts the bytes of the string's UTF-8 form equal to the
 * first byte of the character's; this one counts the string's chars equal to the character's first char, over
 * {@code String}s, the same count for the ASCII payloads the generator writes.
 */
public class CountChar extends ScalarFunction {

    private static final long serialVersionUID = 1L;

    public long eval(String s, String character) {
        long count = 0;
        if (s != null) {
            char c = character.charAt(0);
            for (int i = 0; i < s.length(); i++) {
                if (s.charAt(i) == c) {
                    count++;
                }
            }
        }
        return count;
    }
}
