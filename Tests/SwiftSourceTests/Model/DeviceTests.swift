import Recognizers
import SwiftSource
import Testing

@Suite("Devices: screens, safe areas and the metrics of a real capture")
struct DeviceTests {
    @Test("presets are found by name, by model and in landscape; a preset's size finds the preset")
    func names() throws {
        let pro = try #require(Device.named("iphone-17-pro"))
        #expect(pro.size == CGSize(width: 402, height: 874))
        #expect(pro.safeArea == Device.SafeArea(top: 62, left: 0, bottom: 34, right: 0))
        #expect(Device.named("iPhone 15 Pro")?.device?.name == "iphone-16")
        #expect(Device.named("IPHONE-15-PRO")?.size == CGSize(width: 393, height: 852))
        let landscape = try #require(Device.named("iphone-14-landscape"))
        #expect(landscape.size == CGSize(width: 844, height: 390))
        #expect(landscape.safeArea == Device.SafeArea(top: 0, left: 47, bottom: 21, right: 47))
        #expect(Device.named("iphone-99") == nil)
        #expect(Device.screen(of: CGSize(width: 393, height: 852)).device?.name == "iphone-16")
        #expect(Device.screen(of: CGSize(width: 1180, height: 820)).safeArea == Device.SafeArea(top: 24, left: 0, bottom: 20, right: 0))
        // 375×812 is both the 12 mini and the X: the first listed, the mini (50 pt on iOS 15+).
        #expect(Device.screen(of: CGSize(width: 375, height: 812)).safeArea.top == 50)
        let unknown = Device.screen(of: CGSize(width: 400, height: 800))
        #expect(unknown.device == nil && unknown.safeArea == Device.SafeArea(top: 47, left: 0, bottom: 34, right: 0))
        #expect(Device.screen(of: CGSize(width: 800, height: 400)).safeArea == Device.SafeArea(top: 0, left: 0, bottom: 0, right: 0))
        // Every name is unique, and each model belongs to one preset.
        #expect(Set(Device.presets.map(\.name)).count == Device.presets.count)
        let models = Device.presets.flatMap(\.models)
        #expect(Set(models).count == models.count)
    }

    /// A real SwiftUI display list captured on an iPhone 17 Pro (OpenSwiftUIProject/
    /// DisplayListExplorer, docs/scene-format.md#layout): the frames below are the device's, not the
    /// tool's: `.title` Text 33.667 tall, `.body` 20.333, `Color.red` at (99, 369).
    @Test("the ContentView captured on an iPhone 17 Pro lays out where the device put it")
    func capturedContentView() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 24) {
                        VStack(spacing: 6) {
                            Text(verbatim: "OpenSwiftUI Example").font(.title)
                            Text(verbatim: "Color & Shape & Image").font(.body)
                        }
                        HStack(spacing: 12) {
                            Color.red.frame(width: 60, height: 60)
                            Color.green.frame(width: 60, height: 60)
                            Color.blue.frame(width: 60, height: 60)
                        }
                        HStack(spacing: 12) {
                            Circle().frame(width: 60, height: 60)
                            Rectangle().frame(width: 60, height: 60)
                            RoundedRectangle(cornerRadius: 12).frame(width: 60, height: 60)
                        }
                        Image(systemName: "swift").resizable().scaledToFit().frame(width: 80, height: 80)
                    }
                    .padding()
                }
            }
            """
        let scene = try SourceScene.load(source, file: "ContentView.swift", options: SourceScene.Options(screen: Device.named("iphone-17-pro")))
        #expect(scene.warnings.isEmpty)
        func frame(_ id: String) -> [Double]? {
            scene.laidOut.first { $0.id == id }.map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
        }
        // Heights are the device's to the pixel; positions follow from them and the 62/34 safe area.
        #expect(frame("ContentView/VStack/VStack/Text[0]")?[3] == 101.0 / 3)
        #expect(frame("ContentView/VStack/VStack/Text[1]")?[3] == 61.0 / 3)
        #expect(frame("ContentView/VStack/HStack[0]/Color[0]") == [99, 369, 60, 60])
        #expect(frame("ContentView/VStack/HStack[0]/Color[1]") == [171, 369, 60, 60])
        #expect(frame("ContentView/VStack/HStack[0]/Color[2]") == [243, 369, 60, 60])
        // Widths are the model's (0.5 em a character): the device's title is 263.667 wide; 266 here.
        #expect(frame("ContentView/VStack/VStack/Text[0]")?[2] == 266)
    }
}
