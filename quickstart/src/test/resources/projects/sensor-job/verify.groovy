// A project generated with the default flinkVersion (the Flink this build is built on). The checks are those of every
// project, in ../verify-project.groovy (looked up from the generated project's folder); then a team's classes with
// Lombok and Jackson annotations are added and the project built again, in ../team-model/add-and-build.groovy.
flinkVersion = null
def shared = context.projectDir
while (!new File(shared, 'verify-project.groovy').isFile()) {
    shared = shared.parentFile
}
assert evaluate(new File(shared, 'verify-project.groovy'))
teamModelDir = new File(shared, 'team-model')
return evaluate(new File(teamModelDir, 'add-and-build.groovy'))
