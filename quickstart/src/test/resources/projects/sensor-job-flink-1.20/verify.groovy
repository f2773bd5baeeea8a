// A project generated with flinkVersion=1.20.3 (archetype.properties). The checks are those of every
// project, in ../verify-project.groovy (looked up from the generated project's folder).
flinkVersion = '1.20.3'
def shared = context.projectDir
while (!new File(shared, 'verify-project.groovy').isFile()) {
    shared = shared.parentFile
}
return evaluate(new File(shared, 'verify-project.groovy'))
