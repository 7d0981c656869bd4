// The HTML document around a rendered page.
import type {ClientAssets} from '../bundle/types.ts';

export function htmlDocument(args: {
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
}): string {
  const {assets} = args;
  return `<!DOCTYPE html>
<html lang="${args.lang}" dir="${args.dir}" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="sitegen">
${args.themeScript}
${args.head}
<link rel="stylesheet" href="${assets.css}">${assets.siteCss ? `\n<link rel="stylesheet" href="${assets.siteCss}">` : ''}
<script type="module" src="${assets.boot}"></script>${args.extraHead ?? ''}
</head>
<body>
${args.bodyStart ?? ''}${args.body}${args.bodyEnd ?? ''}
</body>
</html>
`;
}
