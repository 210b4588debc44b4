/// `.controlSize`: how large a bordered button's padding is.
enum ControlSize: String {
    case mini, small, regular, large, extraLarge
}
