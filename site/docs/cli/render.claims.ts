// Defaults of `npx remotion render`'s flags, proven by running the CLI's own start-up and render
// command with the flag left out and reading what it hands to renderMedia(), renderFrames() and
// bundle() (cli-flag-proofs.ts); where it hands on nothing, the renderer code that decides runs.
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {cliRun, flagDefault, proofs, render, renderMediaGets} from '../../../scripts/docs-checks/cli-flag-proofs.ts';
import {cliQualityLimit} from '../../../scripts/docs-checks/limit-proofs.ts';

export const claims: PageClaims = {
  page: 'cli/render.md',
  claims: [
    flagDefault('--image-format', '| `--image-format` | `jpeg` \\| `png` | `jpeg`, `png` with `--sequence` |', proofs.renderImageFormat),
    flagDefault('--env-file', '| `--env-file` | path | `.env` |', () => proofs.envFile('render')),
    flagDefault('--codec', "| `h264` | Codec of the output. `mp3`, `aac` and `wav` produce audio only. If you don't pass it", proofs.renderCodec),
    flagDefault('--audio-bitrate', '| `--audio-bitrate` | string | `320k` for audio-only files, `512K` beside a video |', proofs.renderAudioBitrate),
    flagDefault('--prores-profile', '| `hq` | ProRes flavour.', proofs.renderProResProfile),
    flagDefault('--scale', '| `--scale` | number | `1` |', renderMediaGets('scale', 1)),
    flagDefault('--bundle-cache', '| `--bundle-cache` | boolean | `true` |', () => proofs.bundleCache(render)),
    flagDefault('--log', '| `info` | Amount of output.', () => proofs.log(render, 'renderMedia')),
    flagDefault('--timeout', '| `--timeout` | ms | `30000` |', () => proofs.timeout(render, 'renderMedia')),
    {
      kind: 'behaviour',
      quote: 'Without a recognized extension, `--codec` is used, then the configuration file, then `h264`.',
      prove: async () => {
        assert.equal((await render('out/video', '--codec=vp8')).renderMedia?.codec, 'vp8');
        const fromFile = await cliRun('render', ['src/index.ts', 'Comp', 'out/video'], {files: {'remotion.config.ts': "import {Config} from 'remotion';\nConfig.Output.setCodec('vp9');\n"}});
        assert.equal(fromFile.renderMedia?.codec, 'vp9');
      },
    },
    cliQualityLimit('--quality', 'JPEG quality of the captured frames, a whole number; `--quality=0` counts as not set', async (q) => (await render('--image-format=jpeg', `--quality=${q}`)).renderMedia?.quality),
  ],
};
