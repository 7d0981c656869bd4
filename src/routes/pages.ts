// React pages from site/pages: `index.tsx` → the folder route with a trailing slash (`/about/`),
// any other file → its path without one (`/showcase/add`), as the spec's route table has them.
export function pageRoutePath(file: string): string {
  const rel = file.replace(/^pages\//, '').replace(/\.tsx$/, '');
  if (rel === 'index') return '/';
  if (rel.endsWith('/index')) return `/${rel.slice(0, -'index'.length)}`;
  return `/${rel}`;
}
