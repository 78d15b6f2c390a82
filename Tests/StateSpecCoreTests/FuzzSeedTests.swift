import Testing
@testable import StateSpecFuzzing

/// The fuzz target's seeds of the inputs besides specs (coverage reports, String Catalog texts,
/// catalog and diagram texts, screen names) run on every test run, not only when fuzzing: each
/// is a hostile case that once broke the tool, and a property that fails traps the test run.
@Suite struct FuzzSeedTests {
    @Test func everyHostileOutputSeedHoldsItsProperties() {
        let seeds = PlainFuzzer.outputSeeds()
        #expect(seeds.count > 20)
        for seed in seeds { FuzzTarget.run(seed) }
    }
}
