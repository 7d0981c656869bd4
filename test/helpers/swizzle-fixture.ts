// A Docusaurus site's swizzles (src/theme), one per pattern: a wrapping Footer (`@theme-original`,
// with state, so it hydrates), an ejected Logo and NotFound, a wrapping Layout and Admonition (layer modules; the Admonition used in MDX too), a DocItem/Footer and a Root with no
// sitegen counterpart, and a page drawing `@theme/Logo` (the site's swizzle) and `@theme/NavbarItem`
// (sitegen's, in Docusaurus's shape).
export const SWIZZLE_CONFIG = `export default {
  title: 'Swizzled',
  url: 'https://example.com',
  navbar: {title: 'Swizzled', items: [{type: 'doc', docId: 'intro', label: 'Docs'}, {to: '/blog', label: 'Blog', position: 'right'}]},
  footer: {links: [{title: 'More', items: [{label: 'GitHub', href: 'https://github.com/example/swizzled'}]}], copyright: 'Copyright Swizzled'},
};
`;

const FOOTER_WRAPPER = `import React, {useState} from 'react';
import Footer from '@theme-original/Footer';

export default function FooterWrapper(props) {
  const [likes, setLikes] = useState(0);
  return (
    <>
      <Footer {...props} />
      <div className="footer-extra">
        <button type="button" className="like-button" onClick={() => setLikes(likes + 1)}>Liked {likes}</button>
      </div>
    </>
  );
}
`;

const EJECTED_LOGO = `import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';

export default function Logo({className}) {
  const {siteConfig} = useDocusaurusContext();
  const {navbar} = useThemeConfig();
  return (
    <Link to="/" className={className} title={siteConfig.tagline || siteConfig.title}>
      <b className="swizzled-logo">{navbar.title} logo</b>
    </Link>
  );
}
`;

const EJECTED_NOT_FOUND = `import React from 'react';
import Translate from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function NotFound() {
  return (
    <Layout title="Page Not Found">
      <div className="swizzled-404">
        <Heading as="h1"><Translate id="theme.NotFound.title">Page Not Found</Translate></Heading>
        <p>Nothing here, try the docs.</p>
      </div>
    </Layout>
  );
}
`;

const LAYOUT_WRAPPER = `import React from 'react';
import Layout from '@theme-original/Layout';

export default function LayoutWrapper(props) {
  return (
    <Layout {...props}>
      <p className="layout-banner">Beta site</p>
      {props.children}
    </Layout>
  );
}
`;

const ADMONITION_WRAPPER = `import React from 'react';
import Admonition from '@theme-original/Admonition';

export default function AdmonitionWrapper(props) {
  return <div className="admonition-frame"><Admonition {...props} /></div>;
}
`;

const DOC_ITEM_FOOTER = `import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
export default function FooterWrapper(props) {
  return <><Footer {...props} /><p>Was this page helpful?</p></>;
}
`;

const ROOT = `import React from 'react';
export default function Root({children}) {
  return <>{children}</>;
}
`;

const PAGE = `import React from 'react';
import Layout from '@theme/Layout';
import Logo from '@theme/Logo';
import NavbarItem from '@theme/NavbarItem';

export default function Home() {
  return (
    <Layout title="Home">
      <div className="home-logo"><Logo className="home-logo__link" /></div>
      <ul className="home-links"><li><NavbarItem label="Read the blog" to="/blog" /></li></ul>
    </Layout>
  );
}
`;

/** The same site as Docusaurus writes it, before \`sitegen init --from-docusaurus\`. */
export const DOCUSAURUS_CONFIG = `module.exports = {
  title: 'Swizzled',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: undefined}, blog: {}}]],
  themeConfig: {
    navbar: {title: 'Swizzled', items: [{type: 'doc', docId: 'intro', label: 'Docs'}, {to: '/blog', label: 'Blog', position: 'right'}]},
    footer: {links: [{title: 'More', items: [{label: 'GitHub', href: 'https://github.com/example/swizzled'}]}], copyright: 'Copyright Swizzled'},
  },
};
`;

export function swizzleSite(): Record<string, string> {
  return {
    'sitegen.config.ts': SWIZZLE_CONFIG,
    'docs/intro.md': "---\ntitle: Intro\n---\nimport Admonition from '@theme/Admonition';\n\nWelcome.\n\n<Admonition type=\"tip\" title=\"Swizzled tip\">\n\nRead **this**.\n\n</Admonition>\n\n:::note\n\nA markdown note.\n\n:::\n",
    'src/theme/Admonition.js': ADMONITION_WRAPPER,
    'blog/2024-01-02-hello.md': '---\nslug: hello\ntitle: Hello\n---\n\nFirst post.\n',
    'src/theme/Footer/index.js': FOOTER_WRAPPER,
    'src/theme/Logo/index.jsx': EJECTED_LOGO,
    'src/theme/NotFound.js': EJECTED_NOT_FOUND,
    'src/theme/Layout/index.js': LAYOUT_WRAPPER,
    'src/theme/DocItem/Footer/index.js': DOC_ITEM_FOOTER,
    'src/theme/Root.js': ROOT,
    'src/pages/index.js': PAGE,
  };
}
