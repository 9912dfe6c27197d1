import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, is, Table } from 'drizzle-orm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index';

// DESIGN.md §3.4: every write of a business-owned row filters by business_id in SQL, not by its id
// alone, so a bug that hands over another business's id can never change that business's row. This
// reads the API's sources and finds each `.update(table)` / `.delete(table)` of a table with a
// `businessId` column whose `.where(...)` does not mention the business.
//
// A write that may go without it says why on the line before: `// scoped: <reason>` (a row reached
// only through a parent already checked for the business, a system sweep across all businesses).
// "The row was locked by a business-scoped SELECT … FOR UPDATE" is not a reason: add the filter.

const SRC = fileURLToPath(new URL('..', import.meta.url));
const MARKER = /^\s*\/\/\s*scoped:\s*\S/;


/** The export names of the drizzle tables that have a business_id column. */
function businessOwnedTables(): Set<string> {
  return new Set(
    Object.entries(schema)
      .filter(([, value]) => is(value, Table) && 'businessId' in getTableColumns(value as Table))
      .map(([name]) => name),
  );
}

/** The API's own code: tests, test helpers and the demo seed write as they like. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'seed', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The name a table is written through: `orders` or `schema.orders`. */
function tableName(node: ts.Expression): string | null {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return null;
}

/** The `.where(...)` calls chained after a call: `.update(t).set(…).where(…).returning()`. */
function chainedWheres(call: ts.CallExpression): ts.CallExpression[] {
  const wheres: ts.CallExpression[] = [];
  let node: ts.Node = call;
  for (;;) {
    const parent: ts.Node = node.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node) node = parent;
    else if (ts.isCallExpression(parent) && parent.expression === node) {
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'where') wheres.push(parent);
      node = parent;
    } else return wheres;
  }
}

/** The scope a declaration is visible in: its nearest enclosing function, block or file. */
function scopeOf(node: ts.Node): ts.Node {
  let scope = node.parent;
  while (!ts.isBlock(scope) && !ts.isSourceFile(scope) && !ts.isFunctionLike(scope)) scope = scope.parent;
  return scope;
}

