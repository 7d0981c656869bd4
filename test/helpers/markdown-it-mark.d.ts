// markdown-it-mark ships no types; it is a plain markdown-it plugin.
declare module 'markdown-it-mark' {
  import type {PluginSimple} from 'markdown-it';
  const mark: PluginSimple;
  export default mark;
}
