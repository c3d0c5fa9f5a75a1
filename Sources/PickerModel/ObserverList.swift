/// The observers of a picker's user-made changes, told in the order they registered: what
/// ``DatePicker`` and ``ListPicker`` share of UIKit's target-action.
struct ObserverList<Sender, Event> {
    private var entries: [(id: Int, handler: (Sender, Event) -> Void)] = []
    private var nextID = 0

    /// Registers `handler`; returns the number that removes it.
    mutating func add(_ handler: @escaping (Sender, Event) -> Void) -> Int {
        defer { nextID += 1 }
        entries.append((nextID, handler))
        return nextID
    }

    mutating func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    func notify(_ sender: Sender, _ event: Event) {
        for entry in entries { entry.handler(sender, event) }
    }
}
