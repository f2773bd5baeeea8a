package io.github.typegen.weave;

import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * What a class file says about Typegen and Flink in its runtime-visible class annotations.
 *
 * @param internalName the class, e.g. {@code com/example/Outer$Foo}
 * @param flinkType whether it carries {@code @FlinkType}
 * @param generatedPrefix the prefix its {@code @FlinkType(prefix = ...)} chooses for the generated names; empty
 *     when it chooses none (or is not {@code @FlinkType})
 * @param typeInfoFactory the internal name of the factory named by its {@code @TypeInfo}, or {@code null}
 */
public record ClassAnnotations(String internalName, boolean flinkType, String generatedPrefix,
        String typeInfoFactory) {

    /** The descriptor of {@code @io.github.typegen.annotations.FlinkType} (RUNTIME retention). */
    public static final String FLINK_TYPE_DESCRIPTOR = "Lio/github/typegen/annotations/FlinkType;";

    /** The descriptor of Flink's {@code @org.apache.flink.api.common.typeinfo.TypeInfo} (RUNTIME retention). */
    public static final String TYPE_INFO_DESCRIPTOR = "Lorg/apache/flink/api/common/typeinfo/TypeInfo;";

    /** Reads the class-level annotations of a class file (its code is not parsed). */
    public static ClassAnnotations read(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        Collector collector = new Collector();
        reader.accept(collector, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return new ClassAnnotations(reader.getClassName(), collector.flinkType, collector.generatedPrefix,
                collector.typeInfoFactory);
    }

    private static final class Collector extends ClassVisitor {
        private boolean flinkType;
        private String generatedPrefix = "";
        private String typeInfoFactory;

        Collector() {
            super(Opcodes.ASM9);
        }

        @Override
        public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
            if (visible && descriptor.equals(FLINK_TYPE_DESCRIPTOR)) {
                flinkType = true;
                return new AnnotationVisitor(Opcodes.ASM9) {
                    @Override
                    public void visit(String name, Object value) {
                        if ("prefix".equals(name) && value instanceof String prefix) {
                            generatedPrefix = prefix;
                        }
                    }
                };
            } else if (visible && descriptor.equals(TYPE_INFO_DESCRIPTOR)) {
                return new AnnotationVisitor(Opcodes.ASM9) {
                    @Override
                    public void visit(String name, Object value) {
                        if ("value".equals(name) && value instanceof Type) {
                            typeInfoFactory = ((Type) value).getInternalName();
                        }
                    }
                };
            }
            return null;
        }
    }
}
