/// Reads choices from a fuzzer's bytes, front to back; past the end every byte is zero, so
/// any input, even an empty one, reads as something.
struct ByteReader {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: some Sequence<UInt8>) {
        self.bytes = ArraySlice(bytes)
    }

    var isAtEnd: Bool { bytes.isEmpty }

    mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A number in `0..<count`, from two bytes.
    mutating func number(below count: Int) -> Int {
        (Int(byte()) << 8 | Int(byte())) % count
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// Whether to include something: one byte, true one time in `oneIn`.
    mutating func chance(_ oneIn: Int) -> Bool {
        Int(byte()) % oneIn == 0
    }
}
