// "Available from vX" notes against the published packages: the thing a note is about must be in
// the package at version X and not in the version published before it. Tarballs come from
// `npm pack` into a cache under node_modules/.cache (downloaded once). The registry this runs
// against lacks some versions: then the nearest published versions on either side are compared and
// the note is reported as a gap, which the test lists explicitly.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {API_PAGES} from './api-map.ts';
import {compareVersions, type VersionNote} from './version-notes.ts';

export const CACHE = 'node_modules/.cache/sitegen-docs-facts';

export interface Subject {
  package: string;
  /** A word that appears in the package's typings or code exactly when the feature exists. */
  id: string;
  /** For an option: the export that takes it; only typings declaring that export are searched. */
  scope?: string;
  /** For a CLI flag: the one file that parses the flags (the editor's code mentions many words). */
  file?: string;
  /** For an API: only what the package's entry typings export counts (a file may exist unexported). */
  exported?: boolean;
}

const CLI_PACKAGE = '@remotion/cli';

/**
 * Prose notes whose subject is not the page linked before them, by `page vVERSION`: read by hand
 * from the sentence each note stands in.
 */
export const PROSE_SUBJECTS: Record<string, Subject> = {
  'audio-buffer-to-data-url.md v2.5.6': {package: '@remotion/media-utils', id: 'audioBufferToDataUrl', exported: true},
  'lambda/recipes/private-output.md v3.1.5': {package: '@remotion/lambda', id: 'downloadBehavior', scope: 'renderMediaOnLambda'},
  'lambda/webhooks.md v3.2.30': {package: '@remotion/lambda', id: 'webhook', scope: 'renderMediaOnLambda'},
  'noise/index.md v3.2.31': {package: '@remotion/noise', id: 'noise2D', exported: true},
  'performance.md v3.2.29': {package: '@remotion/renderer', id: 'onSlowestFrames', scope: 'renderMedia'},
  'preload/index.md v3.1': {package: '@remotion/preload', id: 'preloadVideo', exported: true},
  'renderer/render-media.md v3.0': {package: '@remotion/renderer', id: 'renderMedia', exported: true},
  'using-audio.md:109': {package: '@remotion/renderer', id: 'muted', scope: 'renderMedia'},
  // The object signature brought the LegacyBundleOptions type for the positional one.
  'bundle.md:40': {package: '@remotion/bundler', id: 'LegacyBundleOptions', scope: 'bundle'},
  // Optional is the `?` on the option in the typings (3.0.25 has `outputLocation: string`).
  'renderer/render-media.md:24': {package: '@remotion/renderer', id: 'outputLocation?', file: 'render-media.d.ts'},
  // ProRes on Lambda is the codec in the list the Lambda client validates against.
  'faq/codecs.md:71': {package: '@remotion/lambda', id: "'prores'", file: 'validate-lambda-codec.js'},
  // Prose notes on guide pages, each read in its sentence (review of 2026-11-29).
  '2-0-migration.md:30': {package: '@remotion/cli', id: 'muted', file: 'parse-command-line.js'},
  'assets.md:47': {package: '@remotion/cli', id: 'public-dir', file: 'parse-command-line.js'},
  'chromium-flags.md:18': {package: '@remotion/renderer', id: 'chromiumOptions', scope: 'getCompositions'},
  'dynamic-metadata.md:101': {package: '@remotion/cli', id: 'width', file: 'parse-command-line.js'},
  'encoding.md:57': {package: '@remotion/renderer', id: 'videoBitrate', scope: 'renderMedia'},
  'faq/codecs.md:20': {package: '@remotion/renderer', id: "'gif'", file: 'get-codec-name.js'},
  'faq/codecs.md:76': {package: '@remotion/cli', id: 'video-bitrate', file: 'parse-command-line.js'},
  'lambda/concurrency.md:93': {package: '@remotion/lambda', id: 'concurrencyPerLambda', scope: 'renderMediaOnLambda'},
  'lambda/custom-destination.md:105': {package: '@remotion/lambda', id: 's3OutputProvider', file: 'get-render-progress.d.ts'},
  'lambda/custom-destination.md:111': {package: '@remotion/lambda', id: 'overwrite', scope: 'renderMediaOnLambda'},
  'lottie/lottie.md:9': {package: '@remotion/lottie', id: 'Lottie', exported: true},
  'motion-blur/camera-motion-blur.md:7': {package: '@remotion/motion-blur', id: 'CameraMotionBlur', exported: true},
  'motion-blur/index.md:7': {package: '@remotion/motion-blur', id: 'MotionBlur', exported: true},
  'noise-visualization.md:7': {package: '@remotion/noise', id: 'noise2D', exported: true},
  'performance.md:12': {package: '@remotion/cli', id: 'benchmark', file: 'index.js'},
  'player/autoplay.md:52': {package: '@remotion/player', id: 'numberOfSharedAudioTags', scope: 'Player'},
  'player/thumbnail.md:12': {package: '@remotion/player', id: 'Thumbnail', exported: true},
  'recipes/social-media-formats.md:117': {package: '@remotion/cli', id: 'width', file: 'parse-command-line.js'},
  'render-as-gif.md:7': {package: '@remotion/renderer', id: "'gif'", file: 'get-codec-name.js'},
  'scaling.md:46': {package: '@remotion/cli', id: 'width', file: 'parse-command-line.js'},
  'server/codec-quality.md:39': {package: '@remotion/renderer', id: 'videoBitrate', scope: 'renderMedia'},
  'server/codec-quality.md:41': {package: '@remotion/renderer', id: 'audioBitrate', scope: 'renderMedia'},
  'ssr.md:103': {package: '@remotion/renderer', id: 'cancelSignal', scope: 'renderMedia'},
  'troubleshooting/slow-renders.md:18': {package: '@remotion/renderer', id: 'onSlowestFrames', scope: 'renderMedia'},
  'troubleshooting/wrong-colors.md:30': {package: '@remotion/cli', id: 'video-bitrate', file: 'parse-command-line.js'},
  'using-audio.md:113': {package: '@remotion/cli', id: 'enforce-audio-track', file: 'parse-command-line.js'},
  'using-audio.md:115': {package: '@remotion/cli', id: 'audio-bitrate', file: 'parse-command-line.js'},
};

