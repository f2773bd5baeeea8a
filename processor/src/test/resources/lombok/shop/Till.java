package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;

/** A POJO written by hand next to the Lombok classes: its accessors exist in every round. */
@FlinkType
public class Till {
    private String store;
    private int drawer;

    public String getStore() {
        return store;
    }

    public void setStore(String store) {
        this.store = store;
    }

    public int getDrawer() {
        return drawer;
    }

    public void setDrawer(int drawer) {
        this.drawer = drawer;
    }
}
