package fsa;

public class Base {
    public String id;

    public Base() {}
}
