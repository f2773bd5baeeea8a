// A user's second step, evaluated by a project's verify.groovy after its first build (which sets teamModelDir, this
// folder, in the shared binding): add the team's classes (in src/main/java here: Lombok and Jackson annotations, a
// Joda Money behind a converter, a Currency, a generic Envelope<T> in keyed state, a Table API step) and the
// dependencies they need (Jackson's licences and module descriptors are what the shade plugin would warn about; the
// Table API's three for a local run, provided), Lombok on the processor path too, then build again as the
// archetype's integration test builds: -Xlint:all with every warning an error. The build must pass with no warning
// at all, the shade plugin's included, and the job jar must name its main class. Then the team's job runs locally
// with the command the project's README gives, and prints what it computed.
import java.util.jar.JarFile

File projectDir = context.projectDir
File teamModel = teamModelDir
def versions = new Properties()
new File(teamModel, 'versions.properties').withInputStream { versions.load(it) }

def sources = new File(teamModel, 'src/main/java')
sources.eachFileRecurse(groovy.io.FileType.FILES) { source ->
    def target = new File(projectDir, 'src/main/java/' + sources.toPath().relativize(source.toPath()))
    target.parentFile.mkdirs()
    target.text = source.text
}

def pomFile = new File(projectDir, 'pom.xml')
def pom = pomFile.text
def lombokVersion = versions.getProperty('lombok.version')
def jacksonVersion = versions.getProperty('jackson.version')
def jodaMoneyVersion = versions.getProperty('joda-money.version')
def tableDependencies = ['flink-table-api-java-bridge', 'flink-table-planner-loader', 'flink-table-runtime'].collect {
    """
    <dependency>
      <groupId>org.apache.flink</groupId>
      <artifactId>${it}</artifactId>
      <version>\${flink.version}</version>
      <scope>provided</scope>
    </dependency>"""
}.join('')
def dependencies = """
    <dependency>
      <groupId>org.projectlombok</groupId>
      <artifactId>lombok</artifactId>
      <version>${lombokVersion}</version>
      <scope>provided</scope>
    </dependency>
    <dependency>
      <groupId>com.fasterxml.jackson.core</groupId>
      <artifactId>jackson-databind</artifactId>
      <version>${jacksonVersion}</version>
    </dependency>
    <dependency>
      <groupId>org.joda</groupId>
      <artifactId>joda-money</artifactId>
      <version>${jodaMoneyVersion}</version>
    </dependency>${tableDependencies}
  </dependencies>

  <build>"""
def lombokPath = """<annotationProcessorPaths>
            <path>
              <groupId>org.projectlombok</groupId>
              <artifactId>lombok</artifactId>
              <version>${lombokVersion}</version>
            </path>"""
def edited = pom.replaceFirst(/<\/dependencies>\s*<build>/, java.util.regex.Matcher.quoteReplacement(dependencies))
        .replaceFirst(/<annotationProcessorPaths>/, java.util.regex.Matcher.quoteReplacement(lombokPath))
assert edited.contains('<artifactId>jackson-databind</artifactId>') && edited.contains(lombokPath)
pomFile.text = edited

// the settings and repository of the integration test's first build: target/archetype-it and target/it-repo
File target = projectDir
while (!new File(target, 'it-repo').isDirectory()) {
    target = target.parentFile
}
def mvn = new File(System.getProperty('maven.home'), 'bin/mvn').path
def maven = { String logName, List<String> arguments ->
    def command = [mvn, '-B', '-s', new File(target, 'archetype-it/interpolated-settings.xml').path,
                   "-Dmaven.repo.local=${new File(target, 'it-repo').path}".toString()] + arguments
    def logFile = new File(projectDir, logName)
    def process = new ProcessBuilder(command).directory(projectDir).redirectErrorStream(true)
            .redirectOutput(logFile).start()
    assert process.waitFor() == 0 : "mvn ${arguments.join(' ')} failed: see ${logFile}"
    return logFile
}
def logFile = maven('build-team-model.log', ['-Dmaven.compiler.failOnWarning=true', '-DskipTests', 'clean', 'package'])

def log = logFile.text
assert log.contains('Typegen weave: added @TypeInfo to 0 @FlinkType class(es), 8 already carried it')
assert log.contains('BUILD SUCCESS')
def warnings = log.readLines().findAll { it.startsWith('[WARNING]') }
assert warnings.isEmpty() : "warnings in ${logFile}:\n" + warnings.join('\n')

def jar = new File(projectDir, "target/${projectDir.name}-1.0.jar")
def entries = new JarFile(jar).withCloseable { it.entries().collect { it.name } }
assert entries.contains('com/example/sensors/PaymentSerializer.class')
assert entries.contains('com/fasterxml/jackson/annotation/JsonProperty.class')
assert !entries.any { it.endsWith('module-info.class') } : 'a module-info in the job jar'
assert entries.containsAll(['META-INF/LICENSE', 'META-INF/NOTICE']) : "the dependencies' licences and notices"
def mainClass = new JarFile(jar).withCloseable { it.manifest.mainAttributes.getValue('Main-Class') }
assert mainClass == 'com.example.sensors.SensorJob'

// the team's job, run as the README says, naming its main class
def run = maven('run-team-job.log', ['process-classes', 'exec:exec', '-Djob.mainClass=com.example.sensors.PaymentJob'])
def printed = run.readLines()
        .collect { (it =~ /^(?:\d+> )?((?:MerchantTotal|BusyMerchant)\[.*\])$/) }
        .findAll { it.matches() }
        .collect { it.group(1) }
assert printed.sort() == [
        'BusyMerchant[merchantId=m-1, payments=2]',
        'MerchantTotal[merchantId=m-1, payments=1, total=EUR 10.00, currency=EUR, previousPayment=null]',
        'MerchantTotal[merchantId=m-1, payments=2, total=EUR 12.25, currency=EUR, previousPayment=p-1]',
        'MerchantTotal[merchantId=m-2, payments=1, total=EUR 5.50, currency=EUR, previousPayment=null]',
] : "the team's job printed: ${printed}; see ${run}"
return true
