package io.github.typegen.sql;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexCallBinding;
import org.apache.flink.table.functions.FunctionDefinition;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.table.functions.SpecializedFunction;
import org.apache.flink.table.planner.functions.bridging.BridgingSqlFunction;
import org.apache.flink.table.planner.functions.inference.OperatorBindingCallContext;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.extraction.ExtractionUtils;
import org.apache.flink.table.types.extraction.ExtractionUtils.Autoboxing;
import org.apache.flink.table.types.inference.CallContext;
import org.apache.flink.table.types.inference.TypeInference;
import org.apache.flink.table.types.inference.TypeInferenceUtil;

import io.github.typegen.processor.sql.SqlExpr;

/**
 * The calls of the user functions a stage declares, as Flink's code generation calls them ({@code
 * BridgingSqlFunctionCallGen}): the function's type inference casts the call's arguments and infers its output, and
 * the {@code eval} method invokable with the argument data types' conversion classes, returning the output's, is the
 * one called ({@code UserDefinedFunctionHelper.validateClassForRuntime}).
 */
final class UserFunctions {

    private UserFunctions() {}

    /**
     * The {@code eval} method Flink's runtime calls for {@code call}, when its operator is a {@code ScalarFunction} of
     * one of the classes {@code declared}; null for any other call, and for a function Flink specializes for each
     * call ({@code SpecializedFunction}), whose class is not the one called.
     */
    static SqlExpr.UserFunction of(RexCall call, Set<String> declared) {
        try {
            return evalMethod(call, declared);
        } catch (RuntimeException e) {
            // the job's code generation meets the same: the call stays OTHER, on the Table runtime
            return null;
        }
    }

    private static SqlExpr.UserFunction evalMethod(RexCall call, Set<String> declared) {
        if (!(call.getOperator() instanceof BridgingSqlFunction function)) {
            return null;
        }
        FunctionDefinition definition = function.getDefinition();
        if (!(definition instanceof ScalarFunction scalar) || definition instanceof SpecializedFunction
                || !declared.contains(definition.getClass().getName())) {
            return null;
        }
        CallContext context = new OperatorBindingCallContext(function.getDataTypeFactory(), definition,
                RexCallBinding.create(function.getTypeFactory(), call, List.of()), call.getType());
        TypeInference inference = scalar.getTypeInference(function.getDataTypeFactory());
        CallContext cast = TypeInferenceUtil.castArguments(inference, context, null);
        DataType output = TypeInferenceUtil.inferOutputType(cast, inference.getOutputTypeStrategy());
        List<DataType> arguments = cast.getArgumentDataTypes();
        Class<?>[] argumentClasses = arguments.stream().map(DataType::getConversionClass).toArray(Class<?>[]::new);
        Class<?> resultClass = output.getConversionClass();
        for (Method eval : ExtractionUtils.collectMethods(scalar.getClass(), "eval")) {
            if (ExtractionUtils.isInvokable(Autoboxing.JVM, eval, argumentClasses)
                    && ExtractionUtils.isAssignable(resultClass, eval.getReturnType(), Autoboxing.JVM)) {
                List<String> parameters = new ArrayList<>();
                for (Class<?> parameter : eval.getParameterTypes()) {
                    parameters.add(parameter.getName());
                }
                List<String> converted = new ArrayList<>();
                for (Class<?> argument : argumentClasses) {
                    converted.add(argument.getName());
                }
                return new SqlExpr.UserFunction(scalar.getClass().getName(), parameters, eval.isVarArgs(),
                        eval.getReturnType().getName(), converted, resultClass.getName(), scalar.isDeterministic());
            }
        }
        return null;
    }
}
