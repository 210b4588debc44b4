// The same star as a Button: keyboard navigation lands on it and Space marks a favourite.
struct FavouriteStar: View {
    @State private var isFavourite = false
    var body: some View {
        Button {
            isFavourite.toggle()
        } label: {
            Image(systemName: isFavourite ? "star.fill" : "star")
                .font(.largeTitle)
                .frame(width: 44, height: 44)
        }
    }
}
