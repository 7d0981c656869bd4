// Remotion Lambda facts for the /lambda/ page, as measured and documented for 3.2 (late 2022).
// Text may mark code with backticks. Every figure carries the conditions it was measured under; the page prints them as notes.
export interface LambdaStat {
  value: string;
  label: string;
  /** How the figure was obtained; omitted where it is a documented limit. */
  basis?: string;
}

export const LAMBDA_STATS: LambdaStat[] = [
  {
    value: '15 s',
    label: 'to render an 80-second video',
    basis: 'The Remotion Lambda trailer; the repository linked below has the steps to reproduce it.',
  },
  {
    value: '12 min',
    label: 'to render a 2-hour video',
    basis: 'A 2-hour example composition, 1080 frames per Lambda, ARM64, 2048 MB memory, warm functions in us-east-1, without S3 or transfer costs.',
  },
  {value: '200', label: 'Lambda functions working on one render at most'},
  {
    value: '$0.01',
    label: 'AWS cost per minute of video',
    basis: 'The trailer with 12 frames per Lambda, ARM64, 2048 MB memory, warm functions in us-east-1. S3 storage and data transfer are not included, and a Remotion license may apply on top.',
  },
];

/** What happens during one render, in order. */
export const LAMBDA_STEPS: {title: string; text: string}[] = [
  {
    title: 'Deploy once',
    text: 'A single Lambda function that contains Chromium and FFmpeg goes into your AWS account, next to one S3 bucket. Your Remotion project is bundled and uploaded to that bucket as a site.',
  },
  {
    title: 'Start a render',
    text: 'You call `renderMediaOnLambda()` from Node.js or run `npx remotion lambda render`. The first function invocation works out how many frames the video has and divides them into chunks.',
  },
  {
    title: 'Render in parallel',
    text: 'The same function is invoked many more times, once per chunk. Each invocation opens your site in Chromium, renders its frames and encodes them into a short piece of video.',
  },
  {
    title: 'Stitch and collect',
    text: 'The first invocation collects the pieces, stitches them into one file and uploads it to S3. `getRenderProgress()` reports progress along the way and returns the address of the finished file.',
  },
];

export const LAMBDA_GOOD_FIT = [
  'Your videos are shorter than about 2 hours, the most the function storage can hold.',
  'You render less than about 1 hour of video per minute, within the concurrency AWS grants.',
  'Running on AWS in one of the supported regions is acceptable for you.',
];

export const LAMBDA_LIMITS: {label: string; value: string}[] = [
  {label: 'Concurrent functions per region', value: '1,000 by default on AWS, fewer on new accounts; quotas can be raised'},
  {label: 'Functions per render', value: 'up to 200, at least 4 frames each'},
  {label: 'Function timeout', value: '120 s by default, up to 15 minutes'},
  {label: 'Memory', value: '2048 MB by default, from 512 MB up to 10,240 MB'},
  {label: 'Disk', value: '512 MB by default (about 8 minutes of Full HD video), up to 10,240 MB'},
  {label: 'Longest output', value: 'about 5 GB, roughly 2 hours of Full HD'},
];

export const LAMBDA_REGIONS = [
  'us-east-1', 'us-east-2', 'us-west-2', 'eu-central-1', 'eu-west-1',
  'eu-west-2', 'ap-south-1', 'ap-southeast-1', 'ap-southeast-2', 'ap-northeast-1',
];

export const LAMBDA_COST_TIPS = [
  'Lower the concurrency: bigger chunks mean fewer cold starts and less stitching.',
  'Deploy to a region where Lambda costs less.',
  'Fetch data once before the render and pass it in as input props instead of fetching in every function.',
  'Make each frame faster to render; you pay for the time the functions run.',
];
