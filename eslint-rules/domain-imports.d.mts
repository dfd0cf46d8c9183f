import type { Rule } from 'eslint';

declare const plugin: { rules: { 'domain-imports': Rule.RuleModule } };
export default plugin;
