// The HTML document around a rendered page.
import type {ClientAssets} from '../bundle/types.ts';

export interface DocumentArgs {
  lang: string;
  dir: string;
  head: string;
  themeScript: string;
  assets: ClientAssets;
  body: string;
  extraHead?: string;
  bodyEnd?: string;
  /** Markup at the start of <body> (plugins' `preBodyTags`). */
  bodyStart?: string;
}

/**
 * The document in two pieces: `top` ends where `extraHead` begins (tags can be put there once
 * the rest is made); `body` is the offset of the page's body in the whole.
 */
export function documentParts(args: DocumentArgs): {top: string; rest: string; body: number} {
  const {assets} = args;
  const top = `<!DOCTYPE html>
<html lang="${args.lang}" dir="${args.dir}" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="sitegen">
${args.themeScript}
${args.head}
<link rel="stylesheet" href="${assets.css}">${assets.siteCss ? `\n<link rel="stylesheet" href="${assets.siteCss}">` : ''}
<script type="module" src="${assets.boot}"></script>`;
  const beforeBody = `${args.extraHead ?? ''}
</head>
<body>
${args.bodyStart ?? ''}`;
  return {top, rest: `${beforeBody}${args.body}${args.bodyEnd ?? ''}\n</body>\n</html>\n`, body: top.length + beforeBody.length};
}

/**
 * Whether the body (`length` characters from offset `at`) of the document `html` holds `text`,
 * read in the document itself: React writes a body in many pieces, which reading it alone would
 * join into one copy, and writing the document into another.
 */
export function bodyIncludes(html: string, body: {at: number; length: number}, text: string): boolean {
  const found = html.indexOf(text, body.at);
  return found >= 0 && found + text.length <= body.at + body.length;
}
