package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * Calls of the user functions a stage declares ({@code @Stage.Function}, a {@code ScalarFunction}), as Flink's
 * {@code BridgingFunctionGenUtil} writes them: the {@code eval} method the front end found ({@link
 * SqlExpr.UserFunction}) called on the operator's one instance of the function ({@link FunctionInstances}, opened
 * and closed with the operator), each operand converted to the class Flink converts it to (its argument data
 * type's conversion class), the result from the class Flink converts it from.
 *
 * <ul>
 *   <li>The function is called whatever its arguments, {@code NULL}s included, as Flink calls it: an operand that is
 *       {@code NULL} is passed as {@code null}. A primitive parameter takes only a {@code NOT NULL} operand (Flink's
 *       validator refuses a call that passes it a nullable one).
 *   <li>Operands are converted as Flink's converters convert them: numbers, booleans and strings as the written code
 *       holds them (a primitive boxed where the class is a box, so that the overload Flink's code calls is the one
 *       called), a decimal as its {@code BigDecimal}, a {@code DATE}, {@code TIME}, {@code TIMESTAMP} or {@code
 *       TIMESTAMP_LTZ} as its {@code LocalDate}, {@code LocalTime}, {@code LocalDateTime} or {@code Instant}.
 *   <li>Its result is a number, a boolean, a string or a decimal (rounded to the call's scale, {@code NULL} when it
 *       then does not fit its precision, as {@code DecimalData.fromBigDecimal}); a primitive result is never {@code
 *       NULL}, any other is {@code NULL} when the function returns {@code null}.
 * </ul>
 *
 * Anything else (another conversion class, such as {@code java.sql.Timestamp} or {@code Object}, a varargs {@code
 * eval}, a result of a date or time type) is refused with the reason. Whether the function is deterministic does not
 * matter here: Flink's planner folds a call of a deterministic function on constants before the plan is fused, and
 * calls any other for each row, as the fused code does.
 */
final class UserFunctionCalls {

    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");

    /** The Java classes of each type root's values that Flink converts to and from, and how the written code holds them. */
    private static final Map<Root, List<String>> CLASSES = Map.ofEntries(
            Map.entry(Root.BOOLEAN, List.of("boolean", "java.lang.Boolean")),
            Map.entry(Root.TINYINT, List.of("byte", "java.lang.Byte")),
            Map.entry(Root.SMALLINT, List.of("short", "java.lang.Short")),
            Map.entry(Root.INT, List.of("int", "java.lang.Integer")),
            Map.entry(Root.BIGINT, List.of("long", "java.lang.Long")),
            Map.entry(Root.FLOAT, List.of("float", "java.lang.Float")),
            Map.entry(Root.DOUBLE, List.of("double", "java.lang.Double")),
            Map.entry(Root.DECIMAL, List.of("java.math.BigDecimal")),
            Map.entry(Root.CHAR, List.of("java.lang.String")),
            Map.entry(Root.VARCHAR, List.of("java.lang.String")),
            Map.entry(Root.DATE, List.of("java.time.LocalDate")),
            Map.entry(Root.TIME, List.of("java.time.LocalTime")),
            Map.entry(Root.TIMESTAMP, List.of("java.time.LocalDateTime")),
            Map.entry(Root.TIMESTAMP_LTZ, List.of("java.time.Instant")));

    private UserFunctionCalls() {}

    /** Registers the function of every call of a user function. */
    static void register(FunctionRegistry registry) {
        registry.addUserFunctions(function(SqlOperator.OTHER, UserFunctionCalls::call)
                .refusing((call, operands, type) -> refusal(call, operands, type))
                // a String the function returns becomes Flink's string of it, made from the Java string
                .giving(Origin.JAVA));
    }

    /** {@code instance.eval(arguments)}, its result held as the call's type. */
    private static Value call(ExprWriter w, SqlExpr.Call call, Type type) {
        SqlExpr.UserFunction function = call.function();
        if (refusal(call, call.operands().stream().map(w::describe).toList(), type).isPresent()) {
            throw ExprWriter.refused("the call of " + function.className());
        }
        String instance = w.instances.instance(className(function.className()));
        List<CodeBlock> arguments = new ArrayList<>();
        for (int i = 0; i < call.operands().size(); i++) {
            arguments.add(argument(w.operand(call, i), function.argumentClasses().get(i)));
        }
        TypeName resultClass = typeName(function.resultClass());
        CodeBlock evaluated = CodeBlock.of("$L.eval($L)", instance, CodeBlock.join(arguments, ", "));
        if (!function.returnType().equals(function.resultClass()) && !boxes(function.returnType(),
                function.resultClass())) {
            // as Flink's code: the method's result cast to the class Flink converts from
            evaluated = CodeBlock.of("($T) $L", resultClass, evaluated);
        }
        String suggestion = decapitalize(className(function.className()).simpleName()) + "Result";
        if (type.root() == Root.DECIMAL) {
            Value raw = w.local(suggestion, type.nullable(), evaluated);
            // as DecimalData.fromBigDecimal: rounded to the call's scale, NULL when it does not fit its precision
            return w.local("decimal", type.nullable(), CodeBlock.of("$L == null ? null : $T.decimal($L, $L, $L)",
                    raw.code(), SQL_FUNCTIONS, raw.code(), type.precision(), type.scale()));
        }
        Type held = resultClass.isPrimitive() ? type.notNull() : type.nullable();
        return w.local(suggestion, held, evaluated);
    }

    /** Operand {@code value} as Flink passes it to a parameter of {@code argumentClass}. */
    private static CodeBlock argument(Value value, String argumentClass) {
        TypeName target = typeName(argumentClass);
        Root root = value.type().root();
        ValueKind dateTime = DateTimeCode.javaKind(root);
        if (dateTime != null) {
            CodeBlock java = DateTimeCode.toJava(dateTime, value.code());
            return value.mayBeNull() ? CodeBlock.of("$L == null ? null : $L", value.code(), java) : java;
        }
        if (target.isPrimitive()) {
            // a NOT NULL operand (the check refuses any other), unboxed when a box holds it, as Flink's primitive
            return value.isPrimitive() ? value.code() : CodeBlock.of("($T) $L", target, value.code());
        }
        if (value.isPrimitive() && !target.equals(TypeName.get(String.class))
                && !target.equals(TypeName.get(BigDecimal.class))) {
            // boxed, so that the overload of the box is the one called, as in Flink's code
            return CodeBlock.of("$T.valueOf($L)", target, value.code());
        }
        return value.code();
    }

    /**
     * Why a call of a user function is not written: a varargs {@code eval}, an operand or a result of a class Flink
     * converts that this writer does not; empty when it is written.
     */
    private static Optional<String> refusal(SqlExpr.Call call, List<Operand> operands, Type type) {
        SqlExpr.UserFunction function = call.function();
        String name = "the function " + call.name() + " (" + function.className() + ")";
        if (function.varArgs()) {
            return Optional.of(name + ", whose eval method takes varargs");
        }
        if (function.argumentClasses().size() != operands.size()) {
            return Optional.of(name + " with " + operands.size() + " arguments");
        }
        for (int i = 0; i < operands.size(); i++) {
            Operand operand = operands.get(i);
            String argumentClass = function.argumentClasses().get(i);
            if (operand.type() == null || !CLASSES.getOrDefault(operand.root(), List.of()).contains(argumentClass)) {
                return Optional.of(name + " of an argument of type " + (operand.type() == null ? "SYMBOL"
                        : operand.type()) + " passed as " + argumentClass);
            }
            if (typeName(argumentClass).isPrimitive() && !operand.type().notNullable()) {
                // Flink's validator refuses such a call: a primitive holds no NULL
                return Optional.of(name + " of an argument that may be NULL passed as " + argumentClass);
            }
        }
        boolean result = switch (type.root()) {
            case BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DECIMAL, CHAR, VARCHAR ->
                    CLASSES.get(type.root()).contains(function.resultClass());
            default -> false;
        };
        return result ? Optional.empty()
                : Optional.of(name + " giving " + type + " as " + function.resultClass());
    }

    /** Whether {@code returned} is the primitive of the box {@code converted}, or the box of that primitive. */
    private static boolean boxes(String returned, String converted) {
        TypeName from = typeName(returned);
        TypeName to = typeName(converted);
        return from.isPrimitive() ? from.box().equals(to) : to.isPrimitive() && to.box().equals(from);
    }

    /** The Java type named {@code name} as {@code Class.getName} spells it (a primitive, or a class). */
    private static TypeName typeName(String name) {
        return switch (name) {
            case "boolean" -> TypeName.BOOLEAN;
            case "byte" -> TypeName.BYTE;
            case "short" -> TypeName.SHORT;
            case "int" -> TypeName.INT;
            case "long" -> TypeName.LONG;
            case "float" -> TypeName.FLOAT;
            case "double" -> TypeName.DOUBLE;
            default -> className(name);
        };
    }

    /** The class of the binary name {@code binaryName} ({@code pkg.Outer$Inner}). */
    static ClassName className(String binaryName) {
        int dot = binaryName.lastIndexOf('.');
        String packageName = dot < 0 ? "" : binaryName.substring(0, dot);
        String[] names = binaryName.substring(dot + 1).split("\\$");
        return ClassName.get(packageName, names[0], Arrays.copyOfRange(names, 1, names.length));
    }

    private static String decapitalize(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
