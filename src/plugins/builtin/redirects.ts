// The config's redirects (src/publish/redirects.ts): checked against the routes when they are
// known (a broken one fails the build), then a page per old address and `_redirects` for hosts
// that answer with a real 301.
import {planRedirects, redirectFile, redirectPage, redirectsFile} from '../../publish/redirects.ts';
import type {LoadContext} from '../types.ts';
import type {BuiltinPlugin} from './types.ts';

export default function redirectsPlugin(_context: LoadContext): BuiltinPlugin {
  return {
    name: 'sitegen-redirects',
    postBuild({build, write}) {
      const {table} = build;
      const plan = planRedirects({redirects: build.config.redirects, table, files: build.files, configFile: build.configFile});
      for (const redirect of plan.pages) write(redirectFile(redirect.from, table.urls.baseUrl), redirectPage(redirect, table.chrome));
      // Host configuration files sit at the output folder's root, whatever the base URL.
      if (build.hostFiles && plan.rules.length) write('_redirects', redirectsFile(plan.rules));
    },
  };
}
