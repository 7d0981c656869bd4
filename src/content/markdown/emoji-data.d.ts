// markdown-it-emoji's table of shortcodes (name -> emoji), which the package ships without types.
declare module 'markdown-it-emoji/lib/data/full.mjs' {
  const emoji: Record<string, string>;
  export default emoji;
}
