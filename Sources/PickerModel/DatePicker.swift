import Foundation

/// A model of an iOS wheel date picker (UIKit's `UIDatePicker` in its wheels style).
///
/// The picker holds a value and its configuration, applies UIKit's rules to them, shows
/// the value as wheels, and lets a user act on one wheel at a time. It is free of spoken
/// text: the strings a screen reader says are built above it.
///
/// It never reads the process's locale, time zone or clock: they are arguments.
///
/// ```swift
/// let picker = DatePicker(
///     mode: .time,
///     date: elevenPM,                       // 23:00 in New York
///     locale: Locale(identifier: "en_US"),
///     calendar: Calendar(identifier: .gregorian),
///     timeZone: TimeZone(identifier: "America/New_York")!,
///     clock: { elevenPM }
/// )
/// picker.wheels.map(\.kind)                 // [.hour, .minute, .dayPeriod]
/// try picker.perform(.increment, on: .hour) // 12 PM (noon) of the same day
/// ```
///
/// The rules of the configuration:
/// - Bounds: when both are set and the maximum is earlier than the minimum, both are
///   ignored; in `countDownTimer` mode both are ignored.
/// - Setting ``date``, the bounds or the mode moves the date into the active bounds.
/// - ``minuteInterval`` must divide 60 and be at most 30; anything else means 1.
/// - ``countDownDuration`` is shown in whole minutes, from 0 to 23 h 59 min, on a
///   multiple of the minute interval (rounded down).
///
/// Observers hear of a change only when a user action on a wheel changed the value;
/// setting properties from code is silent, as in UIKit.
public final class DatePicker {
    /// What the picker lets the user choose, and so its wheels.
    public var mode: DatePickerMode {
        didSet {
            dropSnapshots()
            moveDateIntoBounds()
        }
    }

    /// The selected instant, moved into the active bounds when set.
    ///
    /// The value is independent of calendar and time zone; the wheels read it through
    /// ``calendar`` and ``timeZone``.
    public var date: Date {
        get { storedDate }
        set {
            storedDate = newValue
            dateAdjustment = nil
            moveDateIntoBounds()
        }
    }

    /// The earliest selectable instant, if any.
    public var minimumDate: Date? {
        didSet {
            dropSnapshots()
            moveDateIntoBounds()
        }
    }

    /// The latest selectable instant, if any.
    public var maximumDate: Date? {
        didSet {
            dropSnapshots()
            moveDateIntoBounds()
        }
    }

    /// The step of the minute wheels, as set. See ``effectiveMinuteInterval``.
    public var minuteInterval: Int {
        didSet { dropSnapshots() }
    }

    /// The duration in `countDownTimer` mode, as the wheels show it: in seconds, whole
    /// minutes, between 0 and 86,340, on a multiple of the minute interval.
    public var countDownDuration: TimeInterval {
        get { Self.normalizedCountDown(requestedCountDownDuration, minuteInterval: effectiveMinuteInterval) }
        set { requestedCountDownDuration = newValue }
    }

    /// The language, wheel order, clock (12 or 24 hours) and digits of the wheels.
    public var locale: Locale {
        didSet { dropSnapshots() }
    }

    /// The calendar the wheels count in. Its own time zone is ignored for ``timeZone``.
    public var calendar: Calendar {
        didSet { dropSnapshots() }
    }

    /// The time zone the wheels read the date in.
    public var timeZone: TimeZone {
        didSet { dropSnapshots() }
    }

    private var storedDate: Date {
        didSet { cachedState = nil }
    }
    private var requestedCountDownDuration: TimeInterval {
        didSet { cachedState = nil }
    }
    /// The wheels' state for the configuration and value as they are, built when first
    /// asked for and kept until one of them changes or the clock's day ends.
    /// The snapshot of the picker as it is now, until something it was built from changes.
    private var cachedState: PickerState?
    /// The last snapshot built, while only the value has changed since: the next one is
    /// made from it (``PickerState/init(moving:to:countDownDuration:)``).
    private var previousState: PickerState?
    private var dateAdjustment: (requested: Date, effective: Date)?
    private let clock: @Sendable () -> Date
    private var observers = ObserverList<DatePicker, DatePickerEvent>()

    /// The minute intervals UIKit accepts.
    public static let validMinuteIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

    /// How far the year wheel and the `dateAndTime` date wheel reach where no bound is
    /// set: this many years before and after the clock's today (from the start of the
    /// first year to the end of the last), and always far enough to hold the date.
    ///
    /// A bound replaces the window on its side: with a minimum of 2026-03-10 the year
    /// wheel starts at 2026 and the date wheel at 10 March 2026.
    public static let defaultWindowYears = 100

