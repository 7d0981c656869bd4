// RSS, Atom and JSON feeds of each blog instance (src/publish/feeds.ts), with links resolved as
// the posts' pages resolve them.
import {contentFill} from '../../render/links.ts';
import {contentHtml} from '../../render/content-html.ts';
import {outputFile} from '../../routes/paths.ts';
import {buildFeeds} from '../../publish/feeds.ts';
import type {LoadContext} from '../types.ts';
import type {BuiltinPlugin} from './types.ts';

export default function feedsPlugin(_context: LoadContext): BuiltinPlugin {
  return {
    name: 'sitegen-feeds',
    postBuild({build, write}) {
      const {config, table, linksByFile, targets} = build;
      const feeds = buildFeeds({
        config,
        table,
        // The theme texts in the posts (code-block buttons, heading links) in the locale's words, as its pages have them.
        postHtml: (route, part) => {
          const fill = contentFill({route: route.path, source: route.source}, linksByFile.get(route.source) ?? [], {messages: table.chrome.messages, targets});
          return contentHtml(part === 'full' ? route.post.html : route.post.excerptHtml, fill);
        },
      });
      for (const feed of feeds) write(outputFile(feed.path, table.urls.baseUrl), feed.content);
    },
  };
}
