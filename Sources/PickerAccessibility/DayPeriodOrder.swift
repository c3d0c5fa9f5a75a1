/// Where CLDR puts a flexible day period beside an hour, read from a locale's pattern for
/// the `Bh` skeleton: before it or after it, and with a space or without one.
struct DayPeriodOrder: Sendable, Equatable {
    /// Whether the day period comes first (Chinese "晚上9时", Korean "밤 9시", Hindi "रात 9").
    let periodFirst: Bool
    /// What stands between the two: a space, or nothing (Chinese, Japanese).
    let separator: String

    /// The order of `pattern`'s `B` field and its hour field (`h`, `K`, `H` or `k`); quoted
    /// literals, the pattern's own hour words ("'giờ'", "時"), are left out.
    init(pattern: String) {
        var period: Int?
        var hour: Int?
        var between = ""
        var quoted = false
        for (offset, character) in pattern.enumerated() {
            if character == "'" {
                quoted.toggle()
                continue
            }
            if !quoted, character == "B" {
                if period == nil { period = offset }
                continue
            }
            if !quoted, "hHkK".contains(character) {
                if hour == nil { hour = offset }
                continue
            }
            // Only what lies between the two fields, outside quotes, separates them.
            if !quoted, (period == nil) != (hour == nil) { between.append(character) }
        }
        periodFirst = (period ?? .max) < (hour ?? .max)
        separator = between.contains { $0.isWhitespace } ? " " : ""
    }

    /// `hour` and `dayPeriod` in this order: "9 at night", "晚上9点".
    func join(hour: String, dayPeriod: String) -> String {
        guard !dayPeriod.isEmpty else { return hour }
        return periodFirst ? dayPeriod + separator + hour : hour + separator + dayPeriod
    }
}
