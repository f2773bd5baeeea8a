package io.github.typegen.processor.sql;

/**
 * The compiled classes of the compile class path, as javac reads them ({@code Filer.getResource} of {@code
 * CLASS_PATH}): what the front end, on the processor path, loads a user function and what it uses from. A class
 * that the compilation itself compiles has no class file yet, and is not read here.
 */
@FunctionalInterface
public interface ClassFiles {

    /**
     * The class file of the class {@code binaryName} ({@code com.example.Outer$CountChar}) on the compile class
     * path; null when there is none.
     */
    byte[] read(String binaryName);
}
