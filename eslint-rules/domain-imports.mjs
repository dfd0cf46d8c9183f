// The arrows allowed between the folders of lib/ (docs/architecture.md draws them):
// - nothing in lib/ imports the screens (app/) or the components (components/);
// - a domain's rules (pure, safe for the browser) import neither zod nor its queries, writes or actions;
// - a domain's schema imports no queries, writes or actions (a form in the browser parses with it);
// - code that runs in the browser ('use client') takes only types from queries and writes, which reach the database;
// - screens and components change data only through a domain's actions: they take only types from its writes.
import path from 'node:path';

const SERVER_ONLY = /^lib\/[a-z-]+\/(queries|writes)(\/|\.ts$|$)/;
const WRITES = /^lib\/[a-z-]+\/writes(\/|\.ts$|$)/;
const SERVER_SIDE = /^lib\/[a-z-]+\/(queries|writes|actions)(\/|\.ts$|$)/;

/** The imported module as a path from the project's root (`lib/x/y`), or null for a package. */
function fromRoot(specifier, filename, cwd) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  return path.relative(cwd, path.resolve(path.dirname(filename), specifier)).split(path.sep).join('/');
}

const isClientFile = (program) => program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'The arrows allowed between lib/, its domains, the screens and the browser.' },
    schema: [],
    messages: {
      libImportsScreens: 'lib/ holds the rules and the data; it does not import the screens or the components ({{target}}).',
      rulesImportZod: "A domain's rules stay free of zod, so the browser can use them without the validation library; parse in its schema.",
      rulesImportServer: "A domain's rules are pure and safe for the browser: they do not import {{target}}.",
      schemaImportsServer: "A domain's schema runs in the browser's forms too: it does not import {{target}}.",
      clientImportsServer: "Code that runs in the browser takes only types from queries and writes ({{target}}): they reach the database.",
      screenImportsWrites: "A screen changes data through its domain's actions (doctorAction checks the session and writes the audit line), not through {{target}}.",
    },
  },
  create(context) {
    const filename = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const inLib = filename.startsWith('lib/');
    const inScreens = /^(app|components)\//.test(filename) && !/\.test\.tsx?$/.test(filename);
    const inRules = /^lib\/[a-z-]+\/rules(\/|\.ts$)/.test(filename) && !/\.test\.tsx?$/.test(filename);
    const inSchema = /^lib\/[a-z-]+\/schema(\/|\.ts$)/.test(filename) && !/\.test\.tsx?$/.test(filename);
    let client = false;

    function check(node, specifier, typeOnly) {
      const target = fromRoot(specifier, context.filename, context.cwd);
      if (inRules && (specifier === 'zod' || target === 'lib/zod')) context.report({ node, messageId: 'rulesImportZod' });
      if (!target) return;
      if (inLib && /^(app|components)\//.test(target)) context.report({ node, messageId: 'libImportsScreens', data: { target } });
      if (typeOnly) return;
      if (inRules && SERVER_SIDE.test(target)) context.report({ node, messageId: 'rulesImportServer', data: { target } });
      if (inSchema && SERVER_SIDE.test(target)) context.report({ node, messageId: 'schemaImportsServer', data: { target } });
      if (client && SERVER_ONLY.test(target)) context.report({ node, messageId: 'clientImportsServer', data: { target } });
      else if (inScreens && WRITES.test(target)) context.report({ node, messageId: 'screenImportsWrites', data: { target } });
    }

    const allTypes = (node) => node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
    return {
      Program(program) {
        client = isClientFile(program);
      },
      ImportDeclaration(node) {
        check(node, node.source.value, allTypes(node));
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value, false);
      },
    };
  },
};

const plugin = { rules: { 'domain-imports': rule } };

export default plugin;
