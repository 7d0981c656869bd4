// Literal defaults in the pinned packages' compiled JavaScript, which the API-table check compares
// with the defaults a page documents.
import fs from 'node:fs';
import ts from 'typescript';
import type {ApiPage} from './api-map.ts';

const defaultsCache = new Map<string, Map<string, (string | number | boolean)[]>>();

/**
 * Literal defaults for `name` in the compiled JavaScript next to the export's declaration: binding
 * patterns such as `({imageFormat = 'png', frame = 0})`, which is how the packages default options.
 * Returns [] when the code sets no literal default there; the docs are then not compared.
 */
export function compiledDefaults(checker: ts.TypeChecker, api: ApiPage, exportType: ts.Type, name: string): (string | number | boolean)[] {
  const decl = (exportType.getSymbol() ?? exportType.aliasSymbol)?.declarations?.[0] ?? checker.getSignaturesOfType(exportType, ts.SignatureKind.Call)[0]?.getDeclaration();
  const dts = decl?.getSourceFile().fileName;
  if (!dts || !dts.endsWith('.d.ts')) return [];
  const js = dts.replace(/\.d\.ts$/, '.js');
  if (!fs.existsSync(js)) return [];
  let table = defaultsCache.get(js);
  if (!table) {
    table = new Map();
    const sf = ts.createSourceFile(js, fs.readFileSync(js, 'utf8'), ts.ScriptTarget.ES2022, true);
    const t = table;
    const visit = (node: ts.Node) => {
      if (ts.isBindingElement(node) && node.initializer && ts.isObjectBindingPattern(node.parent)) {
        const key = (node.propertyName ?? node.name).getText(sf);
        const init = node.initializer;
        let value: string | number | boolean | undefined;
        if (ts.isStringLiteral(init)) value = init.text;
        else if (ts.isNumericLiteral(init)) value = Number(init.text);
        else if (ts.isPrefixUnaryExpression(init) && init.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(init.operand)) value = -Number(init.operand.text);
        else if (init.kind === ts.SyntaxKind.TrueKeyword) value = true;
        else if (init.kind === ts.SyntaxKind.FalseKeyword) value = false;
        if (value !== undefined) t.set(key, [...(t.get(key) ?? []), value]);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    defaultsCache.set(js, table);
  }
  return table.get(name) ?? [];
}