// Walks a value through the code from one function (issue 53's measure of how far a reader travels): starting
// at a parameter, every function that receives it, or anything computed from it, is a stop, in the order the
// code calls them (each function once, depth first). A change of folder is two consecutive stops in different
// folders. Data computed from the value is followed: variables initialised or assigned from it, loop variables
// over it, parameters of callbacks handed to a call on it, and arguments (or object literals) that mention it.
//
// usage: node lib-scripts/scripts/diff-walk.js [--entry FILE:FUNCTION] [--follow PARAM] [--list]
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const [entryFile, entryName] = option('--entry', 'src/app/compare-states.ts:compareStates').split(':') as [
  string,
  string,
];
const follow = option('--follow', 'states');
const list = args.includes('--list');
// --derived follows anything computed from the value; without it, the value itself and its parts (aliases,
// property reads, destructuring, loop variables over it), as a reader following one object would.
const derived = args.includes('--derived');

const root = process.cwd();
const configPath = path.join(root, 'tsconfig.json');
const parsed = ts.parseJsonConfigFileContent(
  ts.readConfigFile(configPath, (file) => ts.sys.readFile(file)).config,
  ts.sys,
  root,
);
const program = ts.createProgram(parsed.fileNames, parsed.options);
const checker = program.getTypeChecker();
const srcRoot = path.join(root, 'src') + path.sep;

type FunctionLike = ts.FunctionLikeDeclaration;
const visited = new Set<FunctionLike>();
const stops: { file: string; name: string }[] = [];

function inSource(node: ts.Node): boolean {
  const file = node.getSourceFile().fileName;
  return path.resolve(file).startsWith(srcRoot) && !file.endsWith('.d.ts');
}

function functionName(fn: FunctionLike): string {
  if (fn.name) return fn.name.getText();
  if (ts.isVariableDeclaration(fn.parent)) return fn.parent.name.getText();
  if (ts.isPropertyAssignment(fn.parent)) return fn.parent.name.getText();
  if (ts.isConstructorDeclaration(fn)) return 'constructor';
  return '(anonymous)';
}

function symbolOf(node: ts.Node): ts.Symbol | undefined {
  if (ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node) {
    return checker.getShorthandAssignmentValueSymbol(node.parent);
  }
  return checker.getSymbolAtLocation(node);
}

function mentions(node: ts.Node, tainted: Set<ts.Symbol>): boolean {
  if (!derived) return isPart(node, tainted);
  if (ts.isIdentifier(node)) {
    const symbol = symbolOf(node);
    if (symbol && tainted.has(symbol)) return true;
  }
  return ts.forEachChild(node, (child) => mentions(child, tainted) || undefined) ?? false;
}

// The value or a part of it: a tainted name, a property read of one, or an object literal holding one.
function isPart(node: ts.Node, tainted: Set<ts.Symbol>): boolean {
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) {
    return isPart(node.expression, tainted);
  }
  if (ts.isIdentifier(node)) {
    const symbol = symbolOf(node);
    return symbol !== undefined && tainted.has(symbol);
  }
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node))
    return isPart(node.expression, tainted);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.some((property) =>
      ts.isShorthandPropertyAssignment(property)
        ? isPart(property.name, tainted)
        : ts.isPropertyAssignment(property)
          ? isPart(property.initializer, tainted)
          : ts.isSpreadAssignment(property) && isPart(property.expression, tainted),
    );
  }
  return false;
}

function taintBinding(name: ts.BindingName, tainted: Set<ts.Symbol>): void {
  if (ts.isIdentifier(name)) {
    const symbol = checker.getSymbolAtLocation(name);
    if (symbol) tainted.add(symbol);
    return;
  }
  for (const element of name.elements) if (!ts.isOmittedExpression(element)) taintBinding(element.name, tainted);
}

