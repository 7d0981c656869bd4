// <Composition> limits, proven at both edges with the validators the component runs on mount.
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {limitEdges, validator} from '../../scripts/docs-checks/limit-proofs.ts';

const WHERE = 'of the <Composition/> component';

export const claims: PageClaims = {
  page: 'composition.md',
  claims: [
    limitEdges('width', 'Width in pixels. Must be a positive integer.', validator('remotion', 'validation/validate-dimensions', 'validateDimension', 'width', WHERE), [1, 3840], [0, -1, 1.5]),
    limitEdges('height', 'Height in pixels. Must be a positive integer.', validator('remotion', 'validation/validate-dimensions', 'validateDimension', 'height', WHERE), [1, 2160], [0, -1, 1.5]),
    limitEdges('durationInFrames', 'Length of the video in frames. Must be a positive integer.', validator('remotion', 'validation/validate-duration-in-frames', 'validateDurationInFrames', WHERE), [1, 300], [0, -1, 1.5]),
  ],
};
