// Fuzz target: the trace reader and everything a trace reaches through its header — header
// gestures and scenes, the engine with the default scene, --keep-going, validate and --resample.
@testable import ReplayKit
@testable import SwiftSource
import GestureTesting

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    writeScratch(data, size)
    for keepGoing in [false, true] {
        let writer = EncodingSink.make(keepGoing ? .text : .json, output: OutputSink(.memory))
        var replay = TraceReplay(explain: keepGoing)
        replay.keepGoing = keepGoing
        try? replay.run(path: scratchPath, into: writer)
    }
    let resampled = RecordCollector()
    try? TraceReplay(resampleRate: 97).run(path: scratchPath, into: resampled)
    _ = TraceLinter().validate(scratchPath)
    return 0
}
