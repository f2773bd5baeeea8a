package com.example.compat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.junit.jupiter.api.Test;

/** The generated LedgerFused: one operator for parse and filter, a keyed one with generated state. */
class FusedPipelineTest {

    @Test
    void theFusedPipelineKeepsABalancePerAccount() throws Exception {
        StreamExecutionEnvironment env = Jobs.strict();
        List<Balance> out = new LedgerFused(new Ledger())
                .apply(env.fromData(Arrays.asList(Jobs.lines()), Types.STRING))
                .executeAndCollect(1_000);

        // Lines with zero cents (i % 7 == 0) are filtered out before the key.
        long kept = IntStream.range(0, 60).filter(i -> i % 7 != 0).count();
        assertThat(out).hasSize((int) kept);
        Map<String, Long> last = new HashMap<>();
        out.forEach(balance -> last.merge(balance.getAccount(), balance.getCents(), Math::max));
        for (int account = 0; account < 3; account++) {
            long total = 0;
            for (int i = account; i < 60; i += 3) {
                total += i % 7 == 0 ? 0 : i;
            }
            assertThat(last).containsEntry("acct-" + account, total);
        }
    }
}
