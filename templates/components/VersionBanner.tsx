// Docs of a version other than the last say so above the title, with a link to the same page in
// the last version (or its first page when the doc is not there).
import type {DocVersionData} from '../../src/routes/types.ts';

export function VersionBanner({version, siteTitle}: {version: DocVersionData; siteTitle: string}) {
  if (version.banner === 'none') return null;
  return (
    <div className="version-banner" role="note">
      <p>
        {version.banner === 'unreleased'
          ? `You are reading the ${siteTitle} documentation for ${version.label}, which is not released yet.`
          : `You are reading the ${siteTitle} documentation for ${version.label}, which is no longer maintained.`}
      </p>
      {version.latest ? (
        <p>
          For the current release, read <a href={version.latest.href}>this page in {version.latest.label}</a>.
        </p>
      ) : null}
    </div>
  );
}
