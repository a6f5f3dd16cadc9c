// How Node runs the shop's API, wherever it is started: `npm start`, the end-to-end server, the
// robustness suites and the bench (decision record 044).

/**
 * V8's flags for the API process. A young generation of up to 32 MB a half, where V8's default is
 * 16. With 16, about one start in four of the API settled into a state where each request's objects
 * outlived two young collections and went to the old generation (some 65 MB a second under load,
 * against next to nothing otherwise), and the process spent a third more CPU a request for as long
 * as it ran; with 32, none of 23 starts did. It costs up to 32 MB more memory under load.
 */
export const API_V8_FLAGS = ['--max-semi-space-size=32'];
