/**
 * `cn` only joins classes, so two classes that set one property (`size-12` and `size-16`) would both
 * reach the element and the stylesheet's order, not the author, would pick. This test reads every
 * `cn(...)` call of the app and every class given to a component that passes `className` through
 * `cn`, and fails when one would override another; tailwind-merge (a development dependency) says
 * which classes conflict.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "..");
const CLASS_NAME = Symbol("className");
type Alternative = string | typeof CLASS_NAME;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(SRC).map((file) => ({
  file: path.relative(SRC, file),
  source: ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
}));

function visit(node: ts.Node, fn: (node: ts.Node) => void) {
  fn(node);
  node.forEachChild((child) => visit(child, fn));
}

/** The initializer of `const name = ...` in this file, or exported from any file of the app. */
function declaration(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const candidate of [source, ...files.map((f) => f.source)]) {
    let found: ts.Expression | undefined;
    visit(candidate, (node) => {
      if (!found && ts.isVariableDeclaration(node) && node.name.getText() === name && node.initializer) found = node.initializer;
    });
    if (found) return found;
  }
  return undefined;
}

/** The class strings an expression can be, one of them at a time ("" for none). */
function alternatives(source: ts.SourceFile, expr: ts.Expression): Alternative[] {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr)) return alternatives(source, expr.expression);
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return ["", ...alternatives(source, expr.right)];
  if (ts.isConditionalExpression(expr)) return [...alternatives(source, expr.whenTrue), ...alternatives(source, expr.whenFalse)];
  if (ts.isCallExpression(expr) && expr.expression.getText() === "cn") {
    // A nested call: every combination of its arguments, joined.
    return expr.arguments.reduce<Alternative[]>(
      (joined, arg) => joined.flatMap((a) => alternatives(source, arg).map((b) => (typeof a === "string" && typeof b === "string" ? `${a} ${b}` : CLASS_NAME))),
      [""],
    );
  }
  if (ts.isIdentifier(expr)) {
    if (/className$/i.test(expr.text)) return [CLASS_NAME];
    const init = declaration(source, expr.text);
    if (init) return alternatives(source, init);
  }
  if (ts.isElementAccessExpression(expr) || ts.isPropertyAccessExpression(expr)) {
    // `tones[tone]` or `SIZES.md`: any value of the object.
    const init = declaration(source, expr.expression.getText());
    const object = init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) ? init.expression : init);
    if (object && ts.isObjectLiteralExpression(object)) {
      return object.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? alternatives(source, p.initializer) : []));
    }
  }
  throw new Error(`cannot tell the classes of \`${expr.getText()}\` (${source.fileName}); give cn string literals, conditions or a const object`);
}

/** The classes of `base` that `added` would override. */
function overridden(base: string, added: string): string[] {
  const kept = new Set(twMerge(`${base} ${added}`).split(/\s+/));
  return twMerge(base)
    .split(/\s+/)
    .filter((token) => token && !kept.has(token));
}

const where = (source: ts.SourceFile, node: ts.Node) => `${path.relative(SRC, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

interface CnCall {
  at: string;
  args: Alternative[][];
}
const calls: { call: CnCall; component?: string }[] = [];
for (const { source } of files) {
  visit(source, (node) => {
    if (!ts.isCallExpression(node) || node.expression.getText() !== "cn" || ts.isCallExpression(node.parent)) return;
    const args = node.arguments.map((arg) => alternatives(source, arg));
    let owner: ts.Node | undefined = node;
    while (owner && !(ts.isFunctionDeclaration(owner) && owner.name)) owner = owner.parent;
    calls.push({ call: { at: where(source, node), args }, component: owner && ts.isFunctionDeclaration(owner) ? owner.name!.text : undefined });
  });
}

describe("class names joined by cn", () => {
  it("reads the app's calls", () => {
    expect(calls.length).toBeGreaterThan(20);
    expect(overridden("size-12 rounded-full", "size-16")).toEqual(["size-12"]);
  });

  it("no argument of a cn call sets a property an earlier one set", () => {
    const conflicts: string[] = [];
    for (const { call } of calls) {
      call.args.forEach((earlier, i) =>
        call.args.slice(i + 1).forEach((later) => {
          for (const a of earlier) for (const b of later) {
            if (typeof a !== "string" || typeof b !== "string") continue;
            const lost = overridden(a, b);
            if (lost.length) conflicts.push(`${call.at}: "${b}" overrides ${lost.join(", ")}`);
          }
        }),
      );
    }
    expect(conflicts).toEqual([]);
  });

  it("no class given to a component overrides one of its own (use its size, tone or shape prop)", () => {
    const own = new Map<string, string[]>();
    for (const { call, component } of calls) {
      if (!component || !call.args.some((alts) => alts.includes(CLASS_NAME))) continue;
      // Every class the component may set itself, checked against what callers add.
      const classes = call.args.filter((alts) => !alts.includes(CLASS_NAME)).flatMap((alts) => alts.filter((a): a is string => typeof a === "string"));
      own.set(component, [...(own.get(component) ?? []), ...classes]);
    }
    const conflicts: string[] = [];
    for (const { source } of files) {
      visit(source, (node) => {
        if (!ts.isJsxOpeningElement(node) && !ts.isJsxSelfClosingElement(node)) return;
        const classes = own.get(node.tagName.getText());
        if (!classes) return;
        for (const attr of node.attributes.properties) {
          if (!ts.isJsxAttribute(attr) || attr.name.getText() !== "className" || !attr.initializer) continue;
          const expr = ts.isJsxExpression(attr.initializer) ? attr.initializer.expression! : attr.initializer;
          for (const given of alternatives(source, expr)) {
            if (typeof given !== "string") continue;
            for (const mine of classes) {
              const lost = overridden(mine, given);
              if (lost.length) conflicts.push(`${where(source, node)}: <${node.tagName.getText()} className="${given}"> overrides ${lost.join(", ")}`);
            }
          }
        }
      });
    }
    expect(own.size).toBeGreaterThan(10);
    expect(conflicts).toEqual([]);
  });
});
