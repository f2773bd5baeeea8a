package io.github.typegen.maven;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.maven.plugin.Mojo;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Test;

/** {@code mvn typegen:help}: the goal maven-plugin-plugin writes, listing every goal as other Maven plugins do. */
class HelpGoalTest {

    @Test
    void listsEveryGoal() throws Exception {
        // by name: the class is generated from the plugin's descriptor when the module builds
        Mojo help = (Mojo) Class.forName("io.github.typegen.maven.HelpMojo").getConstructor().newInstance();
        StringBuilder printed = new StringBuilder();
        help.setLog(new SystemStreamLog() {
            @Override
            public void info(CharSequence content) {
                printed.append(content);
            }

            @Override
            public void warn(CharSequence content) {
                // the parameters Maven would inject are left at zero here: the goal says it uses its defaults
            }
        });

        help.execute();

        assertThat(printed.toString())
                .contains("typegen:weave", "typegen:check", "typegen:serialization-config", "typegen:help");
    }
}
