import Testing

/// A realistic app screen laid out as on an iPhone 14 (390×844, safe area 47/34). Every number
/// below was worked out by hand from the metrics (docs/scene-format.md#layout, LayoutConstants), and is
/// written here, not recorded from the tool:
/// - the tab bar: 49 pt over the 34-pt home indicator, from 844 − 83 = 761; two items of 195;
/// - the navigation stack: the safe area above the tab bar, 47…761; its large-title bar 96 pt
///   from 47; "Mail" in largeTitle (34 pt: 4 × 17 = 68 wide, a 40.667 line) at the 16-pt margin,
///   centred in the 52 pt under the items: 91 + 5.667; the compose button 44×44 ending at 374;
/// - the List below the bar, 143…761 (618): the "Favorites" header (footnote, 13 pt: 9 × 6.5 =
///   58.5 → 58.667 wide, a 15.667 line) 6 pt above the rows in a 17 + 15.667 + 6 = 38.667 gap:
///   at 143 + 38.667 − 21.667 = 160, 16 pt into the cell (x 32); rows from 181.667, 44 tall,
///   cells 16 pt from each edge (358 wide); a 35.333-pt gap, then "Archive" at 305, its label
///   centred in the row: 305 + (44 − 20.333) / 2 = 316.833.
@Suite("A real app screen's layout, derived by hand")
struct LayoutGoldenTests {
    @Test("TabView + NavigationStack with a large title and a toolbar button + an inset-grouped List in sections")
    func mailScreen() {
        let result = run(["layout", "--format", "text", "Fixtures/scenes/MailScreen.swift"])
        #expect(result.stderr == "")
        #expect(result.stdout == """
            MailScreen  [0, 47, 390, 763]  hit: none
              MailScreen/TabView  [0, 47, 390, 763]  hit: none
                MailScreen/TabView/NavigationStack  [0, 47, 390, 714]  hit: rectangle  control: NavigationStack
                  MailScreen/TabView/NavigationStack/List  [0, 143, 390, 618]  hit: rectangle  control: List
                    MailScreen/TabView/NavigationStack/List/Text[0]  [32, 160, 58.6667, 15.6667]  hit: rectangle
                    MailScreen/TabView/NavigationStack/List/Text[1] (List cell)  [16, 181.6667, 358, 44]  hit: rectangle  .swipeActions
                      MailScreen/TabView/NavigationStack/List/Text[1]  [32, 193.5, 42.6667, 20.3333]  hit: rectangle
                    MailScreen/TabView/NavigationStack/List/Text[2] (List cell)  [16, 225.6667, 358, 44]  hit: rectangle
                      MailScreen/TabView/NavigationStack/List/Text[2]  [32, 237.5, 51, 20.3333]  hit: rectangle
                    MailScreen/TabView/NavigationStack/List/NavigationLink  [16, 305, 358, 44]  hit: rectangle  control: Button
                      MailScreen/TabView/NavigationStack/List/NavigationLink/Text  [32, 316.8333, 59.6667, 20.3333]  hit: rectangle
                  MailScreen/TabView/NavigationStack/NavigationBar  [0, 47, 390, 96]  hit: rectangle
                    MailScreen/TabView/NavigationStack/NavigationBar/Text  [16, 96.6667, 68, 40.6667]  hit: rectangle
                    MailScreen/TabView/NavigationStack/NavigationBar/Button  [330, 47, 44, 44]  hit: rectangle  control: Button
                      MailScreen/TabView/NavigationStack/NavigationBar/Button/Image  [343.5, 60.5, 17, 17]  hit: rectangle
                MailScreen/TabView/TabBar  [0, 761, 390, 83]  hit: rectangle
                  MailScreen/TabView/TabBar/Button[0]  [0, 761, 195, 49]  hit: rectangle  control: Button
                    MailScreen/TabView/TabBar/Button[0]/Text  [80.5, 761, 34, 20.3333]  hit: rectangle
                  MailScreen/TabView/TabBar/Button[1]  [195, 761, 195, 49]  hit: rectangle  control: Button
                    MailScreen/TabView/TabBar/Button[1]/Text  [258.5, 761, 68, 20.3333]  hit: rectangle

            """)
    }

    @Test("the same screen replays: a swipe on the Inbox row's cell reveals its action, a tap on the compose button runs it")
    func mailScreenReplays() {
        let directory = temporaryDirectory()
        // A leftward swipe across the Inbox cell (181.667…225.667), from its right half.
        writeFile(directory + "/swipe.jsonl", """
            {"t":0,"id":1,"phase":"down","x":300,"y":202}
            {"t":0.05,"id":1,"phase":"move","x":250,"y":202}
            {"t":0.1,"id":1,"phase":"move","x":180,"y":202}
            {"t":0.15,"id":1,"phase":"up","x":180,"y":202}
            {"t":1,"id":2,"phase":"down","x":352,"y":69}
            {"t":1.05,"id":2,"phase":"up","x":352,"y":69}

            """)
        let result = run([directory + "/swipe.jsonl", "--scene", "Fixtures/scenes/MailScreen.swift", "--format", "text"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            0.15      MailScreen/TabView/NavigationStack/List/Text[1] (List cell)  List             swipeActions       edge trailing  state revealed
            1         MailScreen/TabView/NavigationStack/NavigationBar/Button      Button           pressed            true
            1.05      MailScreen/TabView/NavigationStack/NavigationBar/Button      Button           pressed            false
            1.05      MailScreen/TabView/NavigationStack/NavigationBar/Button      Button           action

            """)
    }

    @Test("an app's folder: --list names its screens, previews and interactive views; --preview and --profile pick what is laid out")
    func appFolder() {
        let app = "Fixtures/apps/Shop/Sources/Shop"
        let list = run(["layout", app, "--list", "--format", "text", "--define", "MOCK_SERVER"])
        #expect(list.status == 0)
        #expect(list.stdout == """
            screen       ShopScreen                      \(app)/Views/ShopScreen.swift:4:8
            screen       Basket                          \(app)/Views/Basket.swift:4:8
            preview      #Preview "One row"              \(app)/Views/ItemRow.swift:21:1
            interactive  ItemRow                         \(app)/Views/ItemRow.swift:4:8
            interactive  Badge                           \(app)/Views/Basket.swift:11:12

            """)
        let preview = run(["layout", app, "--preview", "One row", "--format", "json", "--define", "MOCK_SERVER"])
        #expect(preview.stdout.hasPrefix("{\"id\":\"Preview\",\"type\":\"Preview\",\"depth\":0,\"frame\":[0,396.5,390,64],\"hitShape\":null,\"gestures\":[],\"location\":\"\(app)/Views/ItemRow.swift:21:1\"}"))
        let mac = run(["layout", app, "--view", "MacSidebar", "--profile", "macos15", "--format", "text", "--define", "MOCK_SERVER"])
        #expect(mac.stdout == """
            MacSidebar  [0, 28, 800, 600]  hit: none
              MacSidebar/List  [0, 28, 800, 600]  hit: rectangle  control: List
                MacSidebar/List/Text (List cell)  [20, 63.3333, 760, 44]  hit: rectangle
                  MacSidebar/List/Text  [40, 77.5, 32.6667, 15.6667]  hit: rectangle  .onHover

            """)
        let phone = run(["layout", app, "--view", "MacSidebar", "--define", "MOCK_SERVER"])
        #expect(phone.status == 65)
        #expect(phone.stderr.hasPrefix("--view:1:1: error: no view named 'MacSidebar' in \(app)"))
        #expect(run(["layout", app, "--view", "A", "--preview", "1"]).stderr.hasPrefix("error: '--view' and '--preview' cannot be combined"))
        #expect(run(["layout", app, "--define", "1X"]).stderr.hasPrefix("error: invalid value '1X' for '--define'; expected a flag name such as FEATURE_X"))
    }
}
