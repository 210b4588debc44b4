import SwiftUI

@main
struct ShopApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate

    var body: some Scene {
        WindowGroup {
            ShopScreen()
        }
    }
}
