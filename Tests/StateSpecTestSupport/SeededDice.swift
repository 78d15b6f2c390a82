// Seeded randomness for the tests that drive random sequences: a seed reproduces the whole
// sequence, so a failure found by one run is found again by its seed.

/// SplitMix64, a small deterministic random number generator.
public struct SplitMix: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `chance`.
    public mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < chance
    }

    public mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &self)]
    }
}

/// The random choices of one sequence, shared by its driver and its fake loaders.
@MainActor
public final class Dice {
    private var mix: SplitMix

    public init(seed: UInt64) {
        mix = SplitMix(seed: seed)
    }

    /// A number in 0..<count.
    public func below(_ count: Int) -> Int {
        precondition(count > 0)
        return Int(mix.next() % UInt64(count))
    }

    /// True `percent` times in a hundred.
    public func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    public func pick<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[below(elements.count)]
    }

    /// One of `choices`, each as likely as its weight.
    public func weighted<Choice>(_ choices: [(Int, Choice)]) -> Choice {
        var roll = below(choices.reduce(0) { $0 + $1.0 })
        for (weight, choice) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return choices[choices.count - 1].1
    }
}
