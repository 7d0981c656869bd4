// Which pinned export each API reference page documents. This is the one place to edit when a page
// is added or renamed: the parameter-table check (api-tables.ts) reads the page's tables and
// compares them with the export's typings, and fails for a reference page that is in neither list.
//
// Sections are matched by their heading: "Parameters"/"Props"/"Arguments" → the export's inputs,
// "Return value" → what it returns (awaited, array element), "Ref methods" → `methods`, "Events" →
// `events`. `sections` names a type for any other heading (the Config namespaces, for example).

export interface ApiPage {
  package: string;
  /** Export name; a dotted path reaches a member (`Series.Sequence`). */
  export: string;
  /** Type (exported from `package`) whose members the "methods" table documents. */
  methods?: string;
  /** String-literal union (exported from `package`) the "events" table documents. */
  events?: string;
  /** Members the page leaves out on purpose, with the reason (internal or deprecated fields). */
  omitted?: Record<string, string>;
  /** Heading → type expression whose members that table documents; `M` is the package. */
  sections?: Record<string, string>;
  /** For a "Return value" table that documents a different type than the export returns. */
  returns?: string;
}

const remotion = (name: string, extra: Partial<ApiPage> = {}): ApiPage => ({package: 'remotion', export: name, ...extra});
const pkg = (name: string) => (exp: string, extra: Partial<ApiPage> = {}): ApiPage => ({package: name, export: exp, ...extra});
const renderer = pkg('@remotion/renderer');
const lambda = pkg('@remotion/lambda');
const mediaUtils = pkg('@remotion/media-utils');
const paths = pkg('@remotion/paths');
const noise = pkg('@remotion/noise');
const motionBlur = pkg('@remotion/motion-blur');
const preload = pkg('@remotion/preload');

