// Drafts exist only under `sitegen serve --watch`; this says so at the top of the page.
export function DraftNotice() {
  return (
    <p className="draft-notice" role="note">
      <strong>Draft.</strong> This page is shown by <code>sitegen serve --watch</code> only: <code>sitegen build</code> leaves it out.
    </p>
  );
}
