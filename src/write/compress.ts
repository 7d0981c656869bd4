// The compressed copies beside each compressible file of a build (`x.html.gz`, `x.html.br`), made
// when the config says `precompress: true`: sirv serves them (sitegen serve), and so do hosts told
// to look for them (README, Deploying).
import zlib from 'node:zlib';

export const COMPRESSED_VARIANTS = ['.gz', '.br'] as const;

/** Each variant's bytes: gzip level 6, brotli quality 5 told the file's size. */
export function compressedCopies(content: Uint8Array): [(typeof COMPRESSED_VARIANTS)[number], Buffer][] {
  return [
    ['.gz', zlib.gzipSync(content, {level: 6})],
    ['.br', zlib.brotliCompressSync(content, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length}})],
  ];
}
