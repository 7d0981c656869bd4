// The env markdown-it hands to rules and renderers. markdown-it types it as an open record (Env)
// that plugins fill; every parse of ours passes the MarkdownEnv createEnv made, so rules read it
// as that. The cast is checked: MarkdownEnv is narrowed from Env, not from anything.
import type {Env} from 'markdown-it';
import type {MarkdownEnv} from './env.ts';

export function markdownEnv(env: Env | undefined): MarkdownEnv {
  return env as Env & MarkdownEnv;
}
