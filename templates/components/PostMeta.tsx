import type {PostSummary} from '../../src/routes/types.ts';

export function PostMeta({post}: {post: PostSummary}) {
  return (
    <div className="post-meta">
      <time dateTime={post.date}>{post.formattedDate}</time>
      <span aria-hidden="true"> · </span>
      <span>{post.readingTimeMinutes} min read</span>
      {post.authors.length ? (
        <ul className="post-meta__authors">
          {post.authors.map((author) => (
            <li key={author.name}>
              {author.url ? (
                <a href={author.url} target="_blank" rel="noopener noreferrer">
                  {author.name}
                </a>
              ) : (
                author.name
              )}
              {author.title ? <span className="post-meta__author-title"> — {author.title}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function TagList({tags}: {tags: PostSummary['tags']}) {
  if (!tags.length) return null;
  return (
    <div className="tags">
      <b>Tags:</b>
      <ul>
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag" href={tag.href}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
