package io.github.typegen.processor;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * Reports diagnostics from the {@link Message} catalogue on the element they are about, and where there is
 * one on the annotation value that is wrong, so that IDEs underline the value itself.
 */
public final class Reporter {

    private final Messager messager;

    public Reporter(Messager messager) {
        this.messager = messager;
    }

    /** A reporter that says nothing: for reading again what was reported once already. */
    public static Reporter silent() {
        return new Reporter(new SilentMessager());
    }

    /** An error on {@code element}. */
    public void error(Element element, Message message, Object... args) {
        messager.printMessage(Diagnostic.Kind.ERROR, message.format(args), element);
    }

    /** An error on the value {@code value} of the annotation {@code annotation} of {@code element}. */
    public void error(
            Element element, AnnotationMirror annotation, AnnotationValue value, Message message, Object... args) {
        messager.printMessage(Diagnostic.Kind.ERROR, message.format(args), element, annotation, value);
    }

    /** A note on the value {@code value} of the annotation {@code annotation} of {@code element}. */
    public void note(
            Element element, AnnotationMirror annotation, AnnotationValue value, Message message, Object... args) {
        messager.printMessage(Diagnostic.Kind.NOTE, message.format(args), element, annotation, value);
    }

    /** A note on {@code element}. */
    public void note(Element element, Message message, Object... args) {
        messager.printMessage(Diagnostic.Kind.NOTE, message.format(args), element);
    }

    /** A warning on {@code element}. */
    public void warning(Element element, Message message, Object... args) {
        messager.printMessage(Diagnostic.Kind.WARNING, message.format(args), element);
    }

    /** A warning on the value {@code value} of the annotation {@code annotation} of {@code element}. */
    public void warning(
            Element element, AnnotationMirror annotation, AnnotationValue value, Message message, Object... args) {
        messager.printMessage(Diagnostic.Kind.WARNING, message.format(args), element, annotation, value);
    }

    /** A warning that belongs to no element, such as one about the processor's options. */
    public void warning(Message message, Object... args) {
        messager.printMessage(Diagnostic.Kind.WARNING, message.format(args));
    }

    /** Drops every diagnostic. */
    private static final class SilentMessager implements Messager {
        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence message) {}

        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence message, Element element) {}

        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence message, Element element,
                AnnotationMirror annotation) {}

        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence message, Element element,
                AnnotationMirror annotation, AnnotationValue value) {}
    }
}
