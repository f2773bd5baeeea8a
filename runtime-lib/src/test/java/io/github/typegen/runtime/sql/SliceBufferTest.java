package io.github.typegen.runtime.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

class SliceBufferTest {

    @Test
    void findsEachKeysSlicesAndWritesThemInTheOrderTheKeysCame() throws Exception {
        SliceBuffer<String, long[]> buffer = new SliceBuffer<>();
        long[] b10 = {1};
        long[] a10 = {2};
        long[] a20 = {3};
        buffer.put("b", 10, b10, 9);
        buffer.put("a", 10, a10, 9);
        buffer.put("a", 20, a20, 19);

        assertThat(buffer.get("a", 10)).isSameAs(a10);
        assertThat(buffer.get("a", 20)).isSameAs(a20);
        assertThat(buffer.get("b", 10)).isSameAs(b10);
        assertThat(buffer.get("b", 20)).isNull();
        assertThat(buffer.get("c", 10)).isNull();

        List<String> written = write(buffer);
        assertThat(written).containsExactly("key b", "b 10 [1] timer 9", "key a", "a 10 [2] timer 9",
                "a 20 [3] timer 19");
        assertThat(buffer.get("a", 10)).isNull();
        assertThat(write(buffer)).isEmpty();
    }

    @Test
    void findsAnOlderSliceBehindLaterOnesAndNoSliceLaterThanTheLatest() {
        SliceBuffer<String, long[]> buffer = new SliceBuffer<>();
        long[][] accumulators = new long[100][1];
        for (int i = 0; i < 100; i++) {
            // out of order: 0, 99, 1, 98, ...
            long end = i % 2 == 0 ? i / 2 : 99 - i / 2;
            buffer.put("a", end * 10, accumulators[i], end * 10 - 1);
        }
        for (int i = 0; i < 100; i++) {
            long end = i % 2 == 0 ? i / 2 : 99 - i / 2;
            assertThat(buffer.get("a", end * 10)).isSameAs(accumulators[i]);
        }
        assertThat(buffer.get("a", 995)).isNull();
        assertThat(buffer.get("a", 1_000)).isNull();
        assertThat(buffer.get("a", -10)).isNull();
    }

    @Test
    void isDueWhenAWatermarkReachesItsEarliestTimer() throws Exception {
        SliceBuffer<String, long[]> buffer = new SliceBuffer<>();
        assertThat(buffer.isDue(Long.MAX_VALUE - 1)).isFalse();
        buffer.put("a", 30, new long[1], 29);
        buffer.put("b", 20, new long[1], 19);
        assertThat(buffer.isDue(18)).isFalse();
        assertThat(buffer.isDue(19)).isTrue();
        write(buffer);
        assertThat(buffer.isDue(19)).isFalse();
    }

    @Test
    void isFullAtItsCapacityOfSlices() throws Exception {
        SliceBuffer<Integer, long[]> buffer = new SliceBuffer<>();
        for (int i = 0; i < SliceBuffer.CAPACITY - 1; i++) {
            buffer.put(i / 2, i % 2, new long[1], 0);
        }
        assertThat(buffer.isFull()).isFalse();
        buffer.put(-1, 0, new long[1], 0);
        assertThat(buffer.isFull()).isTrue();
        assertThat(write(buffer)).hasSize(SliceBuffer.CAPACITY + SliceBuffer.CAPACITY / 2 + 1);
        assertThat(buffer.isFull()).isFalse();
    }

    private static <K> List<String> write(SliceBuffer<K, long[]> buffer) throws Exception {
        List<String> written = new ArrayList<>();
        buffer.writeTo(new SliceBuffer.Writer<>() {
            private K key;

            @Override
            public void key(K key) {
                this.key = key;
                written.add("key " + key);
            }

            @Override
            public void slice(long sliceEnd, long[] accumulator, long timer) {
                written.add(key + " " + sliceEnd + " " + Arrays.toString(accumulator) + " timer " + timer);
            }
        });
        return written;
    }
}
