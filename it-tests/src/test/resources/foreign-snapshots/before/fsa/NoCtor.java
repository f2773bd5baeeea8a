package fsa;

public class NoCtor {
    public String id;
    public int n;

    public NoCtor() {}
}