/** The constant or function a name refers to at a place in its file: the innermost visible declaration. */
function resolve(file: ts.SourceFile, name: string, at: ts.Node): ts.Node | undefined {
  let best: { node: ts.Node; width: number } | undefined;
  const visit = (node: ts.Node): void => {
    if ((ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) && node.name && ts.isIdentifier(node.name) && node.name.text === name) {
      const scope = scopeOf(node);
      const width = scope.getEnd() - scope.getStart(file);
      if (scope.getStart(file) <= at.getStart(file) && at.getEnd() <= scope.getEnd() && (!best || width < best.width)) best = { node, width };
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return best?.node;
}

/**
 * Whether a where condition keeps the write inside one business: it compares `<table>.businessId`
 * (or SQL's business_id), or is `and(…)` of such a condition, or names a constant or a helper of the
 * same file that does (`.where(mine)`, `.where(ofBusiness(businessId, id))`).
 */
function filtersBusiness(file: ts.SourceFile, table: string, node: ts.Node, visiting = new Set<ts.Node>()): boolean {
  // `visiting` holds the path followed so far, so a helper that names itself ends the search.
  if (visiting.has(node)) return false;
  visiting.add(node);
  const found = conditionFiltersBusiness(file, table, node, (next) => filtersBusiness(file, table, next, visiting));
  visiting.delete(node);
  return found;
}

function conditionFiltersBusiness(file: ts.SourceFile, table: string, node: ts.Node, recurse: (next: ts.Node) => boolean): boolean {
  if (new RegExp(`\\b${table}\\.businessId\\b|\\bbusiness_id\\b`).test(node.getText(file))) return true;
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) return recurse(node.expression);
  if (ts.isConditionalExpression(node)) return recurse(node.whenTrue) && recurse(node.whenFalse);
  if (ts.isVariableDeclaration(node)) return node.initializer !== undefined && recurse(node.initializer);
  if (ts.isIdentifier(node)) {
    const declaration = resolve(file, node.text, node);
    return declaration !== undefined && recurse(declaration);
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const callee = node.expression.text;
    // and(a, b): one business condition bounds it; or(a, b): every branch must have one.
    if (callee === 'and') return node.arguments.some((arg) => recurse(arg));
    if (callee === 'or') return node.arguments.length > 0 && node.arguments.every((arg) => recurse(arg));
    const helper = resolve(file, callee, node);
    return helper !== undefined && recurse(helper);
  }
  return false;
}

/** Whether the statement holding the write, or the write's own line, is preceded by a `// scoped:` reason. */
function markedScoped(file: ts.SourceFile, call: ts.CallExpression, lines: string[]): boolean {
  let statement: ts.Node = call;
  while (!ts.isStatement(statement) && statement.parent) statement = statement.parent;
  const starts = [statement.getStart(file), call.expression.getEnd()].map((pos) => file.getLineAndCharacterOfPosition(pos).line);
  return starts.some((line) => line > 0 && MARKER.test(lines[line - 1]!));
}

type Offence = { file: string; line: number; table: string; text: string };

/** The business-owned writes of one file that neither filter by the business nor say why they need not. */
function unscopedWrites(name: string, text: string, owned: Set<string>): Offence[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const lines = text.split('\n');
  const offences: Offence[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['update', 'delete'].includes(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const table = tableName(node.arguments[0]!);
      if (table !== null && owned.has(table)) {
        const wheres = chainedWheres(node);
        const scoped = wheres.some((where) => where.arguments.some((arg) => filtersBusiness(file, table, arg)));
        if (!scoped && !markedScoped(file, node, lines)) {
          const line = file.getLineAndCharacterOfPosition(node.expression.name.getStart(file)).line + 1;
          const where = wheres[0]?.arguments[0]?.getText() ?? '(no where)';
          offences.push({ file: name, line, table, text: `.${node.expression.name.text}(${table}) where ${where}` });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return offences;
}

describe('writes of business-owned rows', () => {
  const owned = businessOwnedTables();
  const offences = sourceFiles(SRC).flatMap((file) => unscopedWrites(path.relative(SRC, file), fs.readFileSync(file, 'utf8'), owned));

  it('knows the business-owned tables from the schema', () => {
    // These carry business_id; users, sessions and the business itself do not.
    expect([...owned]).toEqual(expect.arrayContaining(['orders', 'orderLines', 'products', 'customers', 'coupons']));
    expect(owned.has('users')).toBe(false);
    expect(owned.has('businesses')).toBe(false);
  });

  it('tells an id-only write from a business-scoped one', () => {
    // The detection itself, on code written for it: the first four are flagged, the rest pass.
    const code = `
      await tx.update(orders).set({ notes }).where(eq(orders.id, order.id));
      await tx.delete(coupons).where(and(eq(coupons.id, id), eq(coupons.active, true)));
      await db.update(schema.products).set({ name });
      await tx.update(orders).set({ notes }).where(eq(orders.id, order.businessId));
      await tx.update(orders).set({ notes }).where(and(eq(orders.id, order.id), eq(orders.businessId, businessId)));
      const ofBusiness = (businessId, id) => and(eq(products.id, id), eq(products.businessId, businessId));
      await db.delete(products).where(ofBusiness(businessId, id));
      function rank() {
        const inCategory = and(eq(products.businessId, businessId), eq(products.categoryId, categoryId));
        await tx.update(products).set({ ranking }).where(ids.length > 0 ? and(inCategory, inArray(products.id, ids)) : inCategory);
      }
      // scoped: a sweep of every business's old rows
      await db.delete(orders).where(lt(orders.createdAt, cutoff));
      await tx.update(users).set({ name }).where(eq(users.id, id));
      hash.update(text);
    `;
    expect(unscopedWrites('example.ts', code, owned).map((o) => o.line)).toEqual([2, 3, 4, 5]);
  });

  it('filter every UPDATE and DELETE by business_id in SQL', () => {
    const report = offences.map((o) => `${o.file}:${o.line} ${o.text}`).join('\n');
    expect(report, 'add eq(table.businessId, …) to the where, or `// scoped: <why>` on the line before').toBe('');
  });
});
