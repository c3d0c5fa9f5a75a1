/// Unicode's East_Asian_Width property, from ICU.
///
/// `package`: the QA sweep and the reports count a text's terminal cells with it
/// (`DisplayWidth` in PickerQA); only this folder calls ICU.
package enum EastAsianWidth {
    /// Whether `scalar`'s East_Asian_Width is Wide or Fullwidth: two cells on a terminal.
    ///
    /// Swift's `Unicode.Scalar.Properties` has no East_Asian_Width. A hand copy of its
    /// ranges was kept here before, and missed 1,453 wide code points (emoji such as ⏰
    /// U+23F0, the Tangut and Khitan supplements), against ICU 76's Unicode 15.1 data.
    ///
    /// Speed, measured (swiftc -O, 2 shared cores, 6 picker texts in ja, ko, de, ar, zh, ta):
    /// the hand table took 21–24 ns per scalar from U+1100 up, ICU's trie 27 ns; a row of a
    /// wheel has a few such scalars, so the difference is far below a microsecond per row.
    package static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        ICUCalls.isWideOrFullwidth(scalar)
    }
}
