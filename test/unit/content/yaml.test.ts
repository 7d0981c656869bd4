import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseYaml} from '../../../src/content/yaml.ts';

/** [what is wrong, YAML, the line to look at (1-based), message]. */
const MISTAKES: [string, string, number, RegExp][] = [
  ['a line indented too far', 'title: x\n  bad: indent\nslug: /', 2, /Implicit keys need to be on a single line \(is this line indented too far\?\)/],
  ['a line without its colon', 'title: a\nfoo bar\nslug: b', 2, /Implicit keys need to be on a single line$/],
  ['an unclosed double quote', 'title: "abc\nslug: x', 1, /Missing closing "quote/],
  ["an unclosed single quote with an escaped '' inside", "title: a\ndescription: 'it''s\nslug: x", 2, /Missing closing 'quote/],
  ['an unclosed flow sequence', 'title: a\ntags: [one, [two]\nslug: x', 2, /end with a \]/],
  ['an unclosed flow mapping', 'title: a\nimage: {url: x\nslug: y', 2, /end with a \}/],
  ['a duplicate key', 'title: a\ntitle: b', 2, /Map keys must be unique/],
  ['a tab as indentation', 'title: a\n\tslug: x', 2, /Tabs are not allowed/],
  ['a sequence item in a mapping', 'title: a\n- b', 2, /./],
  ['an alias without its anchor', 'title: a\nslug: *nope', 2, /Unresolved alias.*nope/],
];

test('YAML errors point at the offending line (a line without its colon was reported one below, an unclosed quote or bracket at the next key)', () => {
  for (const [what, yaml, line, message] of MISTAKES) {
    const result = parseYaml(yaml);
    assert.equal(result.ok, false, what);
    if (result.ok) continue;
    assert.equal(result.problems.length, 1, `${what}: one problem, not one per symptom: ${JSON.stringify(result.problems)}`);
    assert.equal(result.problems[0].line, line, what);
    assert.match(result.problems[0].message, message, what);
  }
});

test('lines count from where the YAML starts in its file (front matter starts on line 2)', () => {
  const result = parseYaml('title: a\nfoo bar', 2);
  assert.ok(!result.ok && result.problems[0].line === 3);
});

test('separate mistakes are each reported', () => {
  const two = parseYaml('a: 1\na: 2\nb: [x\n', 1);
  assert.ok(!two.ok);
  assert.deepEqual(two.problems.map((p) => p.line), [2, 3]);
});

test('keyLine finds a top-level key however it is written', () => {
  const result = parseYaml('# comment\ntitle: a\n"slug" : b\n');
  assert.ok(result.ok);
  assert.equal(result.keyLine('title'), 2);
  assert.equal(result.keyLine('slug'), 3);
  assert.equal(result.keyLine('missing'), undefined);
});
