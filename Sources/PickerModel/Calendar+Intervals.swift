import Foundation

extension Calendar {
    /// The interval of `component` that contains `date`.
    ///
    /// Foundation on Linux sometimes answers `dateInterval(of:for:)` with the interval
    /// that *ends* at `date` (the `islamic` calendar's month boundaries in 1929), so a walk
    /// from one interval's end to the next never advances. Asking again later in the day
    /// gets the right interval.
    func interval(of component: Component, containing date: Date) -> DateInterval? {
        for probe in [0.0, 3_600, 43_200] {
            if let interval = dateInterval(of: component, for: date.addingTimeInterval(probe)), interval.end > date {
                return interval
            }
        }
        return nil
    }

    /// Consecutive intervals of `component`, from the one containing `start` to the one
    /// containing the instant before `end`; at most `limit` of them.
    ///
    /// The walk always moves forward and never repeats an interval, whatever Foundation
    /// answers: the astronomical `islamic` calendar in a zone with daylight saving
    /// (Africa/Cairo) gives overlapping months on Linux.
    func intervals(of component: Component, from start: Date, before end: Date, limit: Int) -> [DateInterval] {
        var intervals: [DateInterval] = []
        var cursor = start
        var attempts = 0
        while cursor < end, intervals.count < limit, attempts < limit * 4 {
            attempts += 1
            guard let interval = interval(of: component, containing: cursor) else {
                cursor = cursor.addingTimeInterval(86_400)
                continue
            }
            if let last = intervals.last, interval.start < last.end {
                cursor = max(interval.end, cursor.addingTimeInterval(3_600))
                continue
            }
            intervals.append(interval)
            cursor = interval.end
        }
        return intervals
    }
}
