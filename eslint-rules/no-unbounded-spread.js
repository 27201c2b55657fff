// Spreading an array into a call's arguments (`push(...xs)`, `Math.max(...xs)`, `new Set(...)` is fine) puts every
// element on the stack: a user-sized list (20,000 rectangles, a 400×400 board's values) overflows it (issue 17.5).
// Use a loop, `reduce`, or `Array.prototype.concat`. Allowed: array literals written out in the code, and forwarding
// a function's own rest parameter (its length is fixed by the caller's code), and callees named in `ignoreCallees`
// (the studio's `register(...actions)`: lists of actions written in code).
/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'No spread of possibly unbounded arrays into call arguments (stack overflow).' },
    messages: {
      spread:
        'Spreading into call arguments overflows the stack for long lists: use a loop (or reduce/concat). If the list is bounded by code, not by the user, disable this line with the bound as reason.',
    },
    schema: [
      {
        type: 'object',
        properties: { ignoreCallees: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const source = context.sourceCode ?? context.getSourceCode();
    const isRestParam = (node) => {
      if (node.type !== 'Identifier') return false;
      let scope = source.getScope ? source.getScope(node) : context.getScope();
      for (; scope; scope = scope.upper) {
        const v = scope.set.get(node.name);
        if (v) return v.defs.some((d) => d.type === 'Parameter' && d.name.parent?.type === 'RestElement');
      }
      return false;
    };
    const ignored = new Set(context.options[0]?.ignoreCallees ?? []);
    const calleeName = (c) =>
      c.type === 'Identifier'
        ? c.name
        : c.type === 'MemberExpression' && !c.computed
          ? c.property.name
          : undefined;
    const check = (node) => {
      if (ignored.has(calleeName(node.callee))) return;
      for (const arg of node.arguments) {
        if (arg.type !== 'SpreadElement') continue;
        if (
          arg.argument.type === 'ArrayExpression' &&
          !arg.argument.elements.some((e) => e?.type === 'SpreadElement')
        )
          continue;
        if (isRestParam(arg.argument)) continue;
        context.report({ node: arg, messageId: 'spread' });
      }
    };
    return { CallExpression: check, NewExpression: check };
  },
};
