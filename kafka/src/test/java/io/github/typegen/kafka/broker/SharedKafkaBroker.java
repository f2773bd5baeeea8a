package io.github.typegen.kafka.broker;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * A JUnit 5 extension giving test classes one {@link KafkaBroker} for the whole test run: the first class that
 * asks starts it, in the root context's store, and JUnit closes it when the run ends (after the last class), so
 * that the broker starts once however many classes use it. A test class registers it with
 * {@code @ExtendWith(SharedKafkaBroker.class)} and takes the broker as a parameter of a test or lifecycle method.
 */
public final class SharedKafkaBroker implements ParameterResolver {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == KafkaBroker.class;
    }

    @Override
    public KafkaBroker resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return broker(context);
    }

    /** The run's broker, started on first use. */
    public static KafkaBroker broker(ExtensionContext context) {
        return context.getRoot()
                .getStore(ExtensionContext.Namespace.create(SharedKafkaBroker.class))
                .getOrComputeIfAbsent(KafkaBroker.class, type -> start(), KafkaBroker.class);
    }

    private static KafkaBroker start() {
        try {
            return KafkaBroker.start();
        } catch (Exception e) {
            throw new IllegalStateException("Cannot start the Kafka broker of the tests", e);
        }
    }
}
