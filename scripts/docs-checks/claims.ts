// Claims a reference page makes about defaults, limits and behaviour, written once as data next to
// the page (`site/docs/<page>.claims.ts`) with a proof that runs the pinned package's own code.
// test/site/docs-claims.test.ts runs every proof and finds each claim's quote on its page;
// unproven-claims.ts lists the table defaults and limits that no claim proves yet.
export type ClaimKind = 'default' | 'limit' | 'behaviour';

export interface Claim {
  kind: ClaimKind;
  /** The table row the claim is about (its name cell without backticks), for defaults and limits. */
  row?: string;
  /** Text that must occur on the page, on the line that states the claim. */
  quote: string;
  /** Throws (an assertion) when the package does not behave as the quote says. */
  prove: () => void | Promise<void>;
}

export interface PageClaims {
  /** Docs-relative path of the page, e.g. `lambda/rendermediaonlambda.md`. */
  page: string;
  claims: Claim[];
}
