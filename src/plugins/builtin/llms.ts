// llms.txt, llms-full.txt and each docs page's markdown (src/publish/llms.ts), unless `llms: false`.
import {outputFile} from '../../routes/paths.ts';
import {buildLlmsFiles} from '../../publish/llms.ts';
import type {LoadContext} from '../types.ts';
import type {BuiltinPlugin} from './types.ts';

export default function llmsPlugin(_context: LoadContext): BuiltinPlugin {
  return {
    name: 'sitegen-llms',
    postBuild({build, write}) {
      for (const file of buildLlmsFiles({config: build.config, table: build.table, parsed: build.parsed})) write(outputFile(file.path, build.table.urls.baseUrl), file.content);
    },
  };
}
