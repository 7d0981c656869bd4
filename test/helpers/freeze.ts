// Deep freezing for tests that prove a stage leaves what an earlier stage made as it was: a write
// into a frozen object throws (modules run in strict mode), and so does a Map's or Set's.
const frozen = new WeakSet<object>();

function refuse(name: string): () => never {
  return () => {
    throw new TypeError(`${name}: this collection is frozen (a later stage wrote into what an earlier one made)`);
  };
}

/** Freezes `value` and everything it reaches (Map and Set contents included); returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || frozen.has(value)) return value;
  frozen.add(value);
  // A typed array's elements cannot be frozen; its bytes are not what these tests guard.
  if (ArrayBuffer.isView(value)) return value;
  if (value instanceof Map) {
    for (const [key, entry] of value) {
      deepFreeze(key);
      deepFreeze(entry);
    }
    for (const name of ['set', 'delete', 'clear']) Object.defineProperty(value, name, {value: refuse(`Map.${name}`)});
  } else if (value instanceof Set) {
    for (const entry of value) deepFreeze(entry);
    for (const name of ['add', 'delete', 'clear']) Object.defineProperty(value, name, {value: refuse(`Set.${name}`)});
  }
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  return Object.freeze(value);
}

/**
 * Runs `build` with the results of the named stages (the step runner's timed steps: 'config',
 * 'routes', …) passed to `freeze` as each stage ends, before any later stage sees them.
 */
export async function withFrozenStages(freeze: Record<string, (value: never) => void>, build: () => Promise<void>): Promise<void> {
  const {StepRunner} = await import('../../src/steps/runner.ts');
  const timed = StepRunner.prototype.timed;
  StepRunner.prototype.timed = async function <T>(this: InstanceType<typeof StepRunner>, name: string, work: () => Promise<T> | T, detail?: (value: T) => string): Promise<T> {
    const value = await timed.call(this, name, work, detail as never);
    freeze[name]?.(value as never);
    return value as T;
  };
  try {
    await build();
  } finally {
    StepRunner.prototype.timed = timed;
  }
}
