package erroneous;

import java.io.Serializable;

import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

@Pipeline
public class ErroneousUnannotatedKey implements Serializable {
    private static final long serialVersionUID = 1L;

    static class Word {
        final String text;

        Word(String text) {
            this.text = text;
        }
    }

    @Stage.KeyBy
    Word firstWord(String line) {
        return new Word(line.split(" ")[0]);
    }

    @Stage.FlatMap
    void words(String line, Collector<String> out) {
        for (String word : line.split(" ")) {
            out.collect(word);
        }
    }
}
