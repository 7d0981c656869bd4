import {test} from 'node:test';
import assert from 'node:assert/strict';
import {editUrlFunction} from '../../../../src/config/docusaurus/docs.ts';

test('an editUrl function built from its parameters is rewritten over sitegen parameters', () => {
  const base = 'https://github.com/o/r';
  assert.equal(editUrlFunction(({docPath}) => `${base}/edit/main/docs/${docPath}`)?.source, '({contentPath}) => "https://github.com/o/r/edit/main/docs/" + contentPath');
  assert.equal(editUrlFunction(({versionDocsDirPath, docPath}) => `${base}/${versionDocsDirPath}/${docPath}`)?.source, '({versionDocsDirPath, contentPath}) => "https://github.com/o/r/" + versionDocsDirPath + "/" + contentPath');
  assert.equal(editUrlFunction(({locale}) => `${base}/${locale}`), undefined, 'reads a value sitegen does not pass: not rewritten');
  assert.equal(editUrlFunction(({docPath}) => (String(docPath).includes('2') ? 'a' : 'b')), undefined, 'branches on its input');
  assert.equal(editUrlFunction(() => {
    throw new Error('no');
  }), undefined);
});
