package fsa;

public class Part {
    public int size;

    public Part() {}
}
