// Times shiki's two regex engines per language on the fenced code blocks of a corpus, and checks
// that they colour every block the same: `node scripts/bench/shiki-engines.mjs <site folder>`.
import fs from 'node:fs';
import path from 'node:path';
import {createHighlighterCore} from 'shiki/core';
import {createOnigurumaEngine} from 'shiki/engine/oniguruma';
import {createJavaScriptRegexEngine} from 'shiki/engine/javascript';

const dir = process.argv[2];
const files = fs.readdirSync(dir, {recursive: true}).filter((f) => /\.mdx?$/.test(f)).map((f) => path.join(dir, f));
const blocks = [];
const ALIAS = {ts: 'typescript', tsx: 'tsx', bash: 'shellscript', sh: 'shellscript', json: 'json', js: 'javascript', jsx: 'jsx'};
for (const file of files) {
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/^```(\S*)[^\n]*\n([\s\S]*?)^```/gm)) if (ALIAS[m[1]]) blocks.push({lang: ALIAS[m[1]], code: m[2].replace(/\n$/, '')});
}
const langs = [...new Set(blocks.map((b) => b.lang))];
const grammars = await Promise.all(langs.map((l) => import(`@shikijs/langs/${l}`).then((m) => m.default)));
const theme = (await import('@shikijs/themes/github-dark')).default;
const engines = {
  oniguruma: () => createOnigurumaEngine(import('shiki/wasm')),
  javascript: () => createJavaScriptRegexEngine(),
  'javascript-forgiving': () => createJavaScriptRegexEngine({forgiving: true}),
};
const results = {};
for (const [name, engine] of Object.entries(engines)) {
  const t0 = performance.now();
  const hl = await createHighlighterCore({themes: [theme], langs: grammars.flat(), engine: engine()});
  const setup = performance.now() - t0;
  const per = {};
  const out = [];
  for (const lang of langs) {
    const start = performance.now();
    for (const b of blocks) if (b.lang === lang) out.push(JSON.stringify(hl.codeToTokensBase(b.code, {lang, theme: 'github-dark', tokenizeTimeLimit: 0}).map((line) => line.map((t) => [t.content, t.color]))));
    per[lang] = Math.round(performance.now() - start);
  }
  results[name] = out;
  console.log(name, 'setup', Math.round(setup), 'ms', per);
}
for (const name of Object.keys(engines).slice(1)) {
  const diff = results[name].filter((s, i) => s !== results.oniguruma[i]).length;
  console.log(name, 'blocks coloured differently from oniguruma:', diff, 'of', blocks.length);
}
