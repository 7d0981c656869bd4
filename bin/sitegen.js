#!/usr/bin/env node
// The CLI is written in TypeScript; tsx compiles it on the fly so `npx sitegen` works after `npm ci`
// with no separate build step. React must see production mode before it is first imported.
process.env.NODE_ENV ??= 'production';
const {register} = await import('tsx/esm/api');
register();
await import('./sitegen.ts');
