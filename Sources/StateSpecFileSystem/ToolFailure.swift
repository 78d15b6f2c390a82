/// A reason the tool could not run at all: exit code 2 and one line on standard error.
package struct ToolFailure: Error {
    package var message: String

    package init(message: String) { self.message = message }
}
