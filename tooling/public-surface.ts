// Reads a public entry's exported names from its source: the entries hold explicit export lists
// only, so the syntax is the surface. Used by src/public-surface.test.ts.
import ts from 'typescript';
import { readFileSync } from 'node:fs';

export interface EntrySurface {
  values: string[];
  types: string[];
  /** `export * from` statements: none allowed in a public entry. */
  starExports: string[];
}

export function readEntrySurface(file: string): EntrySurface {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const values: string[] = [];
  const types: string[] = [];
  const starExports: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const clause = statement.exportClause;
    if (!clause || ts.isNamespaceExport(clause)) {
      starExports.push(statement.getText(source));
      continue;
    }
    for (const element of clause.elements) (statement.isTypeOnly || element.isTypeOnly ? types : values).push(element.name.text);
  }
  const sort = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));
  return { values: sort(values), types: sort(types), starExports };
}
