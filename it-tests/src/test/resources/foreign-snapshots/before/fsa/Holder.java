package fsa;

public class Holder {
    public String id;
    public Part part;

    public Holder() {}
}
