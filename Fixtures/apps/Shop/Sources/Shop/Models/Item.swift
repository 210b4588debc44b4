import Foundation

struct Item: Identifiable {
    var id: Int
    var name: String
    var price: Double

    static let mock = Item(id: 1, name: "Apples", price: 2.5)
    static let samples = [
        Item(id: 1, name: "Apples", price: 2.5),
        Item(id: 2, name: "Pears", price: 3),
        Item(id: 3, name: "Plums", price: 4),
    ]
}

#if MOCK_SERVER
/// Only in builds with -D MOCK_SERVER.
struct MockServer {
    var delay = 0.5
}
#endif