/** What a note on `rel` is about: a recorded prose subject, else from its most specific key. */
export function noteSubject(rel: string, version: string, key: string): Subject | undefined {
  return PROSE_SUBJECTS[`${rel} v${version}`] ?? subjectOf(key);
}

export function noteSubjectAt(rel: string, line: number, version: string, key: string): Subject | undefined {
  return PROSE_SUBJECTS[`${rel}:${line}`] ?? noteSubject(rel, version, key);
}

/** What a note is about, from its most specific key; undefined when the key names no package API. */
export function subjectOf(key: string): Subject | undefined {
  const [page, option] = key.split('#');
  if (option?.startsWith('--')) {
    return page.startsWith('lambda/') && !['--width', '--height'].includes(option)
      ? {package: '@remotion/lambda', id: option.slice(2)}
      : {package: CLI_PACKAGE, id: option.slice(2), file: 'parse-command-line.js'};
  }
  const api = API_PAGES[`${page}.md`] ?? API_PAGES[`${page}/index.md`];
  if (!api) return page.startsWith('cli/') && !option ? {package: CLI_PACKAGE, id: page.slice(4)} : undefined;
  return option ? {package: api.package, id: option, scope: api.export.split('.')[0]} : {package: api.package, id: api.export.split('.')[0], exported: true};
}

export class PackageHistory {
  private versions = new Map<string, string[]>();
  constructor(private root: string) {}

  private cacheDir(): string {
    const dir = path.join(this.root, CACHE);
    fs.mkdirSync(dir, {recursive: true});
    return dir;
  }

