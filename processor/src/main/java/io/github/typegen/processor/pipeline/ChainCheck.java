package io.github.typegen.processor.pipeline;

import java.util.List;

import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;

/**
 * Checks the order of a pipeline's stages, each of which was read without errors: each stage takes what the
 * one before hands on, a {@code Process} has a key of its own, a {@code KeyBy} is followed by the stages that
 * use it. Reports each problem on the offending stage.
 */
final class ChainCheck {

    private ChainCheck() {}

    /** Whether {@code stages} (not empty) chain; reports every problem. */
    static boolean check(List<ReadStage> stages, Types types, Reporter reporter) {
        boolean valid = true;
        TypeMirror flowing = stages.get(0).parameter();
        ReadStage previous = null;
        ReadStage keyBy = null;
        boolean keyHasProcess = false;
        for (ReadStage stage : stages) {
            String name = stage.model().name();
            if (previous != null && !types.isAssignable(flowing, stage.parameter())) {
                reporter.error(stage.method(), Message.STAGE_MISMATCH, name, stage.parameter(),
                        previous.model().name(), flowing, flowing, stage.parameter());
                valid = false;
            }
            boolean afterKeyBy = previous != null && previous.model().kind() == StageKind.KEY_BY;
            switch (stage.model().kind()) {
                case KEY_BY -> {
                    if (afterKeyBy) {
                        reporter.error(stage.method(), Message.STAGE_KEY_AFTER_KEY, name, previous.model().name());
                        valid = false;
                    }
                    // The keyed stream carries the same elements: the next stage takes the key's input.
                    keyBy = stage;
                    keyHasProcess = false;
                }
                case SQL -> {
                    if (afterKeyBy) {
                        reporter.error(stage.method(), Message.STAGE_QUERY_AFTER_KEY, name,
                                previous.model().name());
                        valid = false;
                    }
                    keyBy = null;
                    keyHasProcess = false;
                    flowing = stage.output();
                }
                case PROCESS -> {
                    if (keyBy == null) {
                        reporter.error(stage.method(), Message.STAGE_PROCESS_WITHOUT_KEY, name);
                        valid = false;
                    } else if (keyHasProcess) {
                        reporter.error(stage.method(), Message.STAGE_SECOND_PROCESS, name, keyBy.model().name());
                        valid = false;
                    }
                    keyHasProcess = true;
                    flowing = stage.output();
                }
                case MAP, FILTER, FLAT_MAP_COLLECTOR, FLAT_MAP_ITERABLE, FLAT_MAP_OPTIONAL -> flowing = stage.output();
            }
            previous = stage;
        }
        ReadStage last = stages.get(stages.size() - 1);
        if (valid && last.model().kind() == StageKind.KEY_BY) {
            reporter.error(last.method(), Message.STAGE_ENDS_WITH_KEY, last.model().name());
            valid = false;
        }
        return valid;
    }
}
