// /__sitegen/: the site's metadata (spec §3) as a plain page, for the people who run the site.
// Linked from nowhere, noindex, in no sitemap or search; the same data is in metadata.json.
import type {ReactNode} from 'react';
import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import type {SidebarItemInfo, TocEntryInfo} from '../../src/shared/site-metadata.ts';
import {Layout} from '../components/Layout.tsx';

type Props = LayoutProps<Extract<Route, {kind: 'site-metadata'}>>;

function Fields({rows}: {rows: [string, string | number | boolean | undefined][]}) {
  return (
    <dl className="site-metadata__fields">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>
            <code>{value === undefined ? '—' : String(value)}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Table({caption, head, rows}: {caption: string; head: string[]; rows: ReactNode[][]}) {
  return (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, n) => (
            <tr key={n}>
              {row.map((cell, m) => (
                <td key={m}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SidebarItems({items}: {items: SidebarItemInfo[]}) {
  return (
    <ul>
      {items.map((item, n) => (
        <li key={n}>
          <code>{item.type}</code>{' '}
          {item.type === 'html' ? (
            <span>(HTML)</span>
          ) : item.type === 'link' ? (
            <a href={item.href}>{item.label}</a>
          ) : (
            <>
              {item.href ? <a href={item.href}>{item.label}</a> : <span>{item.label}</span>}
              <SidebarItems items={item.items} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function TocEntries({entries}: {entries: TocEntryInfo[]}) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <code>h{entry.level}</code> {entry.value}
          {entry.children.length ? <TocEntries entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function SiteMetadataPage({route, site}: Props) {
  const {metadata} = route;
  const {docsVersion} = metadata;
  const json = route.path.replace(/\/?$/, '/') + 'metadata.json';
  return (
    <Layout site={site} path={route.path} mainClassName="main main--page site-metadata">
      <h1>Site metadata</h1>
      <p>
        What the generator knows about this site, as of this build. The same data, machine-readable: <a href={json}>metadata.json</a>.
      </p>

      <h2 id="site">Site</h2>
      <Fields
        rows={[
          ['title', metadata.site.title],
          ['url', metadata.site.url],
          ['baseUrl', metadata.site.baseUrl],
          ['generator', `${metadata.site.generator.name} ${metadata.site.generator.version}`],
          ['siteVersion', metadata.site.siteVersion],
        ]}
      />
      <Table caption="Plugins and markdown extensions" head={['name', 'type', 'version', 'role']} rows={metadata.site.plugins.map((plugin) => [<code key="n">{plugin.name}</code>, plugin.type, plugin.version, plugin.role])} />

      <h2 id="docs-version">Docs version</h2>
      <Fields
        rows={[
          ['name', docsVersion.name],
          ['label', docsVersion.label],
          ['isLast', docsVersion.isLast],
          ['path', docsVersion.path],
          ['mainDocId', docsVersion.mainDocId],
          ['draftIds', docsVersion.draftIds.join(', ') || '(none)'],
        ]}
      />
      <Table caption={`Docs (${docsVersion.docs.length})`} head={['id', 'path', 'sidebar']} rows={docsVersion.docs.map((doc) => [<code key="i">{doc.id}</code>, <a key="p" href={doc.path}>{doc.path}</a>, doc.sidebar ?? '—'])} />

      <h2 id="sidebars">Sidebars</h2>
      {Object.entries(metadata.sidebars).map(([id, items]) => (
        <section key={id} aria-labelledby={`sidebar-${id}`}>
          <h3 id={`sidebar-${id}`}>{id}</h3>
          <SidebarItems items={items} />
        </section>
      ))}

      <h2 id="toc">Tables of contents</h2>
      {metadata.toc
        .filter((page) => page.toc.length)
        .map((page) => (
          <details key={page.path}>
            <summary>{page.path}</summary>
            <TocEntries entries={page.toc} />
          </details>
        ))}

      <h2 id="routes">Routes</h2>
      <Table
        caption={`Route map (${metadata.routes.length})`}
        head={['path', 'component', 'plugin', 'content ids']}
        rows={metadata.routes.map((entry) => [<code key="p">{entry.path}</code>, entry.component, `${entry.plugin.name} (${entry.plugin.id})`, entry.contentIds.length > 3 ? `${entry.contentIds.slice(0, 3).join(', ')} … (${entry.contentIds.length})` : entry.contentIds.join(', ')])}
      />

      <h2 id="locale">Locale</h2>
      <Fields rows={[['defaultLocale', metadata.locale.defaultLocale], ['locales', metadata.locale.locales.join(', ')], ['currentLocale', metadata.locale.currentLocale]]} />
      {Object.entries(metadata.locale.localeConfigs).map(([locale, localeConfig]) => (
        <Fields key={locale} rows={[[`${locale}.label`, localeConfig.label], [`${locale}.direction`, localeConfig.direction], [`${locale}.htmlLang`, localeConfig.htmlLang], [`${locale}.calendar`, localeConfig.calendar], [`${locale}.path`, localeConfig.path]]} />
      ))}

      <h2 id="announcement-bar">Announcement bar</h2>
      <Fields rows={[['id', metadata.announcementBar?.id]]} />

      <h2 id="search-hit">Search hit</h2>
      <Table caption="Fields of a search hit" head={['field', 'type']} rows={metadata.searchHit.fields.map((field) => [<code key="f">{field.name}</code>, field.type])} />
      {metadata.searchHit.example ? (
        <div className="site-metadata__json" tabIndex={0} role="region" aria-label="Example hit">
          <pre>{JSON.stringify(metadata.searchHit.example, null, 2)}</pre>
        </div>
      ) : null}
    </Layout>
  );
}
