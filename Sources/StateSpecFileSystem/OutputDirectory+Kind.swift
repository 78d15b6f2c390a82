import StateSpecCore

extension OutputDirectory {
    /// What the folder holds: the kind its marker names; for a folder written before markers,
    /// fakes when the old fakes marker is there, else what its manifest's names tell. Every file
    /// is read within the limits every other read of the folder has, never through a link.
    package func heldKind() -> OutputKind? {
        if case .bytes(let bytes) = read(OutputKind.markerName, .start(count: OutputKind.maximumMarkerSize)),
           let kind = OutputKind(marker: bytes) {
            return kind
        }
        if case .bytes = read(OutputKind.fakesMarkerName, .start(count: OutputKind.maximumMarkerSize)) { return .fakes }
        guard case .bytes(let bytes) = read(OutputManifest.fileName, .whole(maximum: OutputPlanner.maximumReadSize)) else { return nil }
        return OutputKind.inferred(fromListed: OutputManifest(parsing: bytes).hashes.keys)
    }

    /// Fails when the folder holds another kind of output than `kind`.
    package func checkHolds(_ kind: OutputKind) throws(ToolFailure) {
        if let refusal = kind.refusal(folder: path, holding: heldKind()) { throw ToolFailure(message: refusal) }
    }

    /// Leaves the marker naming `kind`, unless the folder has it already.
    package func mark(_ kind: OutputKind) throws(ToolFailure) {
        let text = Array(kind.markerText.utf8)
        if case .bytes(let bytes) = read(OutputKind.markerName, .start(count: OutputKind.maximumMarkerSize)), bytes == text { return }
        try write(OutputKind.markerName, text)
    }
}
