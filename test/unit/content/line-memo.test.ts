// The line memo gives exactly the tokens of tokenizing every line: the same line in another state
// (inside a comment, a template string, JSX, a heredoc) is tokenized for that state.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHighlighter} from 'shiki';
import {memoizeLines, type MemoGrammar} from '../../../src/content/line-memo.ts';

const BLOCKS: [string, string][] = [
  ['tsx', "import {a} from 'b';\n/*\nimport {a} from 'b';\n*/\nconst s = `\nimport {a} from 'b';\n}\n`;\n}\nexport const C = () => (\n  <div>\n    import {a} from 'b';\n  </div>\n);\nimport {a} from 'b';"],
  ['typescript', "const x = {\n  a: 1,\n};\n// a: 1,\nconst y = `\n  a: 1,\n`;\n  a: 1,\n};"],
  ['shellscript', "cat <<EOF\nnpm i remotion\nEOF\nnpm i remotion\necho 'npm i remotion\nnpm i remotion'"],
  ['json', '{\n  "a": 1,\n  "b": {\n    "a": 1\n  }\n}'],
  ['markdown', '```js\nconst a = 1;\n```\n\nconst a = 1;\n\n    const a = 1;'],
];

test('memoised lines give the same tokens as tokenizing each line, in every state a line recurs in', async () => {
  const langs = BLOCKS.map(([lang]) => lang);
  const plain = await createHighlighter({themes: ['github-dark'], langs});
  const memo = await createHighlighter({themes: ['github-dark'], langs});
  for (const lang of langs) assert.equal(memoizeLines(memo.getLanguage(lang) as unknown as MemoGrammar), true, lang);
  // Twice: the second time every line comes from the memo.
  for (let round = 0; round < 2; round++) {
    for (const [lang, code] of BLOCKS) {
      const tokens = (h: typeof plain) => h.codeToTokensBase(code, {lang: lang as never, theme: 'github-dark'}).map((line) => line.map((t) => [t.content, t.color, t.fontStyle]));
      assert.deepEqual(tokens(memo), tokens(plain), `${lang}, round ${round}`);
    }
  }
});

test('a grammar whose states are not the shape the memo reads is left as it is', () => {
  const tokenizeLine2 = () => ({tokens: new Uint32Array(0), ruleStack: {depth: 1} as never, stoppedEarly: false});
  const grammar = {tokenizeLine2} as unknown as MemoGrammar;
  assert.equal(memoizeLines(grammar), false);
  assert.equal(grammar.tokenizeLine2, tokenizeLine2);
});
