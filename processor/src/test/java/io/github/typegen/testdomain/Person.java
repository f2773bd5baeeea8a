package io.github.typegen.testdomain;

import java.time.LocalDate;
import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A mutable POJO with private fields, getters (including an is-getter) and setters, and a superclass. */
@FlinkType
public class Person extends Identified {
    private String name;
    private boolean active;
    private Boolean verified;
    private LocalDate birthday;
    private List<Person> friends;
    private transient String cachedGreeting;
    public static int created;

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
        this.cachedGreeting = null;
    }

    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    public Boolean getVerified() {
        return verified;
    }

    public void setVerified(Boolean verified) {
        this.verified = verified;
    }

    public LocalDate getBirthday() {
        return birthday;
    }

    public void setBirthday(LocalDate birthday) {
        this.birthday = birthday;
    }

    public List<Person> getFriends() {
        return friends;
    }

    public void setFriends(List<Person> friends) {
        this.friends = friends;
    }

    public String greeting() {
        if (cachedGreeting == null) {
            cachedGreeting = "Hello, " + name;
        }
        return cachedGreeting;
    }
}
