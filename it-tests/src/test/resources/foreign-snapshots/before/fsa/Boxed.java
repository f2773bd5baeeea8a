package fsa;

public class Boxed {
    public String id;
    public int count;

    public Boxed() {}
}
