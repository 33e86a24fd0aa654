/**
 * Removes named top-level properties from the object literals of a module's exported constants, leaving the
 * rest of the source untouched. The build uses it to make `?summary` variants of article modules: the card
 * data of an article without its body, so a list page does not download five whole articles.
 */
import ts from 'typescript';

export function stripProperties(source: string, names: readonly string[]): string {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];

  const visitObject = (object: ts.ObjectLiteralExpression) => {
    object.properties.forEach((property, index) => {
      if (!ts.isPropertyAssignment(property) || !property.name) return;
      const name =
        ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : null;
      if (!name || !names.includes(name)) return;
      // Cut from the property's start to the next property's start (or the closing brace), taking the comma.
      const next = object.properties[index + 1];
      const end = next ? next.getFullStart() : object.properties.end;
      cuts.push([property.getFullStart(), end]);
    });
  };

  const unwrap = (node: ts.Expression): ts.Expression => {
    let current = node;
    while (
      ts.isSatisfiesExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isParenthesizedExpression(current)
    ) {
      current = current.expression;
    }
    return current;
  };

  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const initialiser = declaration.initializer && unwrap(declaration.initializer);
      if (initialiser && ts.isObjectLiteralExpression(initialiser)) visitObject(initialiser);
    }
  }

  let result = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
    result = result.slice(0, start) + result.slice(end);
  }
  return result;
}
