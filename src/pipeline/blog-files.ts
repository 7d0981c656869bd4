// A blog's authors and tags files as reading steps: a warm build neither parses them nor loads the
// YAML parser while they have the content they had. A file with problems throws and is never kept.
import path from 'node:path';
import {loadAuthors, loadTags} from '../content/authors.ts';
import {defineReadingStep, type StepRunner} from '../steps/runner.ts';

interface BlogFile {
  siteDir: string;
  /** The file, relative to the site (as errors name it); none when the blog has no such file. */
  file: string | undefined;
}

/** A step reading one kind of blog file with `load`. */
function blogFileStep<T>(name: string, load: (siteDir: string, file: string | undefined) => T) {
  return defineReadingStep({
    name,
    version: 1,
    config: [],
    run(input: BlogFile, tools) {
      if (input.file) tools.dependsOn([path.resolve(input.siteDir, input.file)]);
      return load(input.siteDir, input.file);
    },
  });
}

const authorsStep = blogFileStep('blog-authors', loadAuthors);
const tagsStep = blogFileStep('blog-tags', loadTags);

/** Each blog's authors and tags, in the blogs' order. */
export function blogFiles(runner: StepRunner, siteDir: string, blogs: readonly {authorsFile?: string; tagsFile?: string}[]) {
  return Promise.all(
    blogs.map(async (blog) => ({
      authors: await runner.reading(authorsStep, {siteDir: path.resolve(siteDir), file: blog.authorsFile}),
      tags: await runner.reading(tagsStep, {siteDir: path.resolve(siteDir), file: blog.tagsFile}),
    })),
  );
}
