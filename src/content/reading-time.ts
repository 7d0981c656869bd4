// Reading time as blog readers expect it: words at 200 per minute, at least one minute.
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
}

export function readingTime(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
