// The animation math of the `remotion` package, imported from its own modules. remotion 3.2 ships
// CommonJS without an exports map, so `import {interpolate} from 'remotion'` would pull the whole
// library (about 26 KB gzip) into every demo chunk; these are the very same functions (the package
// index re-exports them from these files), at about 3 KB. test/browser/demos-interpolate.test.ts
// checks that they are identical to the package's exports.
export {interpolate} from 'remotion/dist/interpolate.js';
export {Easing} from 'remotion/dist/easing.js';
export {spring} from 'remotion/dist/spring/index.js';
export {measureSpring} from 'remotion/dist/spring/measure-spring.js';
