// Highlighting a line is a function of its text and of the grammar's state where it starts: the
// invariant VS Code's incremental tokenizer rests on. Docs repeat lines (imports, closing tags,
// config keys, install commands), so a line met again in the same state takes the tokens of its
// first time instead of running every rule's regular expressions over it again.
//
// States are vscode-textmate's stack objects: equal states are often different objects, so each
// is given a number from everything the next line's tokenizing reads of it (see stateId).

/** The parts of vscode-textmate's StateStackImpl that decide how the next line is tokenized. */
interface GrammarStack {
  parent: GrammarStack | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeStack | null;
  contentNameScopesList: ScopeStack | null;
}

/** vscode-textmate's AttributedScopeStack: a scope and its token attributes, on its parent's. */
interface ScopeStack {
  parent: ScopeStack | null;
  scopeName: string;
  tokenAttributes: number;
}

interface LineResult {
  tokens: Uint32Array;
  ruleStack: GrammarStack;
  stoppedEarly: boolean;
}

export interface MemoGrammar {
  tokenizeLine2(line: string, state: GrammarStack | null, timeLimit?: number): LineResult;
}

/** Lines kept per grammar and thread, at most (about 12 MB). A site with more keeps its first ones. */
const MAX_LINES = 50_000;

const STATE_FIELDS = ['parent', 'ruleId', 'endRule', 'beginRuleCapturedEOL', 'nameScopesList', 'contentNameScopesList'] as const;

/**
 * Makes `grammar.tokenizeLine2` reuse the result of a line already tokenized in an equal state.
 * Returns false (and changes nothing) when the grammar's state objects are not the shape this
 * module reads, so another vscode-textmate can only make highlighting slower, never different.
 */
export function memoizeLines(grammar: MemoGrammar): boolean {
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  const first = tokenize('', null).ruleStack;
  if (!STATE_FIELDS.every((field) => field in first) || !first.nameScopesList || !['scopeName', 'tokenAttributes', 'parent'].every((field) => field in (first.nameScopesList as object))) return false;

  const ids = new Map<string, number>();
  const intern = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const scopeIds = new WeakMap<ScopeStack, number>();
  const scopeId = (scope: ScopeStack | null): number => {
    if (!scope) return -1;
    let id = scopeIds.get(scope);
    if (id === undefined) scopeIds.set(scope, (id = intern(`s${scopeId(scope.parent)},${JSON.stringify(scope.scopeName)},${scope.tokenAttributes}`)));
    return id;
  };
  const stateIds = new WeakMap<GrammarStack, number>();
  const stateId = (state: GrammarStack | null): number => {
    if (!state) return -1;
    let id = stateIds.get(state);
    if (id === undefined) {
      const key = `g${stateId(state.parent)},${state.ruleId},${JSON.stringify(state.endRule)},${state.beginRuleCapturedEOL ? 1 : 0},${scopeId(state.nameScopesList)},${scopeId(state.contentNameScopesList)}`;
      stateIds.set(state, (id = intern(key)));
    }
    return id;
  };

  const memo = new Map<number, Map<string, LineResult>>();
  let kept = 0;
  grammar.tokenizeLine2 = (line, state, timeLimit) => {
    const id = stateId(state);
    let lines = memo.get(id);
    const known = lines?.get(line);
    if (known) return known;
    const result = tokenize(line, state, timeLimit);
    if (result.stoppedEarly || kept >= MAX_LINES) return result;
    if (!lines) memo.set(id, (lines = new Map()));
    lines.set(line, result);
    kept++;
    return result;
  };
  return true;
}
