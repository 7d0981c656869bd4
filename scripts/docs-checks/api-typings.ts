// The pinned packages' typings as the API-table check compares them with a page's tables: the ways
// an export can be called, the members of a type (every branch of a union), a documented name
// resolved to a parameter or a prop, and documented types the declared one does not accept.
import ts from 'typescript';
import type {TypeAtom} from './markdown-tables.ts';

export type Optionality = 'required' | 'optional' | 'mixed';

export interface Member {
  name: string;
  type: ts.Type;
  optional: Optionality;
  /** Declared by React's or the DOM's typings (`onClick`, `key`), not by the package. */
  inherited?: boolean;
  /** Its type in each branch of a union it appears in; a documented type may match any of them. */
  branches?: ts.Type[];
}

/** An array type's element type (a nullable array's too); any other type as it is. */
export function elementOf(checker: ts.TypeChecker, type: ts.Type): ts.Type {
  const plain = checker.getNonNullableType(type);
  return checker.isArrayType(plain) ? checker.getTypeArguments(plain as ts.TypeReference)[0] : type;
}

export interface Input {
  name: string;
  type: ts.Type;
  optional: boolean;
}

/**
 * The ways a signature can be called. `bundle(...args: [options] | [entryPoint, onProgress?, options?])`
 * is two alternatives; a plain signature is one.
 */
export function signatureInputs(checker: ts.TypeChecker, signature: ts.Signature): Input[][] {
  const params = signature.getParameters();
  const rest = params.length === 1 && (params[0].valueDeclaration as ts.ParameterDeclaration | undefined)?.dotDotDotToken;
  if (rest) {
    const tuples = unionMembers(checker.getTypeOfSymbol(params[0])).filter((t) => checker.isTupleType(t)) as ts.TypeReference[];
    if (tuples.length) {
      return tuples.map((tuple) => {
        const target = tuple.target as ts.TupleType;
        return checker.getTypeArguments(tuple).map((type, n) => {
          const label = target.labeledElementDeclarations?.[n];
          return {name: label && ts.isIdentifier(label.name) ? label.name.text : `arg${n}`, type, optional: (target.elementFlags[n] & ts.ElementFlags.Required) === 0};
        });
      });
    }
  }
  const inputs = params.map((p) => {
    const decl = p.valueDeclaration as ts.ParameterDeclaration | undefined;
    const optional = Boolean(decl && (decl.questionToken || decl.initializer || decl.dotDotDotToken));
    return {name: p.name, type: checker.getTypeOfSymbol(p), optional};
  });
  // React.FC's legacy `context?: any` is not something a page documents.
  return [inputs.filter((p) => !(p.optional && p.type.flags & ts.TypeFlags.Any))];
}

export function unionMembers(type: ts.Type): ts.Type[] {
  return type.isUnion() ? type.types : [type];
}

/** An options or props object: an object type that cannot be called (a component or callback can). */
export function isObjectLike(type: ts.Type): boolean {
  return unionMembers(type).some((t) => ((t.flags & ts.TypeFlags.Object) !== 0 || t.isIntersection()) && t.getCallSignatures().length === 0 && t.getConstructSignatures().length === 0);
}

/** Members of a type; for a union, every member of any branch, `mixed` when branches disagree. */
export function membersOf(checker: ts.TypeChecker, type: ts.Type): Member[] {
  const branches = unionMembers(type).filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  const byName = new Map<string, {types: ts.Type[]; optional: boolean[]; inherited: boolean}>();
  for (const branch of branches) {
    for (const p of checker.getPropertiesOfType(checker.getApparentType(branch))) {
      const files = (p.declarations ?? []).map((d) => d.getSourceFile().fileName);
      // Declared outside the Remotion packages: React's, the DOM's or a library's own props.
      const inherited = files.length > 0 && files.every((f) => !/node_modules\/(remotion|@remotion\/[\w-]+)\//.test(f));
      const entry = byName.get(p.name) ?? {types: [], optional: [], inherited};
      entry.types.push(checker.getTypeOfSymbol(p));
      entry.optional.push((p.flags & ts.SymbolFlags.Optional) !== 0);
      byName.set(p.name, entry);
    }
  }
  return [...byName].map(([name, {types, optional, inherited}]) => ({
    name,
    inherited,
    type: types[0],
    branches: types,
    optional:
      optional.length === branches.length && optional.every((o) => !o)
        ? 'required'
        : optional.length === branches.length && optional.every((o) => o)
          ? 'optional'
          : 'mixed',
  }));
}

export function lookup(checker: ts.TypeChecker, members: Member[], name: string): Member | undefined {
  const [head, ...rest] = name.split('.');
  let m = members.find((x) => x.name === head);
  for (const part of rest) {
    if (!m) return undefined;
    m = membersOf(checker, m.type).find((x) => x.name === part);
  }
  return m;
}

/** Every name an inputs table could document: positional parameters or the props of object ones. */
export function flattenInputs(checker: ts.TypeChecker, inputs: Input[]): Member[] {
  if (inputs.length === 1 && isObjectLike(inputs[0].type)) return membersOf(checker, inputs[0].type);
  return inputs.map((p) => ({name: p.name, type: p.type, optional: p.optional ? 'optional' : 'required'}));
}

/**
 * `frame` → a parameter or a prop of an object parameter; `options.weights` → a prop of `options`.
 * A positional parameter may be documented under a clearer name than the `.d.ts` gives it
 * (`comp` → `component`): the row then stands for the parameter at its own position.
 */
export function resolveInput(checker: ts.TypeChecker, alternatives: Input[][], name: string, row: number): Member | undefined {
  const asMember = (p: Input): Member => ({name: p.name, type: p.type, optional: p.optional ? 'optional' : 'required'});
  const [head] = name.split('.');
  for (const inputs of alternatives) {
    const param = inputs.find((p) => p.name === head);
    if (param) return lookup(checker, [asMember(param)], name);
    for (const p of inputs) {
      if (!isObjectLike(p.type)) continue;
      const found = lookup(checker, membersOf(checker, p.type), name);
      if (found) return found;
    }
  }
  const positional = alternatives[0]?.[row];
  if (positional && !name.includes('.')) return asMember(positional);
  return undefined;
}

/** Documented literals and keywords the declared type does not accept. */
export function contradictions(checker: ts.TypeChecker, atoms: TypeAtom[], declared: ts.Type): string[] {
  if (declared.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) return [];
  const loose = (t: ts.Type) => checker.isTypeAssignableTo(t, declared) || unionMembers(declared).some((d) => !(d.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) && checker.isTypeAssignableTo(d, t));
  const wrong: string[] = [];
  for (const atom of atoms) {
    let ok = true;
    if (atom.kind === 'string-literal') ok = checker.isTypeAssignableTo(checker.getStringLiteralType(atom.value), declared);
    else if (atom.kind === 'number-literal') ok = checker.isTypeAssignableTo(checker.getNumberLiteralType(atom.value), declared);
    else if (atom.value === 'number') ok = loose(checker.getNumberType());
    else if (atom.value === 'string') ok = loose(checker.getStringType());
    else if (atom.value === 'boolean') ok = loose(checker.getBooleanType());
    else if (atom.value === 'true') ok = checker.isTypeAssignableTo(checker.getTrueType(), declared);
    else if (atom.value === 'false') ok = checker.isTypeAssignableTo(checker.getFalseType(), declared);
    else if (atom.value === 'null') ok = checker.isTypeAssignableTo(checker.getNullType(), declared);
    if (!ok) wrong.push(atom.kind === 'string-literal' ? `'${atom.value}'` : String(atom.value));
  }
  return wrong;
}
