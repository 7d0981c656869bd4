// Runs @remotion/bundler's real bundle() on a throwaway project with webpack replaced by a stub
// that records the configuration it is handed and reports success: everything bundle() decides
// itself (output folder, public folder copy, index.html, cache setting, root) runs unchanged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {dist, distWithDependency} from './proof-kit.ts';

export interface BundleRun {
  outDir: string;
  indexHtml: string;
  /** The webpack configuration bundle() generated. */
  config: {cache?: unknown; output?: {path?: string}};
  /** The throwaway project: package.json, src/index.ts, public/a.txt, static/b.txt. */
  project: string;
}

export function tempProject(): string {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-claims-bundle-'));
  fs.writeFileSync(path.join(project, 'package.json'), '{"name":"p"}');
  fs.mkdirSync(path.join(project, 'src'));
  fs.writeFileSync(path.join(project, 'src/index.ts'), 'export {};\n');
  fs.mkdirSync(path.join(project, 'public'));
  fs.writeFileSync(path.join(project, 'public/a.txt'), 'a');
  fs.mkdirSync(path.join(project, 'static'));
  fs.writeFileSync(path.join(project, 'static/b.txt'), 'b');
  return project;
}

export async function runBundle(options: (project: string) => Record<string, unknown>, project = tempProject()): Promise<BundleRun> {
  let config: BundleRun['config'] = {};
  const webpack = (configs: BundleRun['config'][], done: (err: null, stats: unknown) => void) => {
    config = configs[0];
    done(null, {toJson: () => ({errors: []})});
  };
  // Loaded first, so only bundle.js sees the stub: the rest of the bundler extends webpack's classes.
  dist('@remotion/bundler', 'index');
  const {bundle} = distWithDependency('@remotion/bundler', 'bundle', 'webpack', webpack);
  const cwd = process.cwd();
  try {
    const outDir: string = await bundle({entryPoint: path.join(project, 'src/index.ts'), ...options(project)});
    return {outDir, indexHtml: fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'), config, project};
  } finally {
    process.chdir(cwd);
  }
}
