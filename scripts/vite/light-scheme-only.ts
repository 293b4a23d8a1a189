import type { AtRule, Plugin, Rule } from 'postcss';

/** A selector that applies only under Mantine's dark colour scheme. */
const DARK_SCHEME = /data-mantine-color-scheme=["']?dark\b/;

/**
 * Drops Mantine's dark-scheme rules from the app's stylesheets. The shop draws one scheme
 * (MantineProvider's forceColorScheme="light" in src/app/app-providers.tsx), yet every Mantine
 * stylesheet carries a dark twin of its colours: in the render-blocking stylesheet that is about
 * 9 KB of the 76 (1 KB compressed) that no page applies. A rule listing a dark selector among
 * others keeps the others; an at-rule left empty goes too.
 */
export function lightSchemeOnly(): Plugin {
  return {
    postcssPlugin: 'fragrancehub-light-scheme-only',
    Rule(rule: Rule) {
      const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
      if (kept.length === rule.selectors.length) return;
      const parent = rule.parent;
      if (kept.length > 0) {
        rule.selectors = kept;
        return;
      }
      rule.remove();
      if (parent?.type === 'atrule' && (parent as AtRule).nodes?.length === 0) parent.remove();
    },
  };
}
