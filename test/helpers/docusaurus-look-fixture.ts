// Fixture mini-sites for the look of a site written for Docusaurus (config `infima: true`):
// - INFIMA_SITE: a custom.css that sets Infima's primary colours (light and dark), fonts, code font
//   and size, a dark navbar and footer, and a page laid out with Infima's classes;
// - ICON_NAVBAR_SITE: icon navbar links (className + aria-label, no label) that the site's CSS
//   draws with a mask on ::before, beside enough text items to fill a 1280 px navbar.
// The colours keep WCAG AA contrast on the backgrounds they are drawn on, so axe finds nothing.

export const LOOK = {
  primary: '#1b6e4f',
  primaryDark: '#7fd8b4',
  font: '"Noto Serif", Georgia, serif',
  heading: '"DejaVu Sans", Verdana, sans-serif',
  mono: '"DejaVu Sans Mono", Courier, monospace',
  codeSize: '80%',
};

const CUSTOM_CSS = `:root {
  --ifm-color-primary: ${LOOK.primary};
  --ifm-color-primary-dark: #185f45;
  --ifm-font-family-base: ${LOOK.font};
  --ifm-heading-font-family: ${LOOK.heading};
  --ifm-font-family-monospace: ${LOOK.mono};
  --ifm-code-font-size: ${LOOK.codeSize};
}
[data-theme='dark'] {
  --ifm-color-primary: ${LOOK.primaryDark};
  --ifm-color-primary-dark: #5fcea3;
}
.hero { --ifm-hero-background-color: #123d2d; }
`;

const HOME = `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

export default function Home() {
  return (
    <Layout title="Home">
      <header className="hero hero--dark">
        <div className="container">
          <h1 className="hero__title">Greenhouse</h1>
          <p className="hero__subtitle">Plants, measured.</p>
          <Link className="button button--primary button--lg margin-horiz--sm" to="/docs/intro">Get started</Link>
          <Link className="button button--secondary button--lg" to="/docs/intro">Read more</Link>
        </div>
      </header>
      <div className="container margin-vert--lg">
        <div className="row">
          <div className="col col--4"><h2 className="text--center">Water</h2><p>Every day.</p></div>
          <div className="col col--4"><h2 className="text--center">Light</h2><p>Some sun.</p></div>
          <div className="col col--4"><h2 className="text--center">Soil</h2><p>Loose.</p></div>
        </div>
        <p className="padding-bottom--md"><Link className="button button--outline button--primary" to="/docs/intro">The guide</Link></p>
      </div>
    </Layout>
  );
}
`;

const INTRO = `---
title: Intro
---

Read the [watering guide](/docs/intro#watering) and run \`water --daily\` each morning.

## Watering

\`\`\`bash
water --daily
\`\`\`
`;

export function infimaSite(infima = true): Record<string, string> {
  return {
    'sitegen.config.ts': `export default {
  title: 'Greenhouse',
  url: 'https://greenhouse.example.com',
  ${infima ? 'infima: true,\n  ' : ''}customCss: ['src/css/custom.css'],
  navbar: {title: 'Greenhouse', style: 'dark', items: [{label: 'Docs', to: '/docs/intro'}, {label: 'Blog', href: 'https://blog.example.com'}]},
  footer: {style: 'dark', links: [{title: 'More', items: [{label: 'Guide', to: '/docs/intro'}]}], copyright: 'Greenhouse'},
};
`,
    'src/css/custom.css': CUSTOM_CSS,
    'src/pages/index.jsx': HOME,
    'docs/intro.md': INTRO,
  };
}

/** Prettier's way of drawing the GitHub link: a mask of the logo on ::before, coloured by the navbar's link colour. */
const ICON_CSS = `.header-github-link::before {
  content: '';
  width: 24px;
  height: 24px;
  display: flex;
  background-color: var(--ifm-navbar-link-color);
  mask-image: url("data:image/svg+xml,%3Csvg viewBox='0 0 24 24' xmlns='http://www.w3.org/2000/svg'%3E%3Ccircle cx='12' cy='12' r='11'/%3E%3C/svg%3E");
  transition: background-color var(--ifm-transition-fast) var(--ifm-transition-timing-default);
}
.header-github-link:hover::before { background-color: var(--ifm-navbar-link-hover-color); }
.header-chat-link::before {
  content: '';
  width: 22px;
  height: 22px;
  display: flex;
  background-color: var(--ifm-navbar-link-color);
  mask-image: url("data:image/svg+xml,%3Csvg viewBox='0 0 24 24' xmlns='http://www.w3.org/2000/svg'%3E%3Crect width='24' height='18' rx='4'/%3E%3C/svg%3E");
}
`;

export function iconNavbarSite(): Record<string, string> {
  const text = ['Docs', 'API', 'Guides', 'Showcase', 'Community', 'Blog'].map((label) => `{label: '${label}', to: '/docs/intro'}`);
  return {
    'sitegen.config.ts': `export default {
  title: 'Icon Navbar',
  url: 'https://icons.example.com',
  infima: true,
  customCss: ['src/css/custom.css'],
  navbar: {
    title: 'Icon Navbar',
    items: [
      ${text.join(',\n      ')},
      {type: 'search', position: 'right'},
      {label: 'Donate', href: 'https://opencollective.com/icons', position: 'right'},
      {href: 'https://github.com/icons/icons', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository'},
      {to: '/docs/intro', position: 'right', className: 'header-chat-link', 'aria-label': 'Chat with the maintainers'},
    ],
  },
};
`,
    'src/css/custom.css': ICON_CSS,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nIcons in the navbar.\n',
  };
}

/** A docs site that sets no --ifm-* value: with or without `infima` it must look the same. */
export function plainSite(infima: boolean): Record<string, string> {
  return {
    'sitegen.config.ts': `export default {
  title: 'Plain',
  url: 'https://plain.example.com',
  ${infima ? 'infima: true,\n  ' : ''}navbar: {title: 'Plain', items: [{label: 'Docs', to: '/docs/intro'}, {label: 'Guide', to: '/docs/guide'}, {label: 'Source', href: 'https://example.com/src', position: 'right'}]},
  footer: {links: [{title: 'More', items: [{label: 'Guide', to: '/docs/guide'}]}], copyright: 'Plain'},
};
`,
    'docs/intro.md': "---\ntitle: Intro\n---\n\nSee the [guide](./guide.md) and run `plain --help`.\n\n## Usage\n\n```js\nconst plain = true;\n```\n\n:::tip\n\nA **tip** with [a link](./guide.md).\n\n:::\n\n| a | b |\n|---|---|\n| `1` | 2 |\n\n### Deeper\n\n> A quote.\n",
    'docs/guide.md': '---\ntitle: Guide\n---\n\nThe guide.\n',
  };
}

/** navbar.style and footer.style on a site not written for Docusaurus (no `infima`): dark bars all the same. */
export function darkBarsSite(): Record<string, string> {
  return {
    'sitegen.config.ts': `export default {
  title: 'Bars',
  url: 'https://bars.example.com',
  navbar: {title: 'Bars', style: 'dark', items: [{label: 'Docs', to: '/docs/intro'}, {label: 'Guide', to: '/docs/guide'}, {type: 'search', position: 'right'}]},
  footer: {style: 'dark', links: [{title: 'More', items: [{label: 'Guide', to: '/docs/guide'}]}], copyright: 'Bars'},
};
`,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nSee the [guide](./guide.md).\n',
    'docs/guide.md': '---\ntitle: Guide\n---\n\nThe guide.\n',
  };
}
