package io.github.typegen.it.pipeline;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * A pipeline whose query calls {@code FAHRENHEIT}, a function it declares: the job need not register it, as the
 * generated code does when the pipeline is applied. The function is compiled with the pipeline, in this module, so
 * the compile-time check cannot run it; the stage says so ({@code checked = false}), and runs on Flink's Table
 * runtime.
 */
@Pipeline
public class DeclaredFunctionPipeline implements Serializable {

    private static final long serialVersionUID = 1L;

    @Stage.Map
    Reading parse(String line) {
        return Reading.parse(line);
    }

    /** Declares the query's input (a Reading row) and result (an Alert row); never called. */
    @Stage.Sql(value = RegisteredFunctionPipeline.HOT, checked = false,
            functions = @Stage.Function(name = "FAHRENHEIT", type = RegisteredFunctionPipeline.Fahrenheit.class))
    Alert hot(Reading reading) {
        throw new UnsupportedOperationException("Runs as SQL in DeclaredFunctionPipelineFused");
    }

    @Stage.Map
    String describe(Alert alert) {
        return alert.sensor() + " is " + alert.level() + " at " + alert.celsius();
    }
}
