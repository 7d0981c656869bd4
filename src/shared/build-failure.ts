// What an esbuild failure says, as sitegen's errors say it: the first error's text and where it
// is (the file esbuild names, else the file that was being built). Every place that bundles a
// file of the site (config, plugins, stylesheets) reports a failure this way.
import type * as esbuild from 'esbuild';
import type {SourceLocation} from '../errors.ts';

export function buildFailure(cause: unknown, file: string): {text: string; location: SourceLocation} {
  const first = (cause as Partial<esbuild.BuildFailure>).errors?.[0];
  return {
    text: first?.text ?? (cause as Error).message ?? 'could not compile',
    location: {file: first?.location?.file ?? file, line: first?.location?.line},
  };
}
