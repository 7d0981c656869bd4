// The files an esbuild run read, as the step runner records them for a bundle (see
// src/steps/reading.ts): a bundle is reused while each of them has the content it had.
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';

/** The files an esbuild run read (its metafile inputs), as absolute paths. */
export function metafileInputs(metafile: esbuild.Metafile, workingDir = process.cwd()): string[] {
  return Object.keys(metafile.inputs)
    .map((input) => path.resolve(workingDir, input))
    .filter((file) => fs.existsSync(file));
}
