package io.github.typegen.processor.weaving;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.Map;

import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.weave.TypeInfoConflict;
import io.github.typegen.weave.TypeInfoWeaver;
import io.github.typegen.weave.WeaveResult;

/**
 * Weaving inside javac: a {@link TaskListener} that, when javac has written the class file of an expected class
 * ({@link TaskEvent.Kind#GENERATE} finished, once per class, nested classes included), reads it back from the class
 * output, adds {@code @TypeInfo} with {@link TypeInfoWeaver} and writes it in place. Loaded only once javac's own
 * processing environment is found, as it needs {@code com.sun.source} (module {@code jdk.compiler}).
 *
 * <p>A class file on disk is rewritten only if javac wrote it during the event: its time and size changed since
 * the event started. A build tool that keeps javac's class files in memory and writes them later (IntelliJ IDEA's
 * own build) leaves the file as an earlier build wrote it, or absent; rewriting that would be undone, or worse,
 * so the class gets {@link Message#NOT_WOVEN} instead. Class files that are not files (an in-memory file manager)
 * are read and written through javac's {@link Filer}.
 */
final class JavacWeaving extends ClassFileWeaving implements TaskListener {

    private final Elements elements;
    private final Filer filer;
    private final Reporter reporter;

    /** The classes to weave, by binary name, and their factories' internal names. */
    private final Map<String, String> expected = new HashMap<>();

    /** Each expected class file as it was when javac started writing it, by the class's binary name. */
    private final Map<String, FileState> before = new HashMap<>();

    private JavacWeaving(ProcessingEnvironment javac, Reporter reporter) {
        this.elements = javac.getElementUtils();
        this.filer = javac.getFiler();
        this.reporter = reporter;
    }

    static ClassFileWeaving listen(ProcessingEnvironment javac, Reporter reporter) {
        JavacWeaving weaving = new JavacWeaving(javac, reporter);
        JavacTask.instance(javac).addTaskListener(weaving);
        return weaving;
    }

    @Override
    public void expect(TypeElement type, String factoryBinaryName) {
        expected.put(elements.getBinaryName(type).toString(), factoryBinaryName.replace('.', '/'));
    }

    @Override
    public void started(TaskEvent event) {
        String name = expectedClass(event);
        if (name != null) {
            try {
                before.put(name, FileState.of(classFile(event.getTypeElement())));
            } catch (IOException | RuntimeException e) {
                before.put(name, FileState.UNKNOWN);
            }
        }
    }

    @Override
    public void finished(TaskEvent event) {
        String name = expectedClass(event);
        if (name == null) {
            return;
        }
        TypeElement type = event.getTypeElement();
        String factory = expected.remove(name);
        FileState earlier = before.remove(name);
        try {
            weave(type, factory, earlier);
        } catch (IOException | RuntimeException e) {
            notWoven(type, factory, "its class file could not be rewritten (" + e + ")");
        } catch (TypeInfoConflict e) {
            notWoven(type, factory, e.getMessage());
        }
    }

    /** The binary name of the class whose class file the event is about, if it is one to weave. */
    private String expectedClass(TaskEvent event) {
        if (event.getKind() != TaskEvent.Kind.GENERATE || event.getTypeElement() == null || expected.isEmpty()) {
            return null;
        }
        String name = elements.getBinaryName(event.getTypeElement()).toString();
        return expected.containsKey(name) ? name : null;
    }

    private void weave(TypeElement type, String factory, FileState earlier) throws IOException, TypeInfoConflict {
        FileObject classFile = classFile(type);
        Path path = FileState.path(classFile);
        if (path == null) {
            byte[] bytes;
            try (InputStream in = classFile.openInputStream()) {
                bytes = in.readAllBytes();
            }
            WeaveResult result = TypeInfoWeaver.weave(bytes, factory);
            if (result.outcome() == WeaveResult.Outcome.WOVEN) {
                try (OutputStream out = filer.createResource(StandardLocation.CLASS_OUTPUT, packageOf(type),
                        fileName(type)).openOutputStream()) {
                    out.write(result.classFile());
                }
            }
            return;
        }
        FileState now = FileState.of(classFile);
        if (!now.exists() || earlier == null || earlier.equals(now)) {
            notWoven(type, factory, "javac's class file was not written to " + path + " during the compilation (the"
                    + " build tool keeps class files to write them itself, as IntelliJ IDEA's own build does)");
            return;
        }
        WeaveResult result = TypeInfoWeaver.weave(Files.readAllBytes(path), factory);
        if (result.outcome() == WeaveResult.Outcome.WOVEN) {
            Files.write(path, result.classFile());
        }
    }

    private void notWoven(TypeElement type, String factory, String reason) {
        reporter.note(type, Message.NOT_WOVEN, type.getQualifiedName(), factory.replace('/', '.'), reason,
                type.getSimpleName());
    }

    private FileObject classFile(TypeElement type) throws IOException {
        return filer.getResource(StandardLocation.CLASS_OUTPUT, packageOf(type), fileName(type));
    }

    private String packageOf(TypeElement type) {
        return elements.getPackageOf(type).getQualifiedName().toString();
    }

    /** {@code Outer$Foo.class} for {@code p.Outer.Foo}. */
    private String fileName(TypeElement type) {
        String binaryName = elements.getBinaryName(type).toString();
        return binaryName.substring(binaryName.lastIndexOf('.') + 1) + ".class";
    }

    /**
     * A class file on disk as it was at one moment: whether it existed, its time and its size.
     *
     * @param exists whether the file existed
     * @param modified its last-modified time, or null
     * @param size its size, or -1
     */
    private record FileState(boolean exists, FileTime modified, long size) {
        static final FileState UNKNOWN = new FileState(false, null, -2);

        static FileState of(FileObject classFile) throws IOException {
            Path path = path(classFile);
            if (path == null || !Files.isRegularFile(path)) {
                return new FileState(false, null, -1);
            }
            return new FileState(true, Files.getLastModifiedTime(path), Files.size(path));
        }

        /** The file of a class file on the default file system, or null when it is not one (in memory). */
        static Path path(FileObject classFile) {
            URI uri = classFile.toUri();
            if (!"file".equalsIgnoreCase(uri.getScheme())) {
                return null;
            }
            return Path.of(uri);
        }
    }
}
