// A fresh project, run after a plain `mvn compile`, as an IDE's javac build leaves it: no phase of typegen-maven-plugin
// runs, yet SensorReading's class file carries Flink's @TypeInfo (the processor adds it inside javac), and the job runs
// with Kryo disabled on the generated serializer.
File projectDir = context.projectDir
def log = new File(projectDir, 'build.log').text
assert !log.contains('Typegen weave:') : 'the weave goal ran'
assert !log.contains('[TypegenNotWoven]')
assert log.contains('BUILD SUCCESS')

def classFile = new File(projectDir, 'target/classes/com/example/sensors/SensorReading.class')
assert new String(classFile.bytes, 'ISO-8859-1').contains('Lorg/apache/flink/api/common/typeinfo/TypeInfo;') :
        'SensorReading.class does not carry @TypeInfo'

// print() prefixes each line with the subtask's number when the job runs in parallel
def printed = log.readLines()
        .collect { (it =~ /^(?:\d+> )?(SensorReading\[.*\])$/) }
        .findAll { it.matches() }
        .collect { it.group(1) }
assert printed.size() == 4 : "the job's output: ${printed}"
return true
