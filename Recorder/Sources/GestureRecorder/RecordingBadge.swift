// Apple glue, not compiled by gesture-replay's CI (see GestureRecorder.swift).
#if canImport(UIKit)
import SwiftUI
#endif
import Foundation
import GestureRecorderCore

#if canImport(UIKit) || GESTURE_RECORDER_STAND_IN

extension View {
    /// Marks the view whose gestures are recorded (write it in that view's `body`, naming the
    /// view's type) and shows a badge to start, stop and share a recording. In a `#Preview` the
    /// badge shows and nothing records until it is tapped.
    public func recordingGestures<Recorded: View>(of view: Recorded.Type, file: String = #filePath) -> some View {
        onAppear { GestureRecorder.shared.view = (String(describing: view), file) }
            .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { frame in
                MainActor.assumeIsolated { GestureRecorder.shared.viewFrame = frame }
            }
            .overlay(alignment: .topTrailing) { RecordingBadge() }
    }
}

/// "● REC" while recording, with a button to stop; else a button to record and a share link
/// for the last session's files.
struct RecordingBadge: View {
    private let recorder = GestureRecorder.shared

    var body: some View {
        HStack {
            Button(recorder.isRecording ? "● REC" : "Record") {
                if recorder.isRecording { recorder.stop() } else { recorder.start() }
            }
            if !recorder.isRecording, !recorder.files.isEmpty {
                ShareLink(items: recorder.files) { Text("Share") }
            }
        }
        .padding(6)
        .background(.thinMaterial, in: Capsule())
        .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { frame in
            MainActor.assumeIsolated { GestureRecorder.shared.badgeFrame = frame }
        }
    }
}
#endif
