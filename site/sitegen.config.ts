// The Remotion website: everything the theme shows on every page is data here.
import type {SiteConfigInput} from 'sitegen';

/**
 * This folder stands for packages/docs of the Remotion repository (docs/, blog/, … below it), so
 * "Edit this page" opens the file's editor there: …/edit/main/packages/docs/docs/interpolate.md.
 */
const EDIT_URL = 'https://github.com/remotion-dev/remotion/edit/main/packages/docs';

const config: SiteConfigInput = {
  title: 'Remotion',
  tagline: 'Make videos programmatically',
  url: 'https://www.remotion.dev',
  baseUrl: '/',
  favicon: '/favicon.svg',
  brandUrl: 'https://github.com/remotion-dev/brand',
  // The version of Remotion these docs describe (shown in the site metadata at /__sitegen/).
  siteVersion: '3.2.40',
  docs: {path: 'docs', routeBasePath: '/docs', sidebarPath: 'sidebars.ts', versionLabel: 'Next', breadcrumbs: true, editUrl: EDIT_URL},
  blogs: [
    {
      id: 'blog',
      path: 'blog',
      routeBasePath: '/blog',
      title: 'Blog',
      description: 'Release notes and company news from the Remotion team.',
      postsPerPage: 10,
      sidebarTitle: 'Recent posts',
      sidebarCount: 5,
      editUrl: EDIT_URL,
      feed: {types: ['rss', 'atom', 'json'], content: 'full', limit: 20},
    },
    {
      id: 'success-stories',
      path: 'success-stories',
      routeBasePath: '/success-stories',
      title: 'Success stories',
      description: 'How companies build products on top of Remotion.',
      postsPerPage: 10,
      sidebarTitle: 'Success stories',
      sidebarCount: 'ALL',
      editUrl: EDIT_URL,
      feed: {types: ['rss', 'atom', 'json'], content: 'full', limit: 20},
    },
  ],
  navbar: {
    title: 'Remotion',
    logo: {alt: 'Remotion logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', href: '/', width: 32, height: 32},
    hideOnScroll: true,
    items: [
      {type: 'doc', docId: 'getting-started', label: 'Docs', position: 'left'},
      {type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API', position: 'left'},
      {
        type: 'dropdown',
        label: 'Products',
        position: 'left',
        items: [
          {label: 'Player', to: '/player/'},
          {label: 'Lambda', to: '/lambda/'},
        ],
      },
      {label: 'Blog', to: '/blog', position: 'left'},
      {label: 'Success stories', to: '/success-stories', position: 'left'},
      {type: 'docsVersionDropdown', position: 'right'},
      {type: 'localeDropdown', position: 'right'},
      {type: 'search', position: 'right'},
      {label: 'GitHub', href: 'https://github.com/remotion-dev/remotion', position: 'right'},
    ],
  },
  footer: {
    logo: {alt: 'Remotion logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', href: '/', height: 32, width: 32},
    links: [
      {
        title: 'Remotion',
        items: [
          {label: 'Getting started', to: '/docs/'},
          {label: 'API reference', to: '/docs/api'},
          {label: 'Player', to: '/player/'},
          {label: 'Lambda', to: '/lambda/'},
          {label: 'License & pricing', to: '/docs/license'},
          {label: 'Support', to: '/docs/support'},
        ],
      },
      {
        title: 'Community',
        items: [
          {label: 'Showcase', to: '/showcase/'},
          {label: 'Experts', to: '/experts/'},
          {label: 'Discord', href: 'https://discord.gg/6VzzNDwUwV'},
          {label: 'GitHub', href: 'https://github.com/remotion-dev/remotion'},
          {label: 'Twitter', href: 'https://twitter.com/JNYBGR'},
        ],
      },
      {
        title: 'More',
        items: [
          {label: 'About', to: '/about/'},
          {label: 'Blog', to: '/blog'},
          {label: 'Success stories', to: '/success-stories'},
          {label: 'Changelog', href: 'https://github.com/remotion-dev/remotion/releases'},
          {label: 'Company licenses', href: 'https://companies.remotion.dev'},
          {label: 'Brand', href: 'https://github.com/remotion-dev/brand'},
        ],
      },
    ],
    copyright: `© ${new Date().getFullYear()} Remotion. Docs site built with sitegen.`,
  },
  announcementBar: {
    id: 'remotion-3-2',
    content: 'Remotion 3.2 is out with Lottie and Skia support and a zoomable timeline. <a href="/blog/3-2">Read the announcement</a>.',
    isCloseable: true,
  },
  colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
  redirects: [
    // The getting-started doc lives at /docs/ (slug '/'); its id is what people type.
    {from: '/docs/getting-started', to: '/docs/'},
    // The 2022 site sent /hacktoberfest to the issues labelled for Hacktoberfest.
    {from: '/hacktoberfest', to: 'https://github.com/remotion-dev/remotion/issues?q=is%3Aissue+is%3Aopen+label%3Ahacktoberfest'},
  ],
  customCss: ['css/pages.css'],
  search: {
    provider: 'local',
    missingResultsUrl: 'https://github.com/remotion-dev/remotion/issues/new?title=Search%3A%20no%20results%20for%20%22{query}%22',
    // Words readers use for what the docs call something else.
    synonyms: [
      ['chrome', 'chromium'],
      ['ssr', 'server-side rendering'],
      ['pricing', 'price', 'license'],
      ['aws', 'lambda'],
      ['serverless', 'lambda'],
      ['perlin', 'noise'],
      ['screenshot', 'still'],
      ['export', 'render'],
      ['mp4', 'h264'],
      ['frame rate', 'fps'],
      ['duration', 'length'],
      ['metadata', 'duration'],
      ['verify', 'validate'],
      ['ci', 'github actions'],
      ['og image', 'social preview'],
      ['puppeteer', 'browser'],
      ['music', 'audio'],
      ['embed', 'iframe'],
      ['image', 'img'],
      ['speed', 'performance', 'slow'],
    ],
  },
  islands: {
    'interpolate-demo': 'islands/InterpolateDemo.tsx',
    'spring-demo': 'islands/SpringDemo.tsx',
    'easing-gallery': 'islands/EasingGallery.tsx',
    'player-demo': 'islands/PlayerDemo.tsx',
  },
  // Content images need no setting; the defaults are:
  // images: {
  //   formats: ['avif', 'webp'],       // modern formats offered beside the original's, best first
  //   widths: [480, 800, 1200, 1600],  // srcset widths of images wider than the column (plus the original's)
  //   quality: {},                     // per format 1-100; defaults avif 55, webp 80, jpeg 82
  //   zoom: true,                      // click or Enter enlarges a content image (per image: data-no-zoom)
  //   maxBytes: 1048576,               // warn when an image's download at full width is larger after optimisation
  // },
  // `npm start` and `npm run lighthouse` serve the output with sirv, which sends these copies.
  precompress: true,
};

export default config;
