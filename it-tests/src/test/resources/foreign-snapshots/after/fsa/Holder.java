package fsa;

import io.github.typegen.annotations.FlinkType;

/** Unchanged: its nested class changed. */
@FlinkType
public class Holder {
    public String id;
    public Part part;

    public Holder() {}
}
