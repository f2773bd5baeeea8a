package io.github.typegen.testdomain;

import io.github.typegen.annotations.FlinkType;

/** A POJO whose inherited fields are typed by the type argument it gives its generic superclass. */
@FlinkType
public class Tagged extends GenericBase<String> {
    public int weight;
}
