// The fuzzers, the random spec generator and their users draw from the same seeded generator as
// the interleaving tests: SplitMix, from StateSpecTestSupport.
@_exported import StateSpecTestSupport