    /// The longest countdown the wheels can show: 23 hours 59 minutes.
    public static let maximumCountDownDuration: TimeInterval = 86_340

    /// Creates a picker.
    ///
    /// - Parameters:
    ///   - mode: the wheels to show; UIKit's default is `dateAndTime`.
    ///   - date: the selected instant; `nil` means the clock's now.
    ///   - locale: the language, order and clock of the wheels.
    ///   - calendar: the calendar the wheels count in.
    ///   - timeZone: the time zone the wheels read the date in.
    ///   - clock: the current instant, read for the default date and for "Today" on the
    ///     `dateAndTime` date wheel.
    public init(
        mode: DatePickerMode = .dateAndTime,
        date: Date? = nil,
        minimumDate: Date? = nil,
        maximumDate: Date? = nil,
        minuteInterval: Int = 1,
        countDownDuration: TimeInterval = 0,
        locale: Locale,
        calendar: Calendar,
        timeZone: TimeZone,
        clock: @escaping @Sendable () -> Date
    ) {
        self.mode = mode
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.minuteInterval = minuteInterval
        self.requestedCountDownDuration = countDownDuration
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
        self.clock = clock
        self.storedDate = date ?? clock()
        moveDateIntoBounds()
    }

    // MARK: Effective configuration

    /// The minute interval in force: ``minuteInterval`` when UIKit accepts it, else 1.
    public var effectiveMinuteInterval: Int {
        Self.validMinuteIntervals.contains(minuteInterval) ? minuteInterval : 1
    }

