/**
 * CommonJS packages (React DOM, the scheduler) reach the bundle wrapped in a factory each, which runs the
 * first time the package is required: `var n = t((e => { ...the whole package... }))`. V8 compiles such an
 * arrow function lazily, so the first require parses all of React DOM on the main thread: measured in a trace
 * of an article page on the throttled phone, a task of 185-221 ms at app start, 122-126 ms of it
 * `V8.ParseFunction`. A parenthesised `function` expression is what V8's "possibly invoked function"
 * heuristic compiles eagerly, and it does so on its background thread while the module streams in; the same
 * trace then shows that task at 67-117 ms.
 *
 * `eagerModuleWrappers` rewrites each top-level `(params => { ... })` passed as a call's only argument into
 * `(function (params) { ... })`. It leaves alone any arrow whose body uses `this`, `arguments`, `new.target`
 * or `super` outside a nested function, since a `function` would change what those mean.
 */
import { parseSync } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Whether `node` refers to the enclosing function's own `this`, `arguments`, `new.target` or `super`. */
function usesFunctionScope(node: Node): boolean {
  if (node.type === 'ThisExpression' || node.type === 'Super' || node.type === 'MetaProperty') return true;
  if (node.type === 'Identifier' && node.name === 'arguments') return true;
  // A nested function (not an arrow) has its own; a class body's methods too.
  if (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ClassBody' ||
    node.type === 'ClassDeclaration' ||
    node.type === 'ClassExpression'
  ) {
    return false;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) {
      if (value.some((item) => isNode(item) && usesFunctionScope(item))) return true;
    } else if (isNode(value) && usesFunctionScope(value)) {
      return true;
    }
  }
  return false;
}

/** The top-level wrapped factories in `code`: the arrow's head to replace, and its parameter list. */
function factories(code: string): { headStart: number; headEnd: number; params: string }[] {
  const { program, errors } = parseSync('chunk.js', code, { sourceType: 'module' });
  if (errors.length) throw new Error(`eagerModuleWrappers: cannot parse the chunk: ${errors[0]?.message}`);
  const found: { headStart: number; headEnd: number; params: string }[] = [];
  for (const statement of program.body as unknown as Node[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init?.type !== 'CallExpression') continue;
      const args = init.arguments as Node[];
      if (args.length !== 1 || args[0]!.type !== 'ParenthesizedExpression') continue;
      const arrow = args[0]!.expression as Node;
      if (arrow.type !== 'ArrowFunctionExpression' || arrow.async || arrow.expression) continue;
      const body = arrow.body as Node;
      if (usesFunctionScope(body)) continue;
      const params = arrow.params as Node[];
      found.push({
        headStart: arrow.start,
        headEnd: body.start,
        params: params.length ? code.slice(params[0]!.start, params.at(-1)!.end) : '',
      });
    }
  }
  return found;
}

export function eagerModuleWrappers(code: string): string {
  let result = code;
  // From the end, so earlier offsets stay valid.
  for (const { headStart, headEnd, params } of factories(code).reverse()) {
    result = `${result.slice(0, headStart)}function(${params})${result.slice(headEnd)}`;
  }
  return result;
}
