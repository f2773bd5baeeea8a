package com.example.compat;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** A mutable POJO (no-argument constructor, getters and setters) with a map field, kept in keyed state. */
@FlinkType
public class Balance {
    private String account;
    private long cents;
    private Map<String, Long> byChannel = new HashMap<>();

    public Balance() {}

    public Balance(String account, long cents, Map<String, Long> byChannel) {
        this.account = account;
        this.cents = cents;
        this.byChannel = byChannel;
    }

    public String getAccount() {
        return account;
    }

    public void setAccount(String account) {
        this.account = account;
    }

    public long getCents() {
        return cents;
    }

    public void setCents(long cents) {
        this.cents = cents;
    }

    public Map<String, Long> getByChannel() {
        return byChannel;
    }

    public void setByChannel(Map<String, Long> byChannel) {
        this.byChannel = byChannel;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Balance balance && cents == balance.cents && Objects.equals(account, balance.account)
                && Objects.equals(byChannel, balance.byChannel);
    }

    @Override
    public int hashCode() {
        return Objects.hash(account, cents, byChannel);
    }

    @Override
    public String toString() {
        return account + "=" + cents + byChannel;
    }
}