  published(pkg: string): string[] {
    let list = this.versions.get(pkg);
    if (list) return list;
    const file = path.join(this.cacheDir(), `${pkg.replace('/', '__')}.versions.json`);
    if (!fs.existsSync(file)) {
      const out = execFileSync('npm', ['view', pkg, 'versions', '--json'], {encoding: 'utf8'});
      fs.writeFileSync(file, out);
    }
    list = (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]).filter((v) => /^\d+\.\d+\.\d+$/.test(v)).sort(compareVersions);
    this.versions.set(pkg, list);
    return list;
  }

  /** The unpacked package folder of one published version. */
  unpacked(pkg: string, version: string): string {
    const dir = path.join(this.cacheDir(), `${pkg.replace('/', '__')}@${version}`);
    if (fs.existsSync(path.join(dir, 'package', 'package.json'))) return path.join(dir, 'package');
    fs.mkdirSync(dir, {recursive: true});
    const tgz = execFileSync('npm', ['pack', `${pkg}@${version}`, '--silent', '--pack-destination', dir], {encoding: 'utf8'}).trim().split('\n').pop()!;
    execFileSync('tar', ['-xzf', path.join(dir, tgz), '-C', dir]);
    fs.rmSync(path.join(dir, tgz));
    return path.join(dir, 'package');
  }

  /** Whether the entry typings (dist/index.d.ts and what it re-exports with `export *`) name `id`. */
  exports(pkg: string, version: string, id: string): boolean {
    const root = this.unpacked(pkg, version);
    const seen = new Set<string>();
    const word = new RegExp(`(?<![\\w-])${id}(?![\\w-])`);
    const visit = (file: string): boolean => {
      if (seen.has(file) || !fs.existsSync(file)) return false;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const line of text.split('\n')) {
        const star = /^export \* from '(.+)';/.exec(line);
        if (star) {
          const base = path.resolve(path.dirname(file), star[1]);
          if (visit(`${base}.d.ts`) || visit(path.join(base, 'index.d.ts'))) return true;
        } else if (/^export /.test(line) && word.test(line)) return true;
      }
      return false;
    };
    const pkgJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {types?: string; typings?: string};
    return visit(path.join(root, pkgJson.types ?? pkgJson.typings ?? 'dist/index.d.ts'));
  }

  /** Whether `id` occurs as a word in the typings and compiled code of the version. */
  has(pkg: string, version: string, id: string, scope?: string, only?: string): boolean {
    const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const word = new RegExp(`(?<![\\w-])${escape(id)}(?![\\w-])`);
    const declares = scope ? new RegExp(`declare (?:const|function|class) ${escape(scope)}\\b`) : null;
    const walk = (dir: string): boolean => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules' && walk(file)) return true;
        } else if (only ? entry.name === only : declares ? entry.name.endsWith('.d.ts') : /\.(d\.ts|js)$/.test(entry.name)) {
          const text = fs.readFileSync(file, 'utf8');
          if ((!declares || declares.test(text)) && word.test(text)) return true;
        }
      }
      return false;
    };
    return walk(this.unpacked(pkg, version));
  }
}

export interface NoteVerdict {
  where: string;
  subject: Subject;
  version: string;
  /** Set when the note is wrong. */
  failure?: string;
  /** Set when the registry lacks the version: the nearest published versions that were compared. */
  gap?: string;
}

export function judgeNote(history: PackageHistory, where: string, note: VersionNote, subject: Subject): NoteVerdict {
  const list = history.published(subject.package);
  const x = note.version.split('.').length === 2 ? `${note.version}.0` : note.version;
  const verdict: NoteVerdict = {where, subject, version: note.version};
  const line = x.split('.').slice(0, 2).join('.');
  const before = list.filter((v) => compareVersions(v, x) < 0).pop();
  const atOrAfter = list.find((v) => compareVersions(v, x) >= 0);
  if (before === undefined && atOrAfter && !atOrAfter.startsWith(`${line}.`)) {
    // The registry's copy of the package starts after X: nothing older to compare with.
    if (history.has(subject.package, atOrAfter, subject.id)) verdict.gap = `${subject.package} is in the registry only from ${atOrAfter}, which has \`${subject.id}\``;
    else verdict.failure = `\`${subject.id}\` is not in ${subject.package}@${atOrAfter}, its first release in the registry`;
    return verdict;
  }
  if (!list.some((v) => v.startsWith(`${line}.`)) && !(before === undefined && atOrAfter !== undefined && atOrAfter.startsWith(`${line}.`))) {
    verdict.failure = `${subject.package} has no ${line}.x release (published around it: ${before ?? 'none'} and ${atOrAfter ?? 'none'})`;
    return verdict;
  }
  if (!atOrAfter || !(subject.exported ? history.exports(subject.package, atOrAfter, subject.id) : history.has(subject.package, atOrAfter, subject.id, subject.scope, subject.file))) {
    verdict.failure = `\`${subject.id}\` is not in ${subject.package}@${atOrAfter ?? '(no later release)'}`;
    return verdict;
  }
  if (before && (subject.exported ? history.exports(subject.package, before, subject.id) : history.has(subject.package, before, subject.id, subject.scope, subject.file))) {
    verdict.failure = `\`${subject.id}\` is already in ${subject.package}@${before}`;
    return verdict;
  }
  if (atOrAfter !== x) verdict.gap = `${subject.package}@${x} is not in the registry: absent in ${before ?? '(first release)'}, present in ${atOrAfter}`;
  return verdict;
}
