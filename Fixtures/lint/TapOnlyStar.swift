// A star that marks a favourite with a tap gesture: on a Mac, keyboard navigation never lands
// on it, so no key can mark one.
struct FavouriteStar: View {
    @State private var isFavourite = false
    var body: some View {
        Image(systemName: isFavourite ? "star.fill" : "star")
            .font(.largeTitle)
            .frame(width: 44, height: 44)
            .contentShape(Rectangle())
            .onTapGesture { isFavourite.toggle() }
            .accessibilityAddTraits(.isButton)
    }
}
