// Your site's settings. Every key is checked when you build; `sitegen build` lists any mistake
// with the key's path.
export default {
  title: 'My Docs',
  tagline: 'Documentation built with sitegen',
  url: 'https://example.com',
  baseUrl: '/',
  navbar: {
    title: 'My Docs',
    items: [
      {type: 'doc', docId: 'intro', label: 'Docs', position: 'left'},
      {label: 'Blog', to: '/blog', position: 'left'},
      {type: 'search', position: 'right'},
    ],
  },
  footer: {
    links: [{title: 'Docs', items: [{label: 'Introduction', to: '/docs/intro'}]}],
    copyright: `Copyright © ${new Date().getFullYear()} My Docs`,
  },
  blogs: [{id: 'blog', path: 'blog', routeBasePath: '/blog', title: 'Blog', description: 'News about My Docs'}],
};
