package io.github.typegen.it;

import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.test.junit5.MiniClusterExtension;

/** The MiniCluster the tests here run their jobs on, shared by the tests of a class. */
public final class MiniClusters {

    private MiniClusters() {}

    /** One task manager with {@code slots} slots, for a test class's {@code @RegisterExtension} field. */
    public static MiniClusterExtension oneTaskManager(int slots) {
        return new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
                .setNumberTaskManagers(1)
                .setNumberSlotsPerTaskManager(slots)
                .build());
    }
}
