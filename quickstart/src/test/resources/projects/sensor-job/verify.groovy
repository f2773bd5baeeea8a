// A project generated with the default flinkVersion (the Flink this build is built on). The checks are those of every
// project, in ../verify-project.groovy (looked up from the generated project's folder).
flinkVersion = null
def shared = context.projectDir
while (!new File(shared, 'verify-project.groovy').isFile()) {
    shared = shared.parentFile
}
return evaluate(new File(shared, 'verify-project.groovy'))
