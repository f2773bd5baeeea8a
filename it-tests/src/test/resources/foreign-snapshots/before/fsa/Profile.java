package fsa;

/** Version written by PojoSerializer. */
public class Profile {
    public String id;
    public String legacy;
    public int visits;

    public Profile() {}
}
