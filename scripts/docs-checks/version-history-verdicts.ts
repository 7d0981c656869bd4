// Recorded verdicts of version-history.ts on site/docs, checked by test/site/docs-version-history.test.ts.
// Regenerate with version-history-report.ts only after triaging a change: the test fails when a verdict differs.

/** Notes whose version the registry lacks: judged against the nearest published versions instead. */
export const GAPS: string[] = [
  "assets.md:47: @remotion/cli@3.2.13 is not in the registry: absent in 3.2.12, present in 3.2.14",
  "bundle.md:53: @remotion/bundler@3.2.13 is not in the registry: absent in 3.2.12, present in 3.2.14",
  "bundle.md:40: @remotion/bundler@3.2.17 is not in the registry: absent in 3.2.16, present in 3.2.21",
  "cli/preview.md:27: @remotion/cli@3.2.13 is not in the registry: absent in 3.2.12, present in 3.2.14",
  "cli/render.md:36: @remotion/cli@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "cli/render.md:37: @remotion/cli@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "cli/render.md:50: @remotion/cli@3.2.13 is not in the registry: absent in 3.2.12, present in 3.2.14",
  "encoding.md:57: @remotion/renderer@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "faq/codecs.md:76: @remotion/cli@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "lambda/concurrency.md:93: @remotion/lambda@3.0.30 is not in the registry: absent in 3.0.19, present in 3.0.31",
  "lambda/recipes/private-output.md:12: @remotion/lambda@3.1.5 is not in the registry: absent in 3.1.1, present in 3.1.11",
  "lambda/rendermediaonlambda.md:43: @remotion/lambda@3.0.30 is not in the registry: absent in 3.0.19, present in 3.0.31",
  "lambda/rendermediaonlambda.md:44: @remotion/lambda@3.1.0 is not in the registry: absent in 3.0.31, present in 3.1.1",
  "lambda/rendermediaonlambda.md:45: @remotion/lambda@3.1.0 is not in the registry: absent in 3.0.31, present in 3.1.1",
  "lambda/rendermediaonlambda.md:46: @remotion/lambda@3.1.5 is not in the registry: absent in 3.1.1, present in 3.1.11",
  "lambda/rendermediaonlambda.md:51: @remotion/lambda@3.2.32 is not in the registry: absent in 3.2.30, present in 3.2.33",
  "lambda/rendermediaonlambda.md:52: @remotion/lambda@3.2.32 is not in the registry: absent in 3.2.30, present in 3.2.33",
  "lambda/rendermediaonlambda.md:53: @remotion/lambda@3.2.40 is not in the registry: absent in 3.2.33, present in 3.2.44",
  "lambda/rendermediaonlambda.md:54: @remotion/lambda@3.2.40 is not in the registry: absent in 3.2.33, present in 3.2.44",
  "lambda/renderstillonlambda.md:36: @remotion/lambda@3.1.5 is not in the registry: absent in 3.1.1, present in 3.1.11",
  "lambda/renderstillonlambda.md:38: @remotion/lambda@3.2.40 is not in the registry: absent in 3.2.33, present in 3.2.44",
  "lambda/renderstillonlambda.md:39: @remotion/lambda@3.2.40 is not in the registry: absent in 3.2.33, present in 3.2.44",
  "lottie/lottie.md:9: @remotion/lottie@3.2.0 is not in the registry: absent in (first release), present in 3.2.21",
  "motion-blur/camera-motion-blur.md:7: @remotion/motion-blur is in the registry only from 3.3.7, which has `CameraMotionBlur`",
  "motion-blur/index.md:7: @remotion/motion-blur is in the registry only from 3.3.7, which has `MotionBlur`",
  "motion-blur/trail.md:7: @remotion/motion-blur is in the registry only from 3.3.7, which has `CameraMotionBlur`",
  "noise-visualization.md:7: @remotion/noise is in the registry only from 3.3.6, which has `noise2D`",
  "noise/index.md:7: @remotion/noise is in the registry only from 3.3.6, which has `noise2D`",
  "performance.md:18: @remotion/renderer@3.2.29 is not in the registry: absent in 3.2.28, present in 3.2.30",
  "player/autoplay.md:52: @remotion/player@2.3.1 is not in the registry: absent in 2.3.0, present in 2.3.2",
  "player/player.md:75: @remotion/player@2.3.1 is not in the registry: absent in 2.3.0, present in 2.3.2",
  "preload/index.md:7: @remotion/preload is in the registry only from 3.2.42, which has `preloadVideo`",
  "renderer/render-media.md:27: @remotion/renderer@3.2.17 is not in the registry: absent in 3.2.16, present in 3.2.21",
  "renderer/render-media.md:38: @remotion/renderer@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "renderer/render-media.md:39: @remotion/renderer@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "renderer/render-media.md:52: @remotion/renderer@3.2.29 is not in the registry: absent in 3.2.28, present in 3.2.30",
  "renderer/render-media.md:53: @remotion/renderer@3.2.29 is not in the registry: absent in 3.2.28, present in 3.2.30",
  "renderer/render-still.md:7: @remotion/renderer@2.3.0 is not in the registry: absent in 2.2.4, present in 2.3.1",
  "renderer/stitch-frames-to-video.md:34: @remotion/renderer@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "renderer/stitch-frames-to-video.md:35: @remotion/renderer@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "server/codec-quality.md:39: @remotion/renderer@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "server/codec-quality.md:41: @remotion/renderer@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "timeline.md:25: @remotion/cli@3.2.13 is not in the registry: absent in 3.2.12, present in 3.2.14",
  "troubleshooting/slow-renders.md:18: @remotion/renderer@3.2.29 is not in the registry: absent in 3.2.28, present in 3.2.30",
  "troubleshooting/wrong-colors.md:30: @remotion/cli@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
  "using-audio.md:115: @remotion/cli@3.2.32 is not in the registry: absent in 3.2.31, present in 3.2.33",
];

/**
 * Open findings, not yet triaged: either the note is wrong, or the subject word is too broad for a
 * text search or names the page's API while the prose is about something else.
 * This list may only shrink: a new entry fails the test, and so does an entry that now passes.
 */
export const OPEN_FINDINGS: string[] = [];

/**
 * Prose notes whose subject is in no package's code, each judged against the content manifest
 * instead (the test finds every quoted fact there): the Chromium of Remotion's Lambda layer.
 */
export const NO_SUBJECT: string[] = [
  "lambda/runtime.md:18",
];

export const MANIFEST_FACTS: Record<string, string[]> = {
  'lambda/runtime.md:18': ['101.0.4951.68 (>=3.0.8)', 'Chrome 104 on Lambda'],
};
