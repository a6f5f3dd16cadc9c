// The house rule of decision 047: a component's words come from the message catalogue
// (`useTexts(…)`), in both locales, never as string literals in its JSX. It flags JSX text with a
// letter in it, a literal in braces, and a literal given to an attribute a person reads (label,
// placeholder, title, alt, aria-*). Strings of no letters (a dash, "·", "×", digits) pass, as do
// the names the rule is told to allow (brands, the shop's own marks).

const READ_ATTRIBUTES =
  /^(?:aria-(?:label|description|roledescription|placeholder|valuetext)|placeholder|title|alt|label|description|heading|emptyText|confirmText|cancelText|submitText)$/;
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts a person reads come from the message catalogue (decision 047).' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      literal:
        'Put "{{text}}" in the message catalogue (defineTexts, in both locales) and read it with useTexts.',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    function check(node, value) {
      const text = value.trim();
      if (!LETTER.test(text) || allowed.has(text)) return;
      context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
    }
    return {
      JSXText(node) {
        check(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const { expression } = node;
        if (expression.type === 'Literal' && typeof expression.value === 'string') {
          check(expression, expression.value);
        } else if (expression.type === 'TemplateLiteral') {
          for (const quasi of expression.quasis) check(quasi, quasi.value.cooked ?? '');
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.test(name) || !node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string') check(value, value.value);
        else if (value.type === 'TemplateLiteral') {
          for (const quasi of value.quasis) check(quasi, quasi.value.cooked ?? '');
        }
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
