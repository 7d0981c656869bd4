// Validates the site config against its schema: every problem listed with its key path, unknown
// keys with a "did you mean" or where they belong.
import {ProblemsError} from '../errors.ts';
import {closest} from '../shared/strings.ts';
import {siteConfigSchema, KNOWN_KEYS, type SiteConfig} from './schema.ts';

export function validateConfig(raw: unknown, file: string): SiteConfig {
  const parsed = siteConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.flatMap((issue) => {
    const at = issue.path.join('.') || '(root)';
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const keyPath = [...issue.path, key].join('.');
        const known = Object.keys(KNOWN_KEYS);
        const near = closest(key, known);
        const hint = KNOWN_KEYS[key]
          ? ` (\`${key}\` belongs under ${KNOWN_KEYS[key]})`
          : near
            ? ` (did you mean \`${near}\`?)`
            : '';
        return `${keyPath}: unknown key${hint}`;
      });
    }
    return [`${at}: ${issue.message}`];
  });
  throw new ProblemsError(`${file}: invalid site config (${problems.length} problem${problems.length > 1 ? 's' : ''})`, problems);
}
