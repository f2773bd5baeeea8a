package io.github.typegen.testdomain;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/**
 * An immutable class with public final fields, one of them mutable (a List), and a constructor whose
 * parameters are named differently from the fields, so it is matched by type.
 */
@FlinkType
public class Label {
    public final String text;
    public final int size;
    public final List<String> aliases;

    public Label(String theText, int theSize, List<String> theAliases) {
        this.text = theText;
        this.size = theSize;
        this.aliases = theAliases;
    }
}
