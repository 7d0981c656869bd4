// A step of the build, timed and reported with what it made (see Reporter.step).
import type {Reporter} from '../log.ts';

export async function timed<T>(reporter: Reporter, name: string, work: () => Promise<T> | T, detail?: (value: T) => string): Promise<T> {
  const start = performance.now();
  const value = await work();
  // SITEGEN_DEBUG adds the memory each step leaves behind (finding what grows with the site).
  const memory = process.env.SITEGEN_DEBUG ? ` [rss ${Math.round(process.memoryUsage().rss / 1e6)} MB, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB]` : '';
  reporter.step(name, performance.now() - start, (detail?.(value) ?? '') + memory);
  return value;
}