    /// The bounds in force, after the rules that ignore them.
    public var activeBounds: (minimum: Date?, maximum: Date?) {
        if mode == .countDownTimer { return (nil, nil) }
        if let minimumDate, let maximumDate, maximumDate < minimumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    /// The picker's clock's now: what "Today" is.
    public var now: Date { clock() }

    /// Every rule that changed or ignored a configured value, in a stable order.
    public var warnings: [DatePickerWarning] {
        var warnings: [DatePickerWarning] = []
        if let minimumDate, let maximumDate, maximumDate < minimumDate {
            warnings.append(.boundsIgnoredMaximumBeforeMinimum(minimum: minimumDate, maximum: maximumDate))
        } else if mode == .countDownTimer, minimumDate != nil || maximumDate != nil {
            warnings.append(.boundsIgnoredInCountDownMode)
        }
        if effectiveMinuteInterval != minuteInterval {
            warnings.append(.minuteIntervalReplaced(requested: minuteInterval))
        }
        if mode == .countDownTimer, countDownDuration != requestedCountDownDuration {
            warnings.append(.countDownDurationAdjusted(
                requested: requestedCountDownDuration, effective: countDownDuration
            ))
        }
        let state = state
        if !state.monthsFillYear {
            warnings.append(.calendarDataInconsistent(calendar.identifier, timeZone: timeZone.identifier))
        }
        if mode != .countDownTimer {
            if let dateAdjustment {
                warnings.append(.dateClamped(requested: dateAdjustment.requested, effective: dateAdjustment.effective))
            }
            if state.hasTimeWheels, state.local.minute % state.minuteInterval != 0 {
                warnings.append(.dateBetweenMinuteRows(
                    minute: state.local.minute,
                    shownMinute: state.local.minute - state.local.minute % state.minuteInterval
                ))
            }
        }
        return warnings
    }

    /// The picker's value: the date, or the countdown duration in `countDownTimer` mode.
    public var value: DatePickerValue { state.currentValue }

    /// The picker's locale with its calendar, in the form Foundation's formatters accept.
    ///
    /// Raw BCP-47 tags with extensions (`hi-IN-u-nu-deva`) trap in `DateFormatter`; this
    /// is the same locale in ICU form (`hi_IN@numbers=deva`), carrying the picker's
    /// calendar, so that a formatter made with it writes what the wheels write.
    package var formattingLocale: Locale {
        WheelLayout.make(locale: locale, calendar: calendar.identifier).formattingLocale
    }

    /// The CLDR pattern of the month wheel's rows ("MMMM", "M月"), for the accessibility
    /// strings, which must say a month alone in the form a listener expects.
    package var monthWheelPattern: String {
        WheelLayout.make(locale: locale, calendar: calendar.identifier).monthPattern
    }

    // MARK: Wheels

    /// The wheels of the current mode, in on-screen order for the locale.
    ///
    /// On-screen order is the reading order of the locale's patterns; right-to-left
    /// languages lay the same sequence out from right to left.
    public var wheels: [Wheel] {
        let state = state
        return state.wheelKinds.map { Wheel(kind: $0, state: state) }
    }

    /// The wheel of `kind`, or `nil` when the mode has none.
    public func wheel(_ kind: WheelKind) -> Wheel? {
        let state = state
        return state.wheelKinds.contains(kind) ? Wheel(kind: kind, state: state) : nil
    }

    /// How many snapshots of its wheels this picker has built: a measure for tests of how
    /// often work is redone.
    package private(set) var snapshotsBuilt = 0

    // MARK: Actions

    /// Performs a user action on one wheel and tells observers if the value changed.
    ///
    /// - Returns: the event sent to observers, or `nil` when the value did not change
    ///   (a wheel at its end, a bound, or a row that springs back).
    /// - Throws: ``DatePickerError`` when the mode has no such wheel or the row does not exist.
    @discardableResult
    public func perform(_ action: WheelAction, on wheel: WheelKind) throws(DatePickerError) -> DatePickerEvent? {
        let state = state
        let oldValue = state.currentValue
        let newValue = try state.value(after: action, on: wheel)
        guard newValue != oldValue else { return nil }
        switch newValue {
        case .date(let date):
            storedDate = date
            dateAdjustment = nil
        case .countDownDuration(let duration):
            requestedCountDownDuration = duration
        }
        let event = DatePickerEvent(wheel: wheel, action: action, oldValue: oldValue, newValue: newValue)
        observers.notify(self, event)
        return event
    }

    // MARK: Observers

    /// A registration of an observer, for ``removeObserver(_:)``.
    public struct ObserverToken: Hashable, Sendable {
        fileprivate let id: Int
    }

    /// Registers `handler` to hear of every value change a user action makes.
    ///
    /// The handler receives the picker (the sender) and the event.
    @discardableResult
    public func addObserver(_ handler: @escaping (DatePicker, DatePickerEvent) -> Void) -> ObserverToken {
        ObserverToken(id: observers.add(handler))
    }

    /// Stops the observer registered with `token`.
    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token.id)
    }

    // MARK: Internals

    /// The state of the wheels: the one kept, while nothing it was built from has changed.
    private var state: PickerState {
        let now = clock()
        if let cachedState, cachedState.todayStart <= now, now < cachedState.todayEnd { return cachedState }
        let state = if let previousState, previousState.todayStart <= now, now < previousState.todayEnd {
            PickerState(moving: previousState, to: storedDate, countDownDuration: countDownDuration)
        } else {
            makeState(today: now)
        }
        previousState = state
        cachedState = state
        snapshotsBuilt += 1
        return state
    }

    private func makeState(today: Date) -> PickerState {
        // The picker's calendar in its zone, with the locale's week rules written in
        // rather than the locale itself: a calendar that holds a locale asks it for them,
        // under the locale's lock, on every conversion (even when they are set), and the
        // threads of a sweep, working on neighbouring locales, contended for those locks.
        var localized = calendar
        localized.locale = locale
        var calendar = Calendar(identifier: calendar.identifier)
        calendar.timeZone = timeZone
        calendar.firstWeekday = localized.firstWeekday
        calendar.minimumDaysInFirstWeek = localized.minimumDaysInFirstWeek
        let bounds = activeBounds
        return PickerState(
            mode: mode,
            date: storedDate,
            countDownDuration: countDownDuration,
            minuteInterval: effectiveMinuteInterval,
            lowerBound: bounds.minimum,
            upperBound: bounds.maximum,
            calendar: calendar,
            layout: WheelLayout.make(locale: locale, calendar: calendar.identifier),
            today: today
        )
    }

    /// Forgets every snapshot: something other than the value changed.
    private func dropSnapshots() {
        cachedState = nil
        previousState = nil
    }

    private func moveDateIntoBounds() {
        let bounds = activeBounds
        let date = storedDate.clamped(from: bounds.minimum, to: bounds.maximum)
        if date != storedDate {
            dateAdjustment = (dateAdjustment?.requested ?? storedDate, date)
            storedDate = date
        }
    }

    static func normalizedCountDown(_ seconds: TimeInterval, minuteInterval: Int) -> TimeInterval {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        let minutes = Int(min(seconds, maximumCountDownDuration) / 60)
        return TimeInterval(minutes - minutes % minuteInterval) * 60
    }
}
