// Where people reach Remotion. One place, so the pages and their tests agree.
export const CONTACT = {
  email: 'hi@remotion.dev',
  discord: 'https://discord.gg/6VzzNDwUwV',
  github: 'https://github.com/remotion-dev/remotion',
  twitter: 'https://twitter.com/JNYBGR',
  companies: 'https://companies.remotion.dev',
} as const;
