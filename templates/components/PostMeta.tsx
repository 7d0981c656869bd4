// A post's date, reading time and authors; and its tags, labelled 'Tags'.
import type {PostSummary} from '../../src/routes/types.ts';
import {useT} from './Translate.tsx';

export function PostMeta({post}: {post: PostSummary}) {
  const t = useT();
  return (
    <div className="post-meta">
      <p className="post-meta__line">
        <time dateTime={post.date}>{post.formattedDate}</time>
        <span aria-hidden="true"> · </span>
        <span>{t('theme.blog.post.readingTime', {readingTime: post.readingTimeMinutes})}</span>
      </p>
      {post.authors.length ? (
        <ul className="authors" aria-label={t('theme.blog.post.authorsAriaLabel')}>
          {post.authors.map((author) => (
            <li key={author.name} className="author">
              {author.imageUrl ? <img className="author__avatar" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" /> : <span className="author__avatar author__avatar--initial" aria-hidden="true">{author.name.slice(0, 1)}</span>}
              <span className="author__text">
                {author.url ? (
                  <a className="author__name" href={author.url} target="_blank" rel="noopener noreferrer">
                    {author.name}
                  </a>
                ) : (
                  <span className="author__name">{author.name}</span>
                )}
                {author.title ? <span className="author__title">{author.title}</span> : null}
                {author.socials?.length ? (
                  <span className="author__socials">
                    {author.socials.map((social) => (
                      <a key={social.url} className="author__social" href={social.url} {...(social.url.startsWith('mailto:') ? {} : {target: '_blank', rel: 'noopener noreferrer'})} aria-label={t('theme.blog.post.authorSocial', {name: author.name, platform: social.platform})}>
                        {social.platform}
                      </a>
                    ))}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function TagList({tags}: {tags: PostSummary['tags']}) {
  const t = useT();
  if (!tags.length) return null;
  return (
    <div className="tags">
      <span className="tags__label">{t('theme.tags.tagsListLabel')}</span>
      <ul className="tags__list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag" href={tag.href} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
