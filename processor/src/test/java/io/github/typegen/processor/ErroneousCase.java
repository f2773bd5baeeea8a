package io.github.typegen.processor;

import static io.github.typegen.processor.TestCompilations.resource;

import java.util.List;

import javax.tools.JavaFileObject;

/**
 * One erroneous input of a diagnostics test.
 *
 * @param folder the resource folder of the inputs, e.g. {@code erroneous}
 * @param file the resource under {@code folder}, without {@code .java}
 * @param message the expected diagnostic
 * @param line a text that occurs once in the file, on the line the error must be reported on
 * @param mentions texts the message must contain: the offending element, and the reason
 */
record ErroneousCase(String folder, String file, Message message, String line, List<String> mentions) {

    JavaFileObject source() {
        return resource(folder + "/" + file + ".java");
    }

    @Override
    public String toString() {
        return message.id() + ": " + file;
    }
}
