import {test} from 'node:test';
import assert from 'node:assert/strict';
import {scanHtml} from '../../../src/html/scan.ts';
import {htmlUrls} from '../../../src/html/urls.ts';

/** Markup where the Parser does more than pass the Tokenizer's events on, or reads them in a way of its own. */
const MARKUP = [
  '<a href="x">y</a>',
  '<A HREF="/Up" Title="t">x</A>',
  '<a href=/un quoted>x',
  '<a href = " spaced " >x</a>',
  '<img srcset="a.png 1x, b&amp;c.png 2x" src="&#47;s.png" alt="">',
  '<p>text</p></p></br><a href="/after">x</a>',
  '<svg><image href="/i.svg"/><use href="#u"/></svg><a href="/o">',
  '<!-- <a href="/c"> --><a href="/d">',
  '<script>var s = "<a href=\'/s\'>";</script><a href="/t">',
  '<textarea><a href="/ta"></textarea><title><a href="/ti"></title><a href="/u">',
  '<![CDATA[<a href="/cd">]]><a href="/v">',
  '<a href="/w" href="/dup">',
  '<a href>x</a><a href="">y</a><a href="  ">z</a>',
  '<a href="/q\'x" title=\'<a href="/no">\'>',
  '<form action="/f"><object data="/o.bin"></object><video poster="/p.jpg" src="/v.mp4"></video>',
  '<a href="&lt;&notanentity;&amp">x</a><a href="/e&#x2F;x&#47;">',
  '<a\nhref="/nl"\n>x</a>',
  '<?xml version="1.0"?><!DOCTYPE html><a href="/pi">',
  '<a href="/a"/><br/><img src="/x"/><math><a href="/m"/></math><a href=/slash/>x</a>',
  '<ul><li><a href="/l1">one<li><a href="/l2">two</ul><table><tr><td><a href="/cell"></table>',
  '<div data-chrome=""><a href="/chrome"></div><a id="i" name="n" href="#i">',
  '<a href="/cut"',
  '<img src="/cut-too" alt="an image"',
];

test('htmlUrls finds the URLs scanHtml finds, with their values and offsets, in markup of every kind', () => {
  const page = MARKUP.join('\n');
  for (const html of [...MARKUP, page, page.slice(0, page.length / 2), page.slice(0, page.length / 3)]) {
    const scanned = scanHtml(html).urls.map(({tag, attribute, value, start, end}) => ({tag, attribute, value, start, end}));
    assert.deepEqual(htmlUrls(html), scanned, html);
  }
});

test('a tag the end of the HTML cuts off has no URLs, as with scanHtml', () => {
  assert.deepEqual(htmlUrls('<a href="/kept">x</a><a href="/cut"'), [{tag: 'a', attribute: 'href', value: '/kept', start: 9, end: 14}]);
});
