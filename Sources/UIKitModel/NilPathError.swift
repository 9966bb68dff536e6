/// The written path that evaluated to nil, for the "message sent to nil" warning.
struct NilPathError: Error {
    var path: String
}
