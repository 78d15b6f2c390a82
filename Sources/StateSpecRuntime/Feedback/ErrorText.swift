import Foundation

/// An error that says in its own words what went wrong, for texts that show the failure's
/// description (`{error}`): "Jellyfin at home did not answer" rather than a URL error's code.
public protocol UserFacingError: Error {
    /// What the user reads in place of `{error}`, in their words.
    var userFacingDescription: String { get }
}

/// The words `{error}` shows for a failure.
public enum ErrorText {
    /// A `UserFacingError`'s description, else a `LocalizedError`'s `errorDescription`, else the
    /// error's `localizedDescription`; empty without an error.
    public static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "" }
        if let userFacing = error as? any UserFacingError { return userFacing.userFacingDescription }
        if let localized = error as? any LocalizedError, let description = localized.errorDescription { return description }
        return error.localizedDescription
    }
}
