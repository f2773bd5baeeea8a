package com.example.clicks;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** Counts clicks per user, and views per page of that user. */
public class CountClicks extends KeyedProcessFunction<String, Click, Tuple2<String, Long>> {
    private static final long serialVersionUID = 1L;

    private transient ValueState<Long> count;
    private transient MapState<String, PageView> pages;
    private transient ValueState<Referrer> firstReferrer;

    @Override
    public void open(OpenContext context) {
        count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Long.class));
        pages = getRuntimeContext().getMapState(new MapStateDescriptor<>("pages", String.class, PageView.class));
        firstReferrer = getRuntimeContext().getState(new ValueStateDescriptor<>("referrer", Referrer.class));
    }

    @Override
    public void processElement(Click click, Context context, Collector<Tuple2<String, Long>> out) throws Exception {
        long clicks = count.value() == null ? 1 : count.value() + 1;
        count.update(clicks);
        PageView view = pages.get(click.page());
        pages.put(click.page(), new PageView(click.page(), view == null ? 1 : view.views + 1));
        if (firstReferrer.value() == null) {
            firstReferrer.update(click.referrer());
        }
        out.collect(Tuple2.of(click.user(), clicks));
    }
}
