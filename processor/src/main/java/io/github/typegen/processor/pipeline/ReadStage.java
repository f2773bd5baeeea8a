package io.github.typegen.processor.pipeline;

import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.TypeMirror;

/**
 * A stage as read from its method, with what the checks need beyond the model: where to report, and the
 * compiler's view of the types it takes and hands on.
 *
 * @param method the annotated method
 * @param model the stage
 * @param parameter the type of its first parameter
 * @param output the type it hands on (see {@link StageModel#output()})
 */
record ReadStage(ExecutableElement method, StageModel model, TypeMirror parameter, TypeMirror output) {}