export const API_PAGES: Record<string, ApiPage> = {
  'absolute-fill.md': remotion('AbsoluteFill'),
  'audio.md': remotion('Audio'),
  'composition.md': remotion('Composition'),
  'config.md': remotion('Config', {
    omitted: {setOutputFormat: 'deprecated in the typings in favour of setCodec() and setImageSequence()'},
    sections: {
      'Config.Bundling': 'typeof M.Config.Bundling',
      'Config.Rendering': 'typeof M.Config.Rendering',
      'Config.Output': 'typeof M.Config.Output',
      'Config.Puppeteer': 'typeof M.Config.Puppeteer',
      'Config.Log': 'typeof M.Config.Log',
      'Config.Preview': 'typeof M.Config.Preview',
    },
  }),
  'continue-render.md': remotion('continueRender'),
  'delay-render.md': remotion('delayRender'),
  'freeze.md': remotion('Freeze'),
  'iframe.md': remotion('IFrame'),
  'img.md': remotion('Img'),
  'interpolate-colors.md': remotion('interpolateColors'),
  'interpolate.md': remotion('interpolate'),
  'loop.md': remotion('Loop'),
  'measure-spring.md': remotion('measureSpring'),
  'offthreadvideo.md': remotion('OffthreadVideo'),
  'prefetch.md': remotion('prefetch'),
  'random.md': remotion('random', {omitted: {dummy: 'an unused second parameter of the 3.2 signature'}}),
  'register-root.md': remotion('registerRoot'),
  'sequence.md': remotion('Sequence', {omitted: {showLoopTimesInTimeline: 'set by <Loop> for its timeline label'}}),
  'series.md': remotion('Series.Sequence'),
  'spring.md': remotion('spring'),
  'staticfile.md': remotion('staticFile'),
  'still.md': remotion('Still'),
  'use-video-config.md': remotion('useVideoConfig'),
  'video.md': remotion('Video'),
  'folder.md': remotion('Folder'),

  'bundle.md': pkg('@remotion/bundler')('bundle'),

  'renderer/get-compositions.md': renderer('getCompositions'),
  'renderer/make-cancel-signal.md': renderer('makeCancelSignal'),
  'renderer/open-browser.md': renderer('openBrowser'),
  'renderer/render-frames.md': renderer('renderFrames', {omitted: {config: 'deprecated name of composition', webpackBundle: 'deprecated name of serveUrl', parallelism: 'deprecated name of concurrency', downloadMap: 'marked internal in the typings'}}),
  'renderer/render-media.md': renderer('renderMedia', {omitted: {config: 'deprecated name of composition', webpackBundle: 'deprecated name of serveUrl', parallelism: 'deprecated name of concurrency', downloadMap: 'marked internal in the typings'}}),
  'renderer/render-still.md': renderer('renderStill', {omitted: {config: 'deprecated name of composition', webpackBundle: 'deprecated name of serveUrl', parallelism: 'deprecated name of concurrency', downloadMap: 'marked internal in the typings'}}),
  'renderer/stitch-frames-to-video.md': renderer('stitchFramesToVideo', {omitted: {internalOptions: 'used by renderMedia() to pass its own state'}}),

  'player/player.md': pkg('@remotion/player')('Player', {
    methods: 'PlayerRef',
    events: 'EventTypes',
    omitted: {
      listeners: 'the emitter keeps its subscribers here; not meant to be read',
      dispatchSeek: 'called by the Player itself to emit events',
      dispatchPause: 'called by the Player itself to emit events',
      dispatchPlay: 'called by the Player itself to emit events',
      dispatchEnded: 'called by the Player itself to emit events',
      dispatchRatechange: 'called by the Player itself to emit events',
      dispatchError: 'called by the Player itself to emit events',
      dispatchTimeUpdate: 'called by the Player itself to emit events',
      dispatchFrameUpdate: 'called by the Player itself to emit events',
      dispatchFullscreenChangeUpdate: 'called by the Player itself to emit events',
      dispatchEvent: 'private to the emitter',
    },
  }),

  'audio-buffer-to-data-url.md': mediaUtils('audioBufferToDataUrl'),
  'get-audio-data.md': mediaUtils('getAudioData'),
  'get-audio-duration-in-seconds.md': mediaUtils('getAudioDurationInSeconds'),
  'get-video-metadata.md': mediaUtils('getVideoMetadata'),
  'get-waveform-portion.md': mediaUtils('getWaveformPortion'),
  'use-audio-data.md': mediaUtils('useAudioData'),
  'visualize-audio.md': mediaUtils('visualizeAudio'),

  'gif/index.md': pkg('@remotion/gif')('Gif'),
  'gif/get-gif-duration-in-seconds.md': pkg('@remotion/gif')('getGifDurationInSeconds'),

  'lottie/lottie.md': pkg('@remotion/lottie')('Lottie'),
  'lottie/getlottiemetadata.md': pkg('@remotion/lottie')('getLottieMetadata'),

  'motion-blur/camera-motion-blur.md': motionBlur('CameraMotionBlur'),
  'motion-blur/motion-blur.md': motionBlur('MotionBlur'),
  'motion-blur/trail.md': motionBlur('Trail'),

  'noise/noise-2d.md': noise('noise2D'),
  'noise/noise-3d.md': noise('noise3D'),
  'noise/noise-4d.md': noise('noise4D'),

  'paths/evolve-path.md': paths('evolvePath'),
  'paths/get-length.md': paths('getLength'),
  'paths/get-parts.md': paths('getParts'),
  'paths/get-point-at-length.md': paths('getPointAtLength'),
  'paths/get-tangent-at-length.md': paths('getTangentAtLength'),
  'paths/interpolate-path.md': paths('interpolatePath'),
  'paths/normalize-path.md': paths('normalizePath'),
  'paths/reverse-path.md': paths('reversePath'),

  'preload/preload-audio.md': preload('preloadAudio'),
  'preload/preload-video.md': preload('preloadVideo'),
  'preload/resolve-redirect.md': preload('resolveRedirect'),

  'three-canvas.md': pkg('@remotion/three')('ThreeCanvas'),
  'use-video-texture.md': pkg('@remotion/three')('useVideoTexture'),

  'lambda/deletefunction.md': lambda('deleteFunction'),
  'lambda/deleterender.md': lambda('deleteRender'),
  'lambda/deletesite.md': lambda('deleteSite'),
  'lambda/deployfunction.md': lambda('deployFunction'),
  'lambda/deploysite.md': lambda('deploySite'),
  'lambda/downloadmedia.md': lambda('downloadMedia'),
  'lambda/estimateprice.md': lambda('estimatePrice'),
  'lambda/getawsclient.md': lambda('getAwsClient'),
  'lambda/getfunctioninfo.md': lambda('getFunctionInfo'),
  'lambda/getfunctions.md': lambda('getFunctions'),
  'lambda/getorcreatebucket.md': lambda('getOrCreateBucket'),
  'lambda/getrenderprogress.md': lambda('getRenderProgress'),
  'lambda/getsites.md': lambda('getSites'),
  'lambda/presignurl.md': lambda('presignUrl'),
  'lambda/rendermediaonlambda.md': lambda('renderMediaOnLambda'),
  'lambda/renderstillonlambda.md': lambda('renderStillOnLambda'),
  'lambda/simulatepermissions.md': lambda('simulatePermissions', {returns: 'results'}),
  'lambda/validatewebhooksignature.md': lambda('validateWebhookSignature'),
};

/** Reference pages with parameter tables that cannot be compared with a pinned `.d.ts`, and why. */
export const UNCHECKED_PAGES: Record<string, string> = {
  'player/thumbnail.md': '<Thumbnail> first shipped in @remotion/player 3.2.41; the pinned 3.2.40 does not export it.',
  'google-fonts/load-font.md': '@remotion/google-fonts 3.3.2 ships JavaScript without type definitions.',
  'google-fonts/get-info.md': '@remotion/google-fonts 3.3.2 ships JavaScript without type definitions.',
  'google-fonts/get-available-fonts.md': '@remotion/google-fonts 3.3.2 ships JavaScript without type definitions.',
  'skia/enable-skia.md': '@remotion/skia is not among the pinned packages.',
  'skia/skia-canvas.md': '@remotion/skia is not among the pinned packages.',
  'easing.md': 'Easing is an object of functions, documented as curves rather than as parameters.',
};
