package io.github.typegen.processor;

import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/** Reports errors on the element they are about and remembers whether any were reported. */
public final class Reporter {

    private final Messager messager;
    private int errorCount;

    public Reporter(Messager messager) {
        this.messager = messager;
    }

    public void error(Element element, Message message, Object... args) {
        errorCount++;
        messager.printMessage(Diagnostic.Kind.ERROR, message.format(args), element);
    }

    public int errorCount() {
        return errorCount;
    }
}
