// Three builds of the same Lombok project: Lombok before typegen-processor on the processor path, then after it, then
// not on it at all.
def log = new File(basedir, 'build.log').text

assert log.count('BUILD SUCCESS') == 2
assert log.count('BUILD FAILURE') == 1
assert !log.contains('[TypegenNoAccessor]') && !log.contains('[TypegenNoConstructor]')
// The first two builds generated and wove the four Lombok classes inside javac (so the weave goal had nothing to add),
// checked them, and ran the tests on them.
assert log.count('Typegen weave: added @TypeInfo to 0 @FlinkType class(es), 4 already carried it') == 2
assert log.count(', no Kryo fallback') == 2
assert log.count('Tests run: 4, Failures: 0, Errors: 0, Skipped: 0') == 4
assert log.contains('Lombok classes round-tripped, Lombok first')
assert log.contains('Lombok classes round-tripped, Typegen first')
// The third one: one error per Lombok class, that names the fix.
['Address', 'Customer', 'Purchase', 'Settings'].each { name ->
    assert log =~ /\[ERROR\] .*\/com\/example\/lombok\/${name}\.java:\[\d+,\d+\] \[TypegenLombokNotRun\] com\.example\.lombok\.${name} carries Lombok annotations/
}
assert log.contains('Fix: Put org.projectlombok:lombok on the annotation processor path next to typegen-processor')
return true
