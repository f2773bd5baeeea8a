package com.example.compat;

import java.io.Serializable;
import java.util.HashMap;
import java.util.List;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** A fused pipeline: parse and filter in one operator, then a keyed stage with generated state. */
@Pipeline
public class Ledger implements Serializable {

    private static final long serialVersionUID = 1L;

    @Stage.Map
    Transfer parse(String line) {
        String[] fields = line.split(",");
        Channel channel = fields[2].startsWith("card:") ? new Channel.Card(fields[2].substring(5))
                : new Channel.Wire(fields[2].substring(5), "ref-" + fields[0]);
        return new Transfer(fields[0], Long.parseLong(fields[1]), channel, List.of(fields[2]));
    }

    @Stage.Filter
    boolean nonZero(Transfer transfer) {
        return transfer.cents() != 0;
    }

    @Stage.KeyBy
    String account(Transfer transfer) {
        return transfer.account();
    }

    @Stage.Process
    void balance(Transfer transfer, ValueState<Balance> balance, Collector<Balance> out) throws Exception {
        Balance current = balance.value();
        if (current == null) {
            current = new Balance(transfer.account(), 0, new HashMap<>());
        }
        current.setCents(current.getCents() + transfer.cents());
        current.getByChannel().merge(transfer.channel() instanceof Channel.Card ? "card" : "wire", transfer.cents(),
                Long::sum);
        balance.update(current);
        out.collect(current);
    }
}
