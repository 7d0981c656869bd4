// The navbar's search slot. Without JavaScript it is a form that opens the /search page.
export function SearchSlot() {
  return (
        <form className="navbar__search" action="/search" method="get" role="search">
          <label className="visually-hidden" htmlFor="navbar-search-input">
            Search docs
          </label>
          <input id="navbar-search-input" name="q" type="search" placeholder="Search docs" maxLength={64} autoComplete="off" />
          <button type="submit" className="navbar__search-button" data-search-button="">
            Search
          </button>
        </form>
      
  );
}