function declarationOf(callee: ts.Expression | ts.NewExpression): FunctionLike | undefined {
  let symbol = checker.getSymbolAtLocation(ts.isNewExpression(callee) ? callee.expression : callee);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const declaration of symbol?.declarations ?? []) {
    if (!inSource(declaration)) continue;
    if (ts.isFunctionLike(declaration) && 'body' in declaration && declaration.body) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = declaration.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    if (ts.isClassDeclaration(declaration)) {
      const constructor = declaration.members.find(ts.isConstructorDeclaration);
      if (constructor?.body) return constructor;
    }
  }
  return undefined;
}

function visit(fn: FunctionLike, params: readonly number[] | 'named'): void {
  if (visited.has(fn)) return;
  visited.add(fn);
  stops.push({ file: path.relative(srcRoot, fn.getSourceFile().fileName), name: functionName(fn) });
  const tainted = new Set<ts.Symbol>();
  fn.parameters.forEach((parameter, index) => {
    const rest = parameter.dotDotDotToken !== undefined;
    const wanted =
      params === 'named'
        ? parameter.name.getText() === follow
        : params.some((at) => at === index || (rest && at > index));
    if (wanted) taintBinding(parameter.name, tainted);
  });
  if (fn.body) walk(fn.body, tainted);
}

function walk(node: ts.Node, tainted: Set<ts.Symbol>): void {
  if (ts.isVariableDeclaration(node) && node.initializer && mentions(node.initializer, tainted)) {
    taintBinding(node.name, tainted);
  }
  if (ts.isForOfStatement(node) || ts.isForInStatement(node)) {
    const declared = node.initializer;
    if (mentions(node.expression, tainted) && ts.isVariableDeclarationList(declared)) {
      for (const declaration of declared.declarations) taintBinding(declaration.name, tainted);
    }
  }
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isIdentifier(node.left) &&
    mentions(node.right, tainted)
  ) {
    const symbol = checker.getSymbolAtLocation(node.left);
    if (symbol) tainted.add(symbol);
  }
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
    const callArgs = node.arguments ?? [];
    const receiverTainted =
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      mentions(node.expression.expression, tainted);
    // A callback given to a call on the value (or with it) receives parts of it.
    if (receiverTainted || callArgs.some((arg) => mentions(arg, tainted))) {
      for (const arg of callArgs) {
        if (ts.isArrowFunction(arg) || ts.isFunctionExpression(arg)) {
          for (const parameter of arg.parameters) taintBinding(parameter.name, tainted);
        }
      }
    }
    // Arguments first: the callee runs after them.
    for (const arg of callArgs) walk(arg, tainted);
    walk(node.expression, tainted);
    const taintedArgs = callArgs.flatMap((arg, index) => (mentions(arg, tainted) ? [index] : []));
    const callee = taintedArgs.length ? declarationOf(ts.isNewExpression(node) ? node : node.expression) : undefined;
    if (callee) visit(callee, taintedArgs);
    return;
  }
  ts.forEachChild(node, (child) => walk(child, tainted));
}

const entrySource = program.getSourceFile(path.join(root, entryFile));
if (!entrySource) throw new Error(`no such file in the program: ${entryFile}`);
let entry: FunctionLike | undefined;
const find = (node: ts.Node): void => {
  if (ts.isFunctionLike(node) && 'body' in node && node.body && functionName(node) === entryName) entry ??= node;
  ts.forEachChild(node, find);
};
find(entrySource);
if (!entry) throw new Error(`no function ${entryName} in ${entryFile}`);
visit(entry, 'named');

let changes = 0;
const folders = new Set<string>();
stops.forEach((stop, index) => {
  const folder = path.dirname(stop.file);
  folders.add(folder);
  const previous = index > 0 ? path.dirname(stops[index - 1]!.file) : folder;
  if (previous !== folder) changes++;
  if (list) console.log(`${previous !== folder ? '*' : ' '} ${stop.file}:${stop.name}`);
});
console.log(
  `${entryFile}:${entryName}, following "${follow}": ${stops.length} stops in ${folders.size} folders, ${changes} changes of folder`,
);
