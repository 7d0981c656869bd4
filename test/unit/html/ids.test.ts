import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentIds} from '../../../src/html/ids.ts';
import {scanHtml} from '../../../src/html/scan.ts';

test('content ids skip the inside of code blocks but keep a <pre> of its own id', () => {
  const html = '<h2 id="a">A</h2><pre id="listing" tabindex="0"><code><span style="color:red">id="nope"</span></code></pre><p id="b">b</p><pre>x</pre><li id="c"></li>';
  assert.deepEqual(contentIds(html), ['a', 'listing', 'b', 'c']);
});

test('contentIds finds the ids scanHtml finds: decoded, `name` on <a> only, empty ones left out, in comments none', () => {
  const html = '<h2 ID="caf&eacute;">x</h2><a name="top"></a><span name="no"></span><p id="">e</p><!-- <p id="hidden"> --><img src="/a.png" id=bare><div id="a" id="a2"></div>';
  assert.deepEqual(contentIds(html), ['café', 'top', 'bare', 'a', 'a2']);
  assert.deepEqual(contentIds(html), scanHtml(html).ids);
});

test('contentIds, which skips text undecoded, decodes the ids it keeps as scanHtml decodes them', () => {
  const html = [
    '<p id="a&amp">x &amp; &lt;p id="text"&gt;</p><p id="&amp;b&ampc&amp=d&notit;&#x41;&#65&#0;">y</p>',
    '<textarea id="t">&lt;p id="x"&gt;</textarea><title>&amp;</title><script>"<a id=s>"</script>',
    '<p id=&quot;u&quot;></p><p id="&#x;&#;&"></p><a name=\'caf&eacute;\'>z</a>',
  ].join('');
  assert.deepEqual(contentIds(html), ['a&', '&b&ampc&amp=d&notit;AA\uFFFD', 't', '"u"', '&#x;&#;&', 'café']);
  assert.deepEqual(contentIds(html), scanHtml(html).ids);
});

test('contentIds reads each attribute with its own tag where the Parser adds or closes elements', () => {
  const html = [
    '<svg viewBox="0 0 1 1"><linearGradient ID="Grad"/><foreignObject><p id="in-svg">x</p></foreignObject></svg>',
    '<math><mi id="m">x</mi></math></p><a name="after-implied-p"></a></br><a NAME="after-br" Id="both"></a>',
    '<![CDATA[<a id="cdata">]]><?php echo "<a id=pi>"; ?><!DOCTYPE html><style>#s { } <a id="style"></style>',
    '<table><tr id="row"><td id=cell>1</td></table><a name = "spaced" id=\'quoted\'><A Name="upper">',
    '<div id="unclosed"',
  ].join('');
  assert.deepEqual(contentIds(html), scanHtml(html).ids);
  assert.deepEqual(contentIds(html), ['Grad', 'in-svg', 'm', 'after-implied-p', 'after-br', 'both', 'row', 'cell', 'spaced', 'quoted', 'upper', 'unclosed']);
});
