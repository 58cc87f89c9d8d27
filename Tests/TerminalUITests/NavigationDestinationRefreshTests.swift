import Foundation
import Testing

@testable import TerminalUICore

// A pushed destination made from a row's value (`NavigationLink { Detail(item: item) }`) shows
// the value the row has now: when the detail changes the store, the list's rows are made again
// and so is the destination, as in SwiftUI.

@Suite("Navigation destination refresh")
@MainActor
struct NavigationDestinationRefreshTests {
    fileprivate struct Habit: Identifiable, Equatable {
        let id: Int
        var name: String
        var count: Int
    }

    fileprivate final class Habits: ObservableObject {
        @Published var items = [Habit(id: 1, name: "Read", count: 3), Habit(id: 2, name: "Run", count: 0)]
    }

    private struct Detail: View {
        @ObservedObject var habits: Habits
        let habit: Habit
        var body: some View {
            HStack {
                Text("Count \(habit.count)")
                Button("More") {
                    var changed = habit
                    changed.count += 1
                    if let index = habits.items.firstIndex(of: habit) { habits.items[index] = changed }
                }
            }
        }
    }

    private struct Root: View {
        @StateObject private var habits = Habits()
        let inList: Bool
        var body: some View {
            NavigationStack {
                if inList {
                    List {
                        ForEach(habits.items) { habit in
                            NavigationLink {
                                Detail(habits: habits, habit: habit)
                            } label: {
                                Text(habit.name)
                            }
                        }
                    }
                } else {
                    VStack {
                        ForEach(habits.items) { habit in
                            NavigationLink {
                                Detail(habits: habits, habit: habit)
                            } label: {
                                Text(habit.name)
                            }
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: [true, false])
    func aDestinationShowsItsRowsValueAfterTheStoreChanged(inList: Bool) throws {
        let host = TestHost(Root(inList: inList), width: 40, height: 8)
        host.press(.return)
        #expect(host.shows("Count 3"), "\(host.screenText)")
        let more = try #require(host.locate("More"))
        #expect(host.focusedFrame?.contains(more) == true, "the pushed view's button has focus")
        host.press(.return)
        #expect(host.shows("Count 4"), "the destination was made again from the changed row: \(host.screenText)")
        host.press(.return)
        #expect(host.shows("Count 5"), "and its value is the store's, so it changes again: \(host.screenText)")
    }
}
