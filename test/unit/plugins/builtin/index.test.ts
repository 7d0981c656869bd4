import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtinPlugins} from '../../../../src/plugins/builtin/index.ts';
import {siteConfigSchema} from '../../../../src/config/schema.ts';
import type {LoadContext} from '../../../../src/plugins/types.ts';

function context(input: Record<string, unknown>): LoadContext {
  const siteConfig = siteConfigSchema.parse({title: 'T', url: 'https://example.com', ...input});
  return {siteDir: '/site', siteConfig, outDir: '/out', baseUrl: '/', generatedFilesDir: '', i18n: {defaultLocale: 'en', locales: ['en'], currentLocale: 'en'}};
}

test("sitegen's sitemap, feeds, redirects and llms files are plugins the config turns on and off", () => {
  assert.deepEqual(builtinPlugins(context({})).map((plugin) => plugin.name), ['sitegen-sitemap', 'sitegen-feeds', 'sitegen-redirects', 'sitegen-llms']);
  assert.deepEqual(builtinPlugins(context({llms: false, sitemap: false})).map((plugin) => plugin.name), ['sitegen-feeds', 'sitegen-redirects']);
  for (const plugin of builtinPlugins(context({}))) assert.equal(typeof plugin.postBuild, 'function', `${plugin.name} writes in postBuild, as a site's plugin does`);
});
