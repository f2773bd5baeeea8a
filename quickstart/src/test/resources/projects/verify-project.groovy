// The checks of a generated project, evaluated by each project's verify.groovy, which sets flinkVersion in the shared
// binding (the archetype property it generated the project with; null for the archetype's default): the project
// builds on that Flink version, weave and check ran by that line's rules, its MiniCluster test ran and passed, and its
// job jar holds the job and Typegen's runtime but none of Flink's classes (provided by the cluster).
import java.util.jar.JarFile

// the archetype plugin hands the generated project's folder in the script's context map
File projectDir = context.projectDir
def pom = new File(projectDir, 'pom.xml').text
def version = (pom =~ /<flink\.version>([^<]+)<\/flink\.version>/)[0][1]
assert flinkVersion == null || version == flinkVersion
def line = (version =~ /^(\d+\.\d+)\./)[0][1]

def log = new File(projectDir, 'build.log').text
// javac's build already carries @TypeInfo (the processor adds it inside javac); weave, the safety net, adds none
assert log.contains('Typegen weave: added @TypeInfo to 0 @FlinkType class(es), 1 already carried it')
assert log =~ /Typegen check \(Flink ${java.util.regex.Pattern.quote(line)}\): .*, no Kryo fallback/
assert log.contains('Tests run: 2, Failures: 0, Errors: 0, Skipped: 0') : 'SensorJobTest did not run, or failed'
assert log.contains('BUILD SUCCESS')

def jar = new File(projectDir, "target/${projectDir.name}-1.0.jar")
assert jar.isFile()
def entries = new JarFile(jar).withCloseable { it.entries().collect { it.name } }
assert entries.contains('com/example/sensors/SensorJob.class')
assert entries.contains('com/example/sensors/SensorReadingSerializer.class')
assert entries.contains('io/github/typegen/runtime/Typegen.class')
assert !entries.any { it.startsWith('org/apache/flink/') } : 'Flink classes in the job jar'
def manifest = new JarFile(jar).withCloseable { it.manifest.mainAttributes.getValue('Main-Class') }
assert manifest == 'com.example.sensors.SensorJob'
assert pom.contains('<job.mainClass>com.example.sensors.SensorJob</job.mainClass>') : 'Main-Class from a property'
return true
