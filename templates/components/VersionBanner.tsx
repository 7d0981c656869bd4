// Docs of a version other than the last say so above the title, with a link to the same page in
// the last version (or its first page when the doc is not there).
import type {DocVersionData} from '../../src/routes/types.ts';
import {useT} from './Translate.tsx';

export function VersionBanner({version, siteTitle}: {version: DocVersionData; siteTitle: string}) {
  const t = useT();
  if (version.banner === 'none') return null;
  // The link sits inside the sentence, wherever the language puts it.
  const [before, after = ''] = t('theme.docs.versions.latestVersionSuggestionLabel').split('{latestVersionLink}');
  return (
    <div className="version-banner" role="note">
      <p>
        {version.banner === 'unreleased'
          ? t('theme.docs.versions.unreleasedVersionLabel', {siteTitle, versionLabel: version.label})
          : t('theme.docs.versions.unmaintainedVersionLabel', {siteTitle, versionLabel: version.label})}
      </p>
      {version.latest ? (
        <p>
          {before}
          <a href={version.latest.href}>{t('theme.docs.versions.latestVersionLinkLabel', {versionLabel: version.latest.label})}</a>
          {after}
        </p>
      ) : null}
    </div>
  );
}
