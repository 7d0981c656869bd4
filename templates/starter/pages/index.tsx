// The home page: any React component in pages/ becomes a page at its file's path.
export const meta = {title: 'Home', description: 'Documentation built with sitegen'};

export default function Home() {
  return (
    <div className="container">
      <h1>My Docs</h1>
      <p>Documentation built with sitegen.</p>
      <p>
        <a href="/docs/intro">Read the docs</a>
      </p>
    </div>
  );
}
