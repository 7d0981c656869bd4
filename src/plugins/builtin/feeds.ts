// RSS, Atom and JSON feeds of each blog instance (src/publish/feeds.ts), with links resolved as
// the posts' pages resolve them.
import {resolveMarkers} from '../../render/links.ts';
import {outputFile} from '../../routes/paths.ts';
import {buildFeeds} from '../../publish/feeds.ts';
import type {LoadContext} from '../types.ts';
import type {BuiltinPlugin} from './types.ts';
import {writeOut} from './write.ts';

export default function feedsPlugin(_context: LoadContext): BuiltinPlugin {
  return {
    name: 'sitegen-feeds',
    postBuild({outDir, build}) {
      const {config, table, linksByFile, targets} = build;
      const feeds = buildFeeds({
        config,
        table,
        postHtml: (route, part) => resolveMarkers(part === 'full' ? route.post.html : route.post.excerptHtml, linksByFile.get(route.source) ?? [], {route: route.path, source: route.source}, targets),
      });
      for (const feed of feeds) writeOut(outDir, outputFile(feed.path, table.urls.baseUrl), feed.content);
    },
  };
}
