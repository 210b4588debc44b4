#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReplayKit

// The options replay, render and synth share: `--gesture EXPR` or `--scene FILE`, read in one place.
extension ReplaySetup {
    /// The gestures `--gesture EXPR` or `--scene FILE` give (nil for neither), with the
    /// diagnostic and exit status when they do not parse or the file cannot be read. Also hands
    /// back the scene's text, for a command that writes it into a header.
    static func fromCommandLine(gesture: String?, scenePath: String?) throws(ReplayProblem) -> (setup: ReplaySetup?, sceneText: String?) {
        if let gesture {
            do {
                return (.views([("root", try ExpressionParser.parse(gesture, origin: "--gesture"))]), nil)
            } catch {
                throw ReplayProblem(message: error.description + "\nHelp: gesture-replay --help lists the gestures and their parameters.",
                                    kind: .usage)
            }
        }
        guard let scenePath else { return (nil, nil) }
        guard let text = ReplayCommand.readWholeFile(scenePath) else {
            throw ReplayProblem(message: "\(scenePath): error: cannot open scene: \(String(cString: strerror(errno)))", kind: .cannotOpen)
        }
        do {
            return (.scene(try SceneLoader.load(text, file: scenePath)), text)
        } catch {
            throw ReplayProblem(message: error.description, kind: .badData)
        }
    }
}
