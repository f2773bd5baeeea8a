package com.example.clicks;

/** A plain Flink POJO. */
public class PageView {
    public String page;
    public long views;

    public PageView() {}

    public PageView(String page, long views) {
        this.page = page;
        this.views = views;
    }
}
