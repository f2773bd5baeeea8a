// The build succeeded: javac's build already carried @TypeInfo (the processor adds it as javac writes each class file),
// weave found nothing to add, check found nothing, and the job ran on the generated serializers with
// pipeline.generic-types false (ShopJobTest).
def log = new File(basedir, 'build.log').text

assert log.contains('Typegen weave: added @TypeInfo to 0 @FlinkType class(es), 6 already carried it')
assert log.contains(', no Kryo fallback')
assert log =~ /Tests run: 4, Failures: 0, Errors: 0, Skipped: 0/
assert log.contains('BUILD SUCCESS')

// The class files in the jar are the woven ones.
def typeInfo = 'Lorg/apache/flink/api/common/typeinfo/TypeInfo;'
['Money', 'Payment', 'Card', 'Voucher', 'Order', 'Receipt'].each { name ->
    def bytes = new File(basedir, "target/classes/com/example/shop/${name}.class").bytes
    assert new String(bytes, 'ISO-8859-1').contains(typeInfo): "${name}.class was not woven"
}
def jar = new java.util.jar.JarFile(new File(basedir, 'target/weave-job-1.0.jar'))
def money = jar.getInputStream(jar.getEntry('com/example/shop/Money.class')).bytes
assert new String(money, 'ISO-8859-1').contains(typeInfo)
jar.close()
return true
