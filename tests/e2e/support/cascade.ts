import type { Page } from '@playwright/test';

/**
 * Rules a later sheet of the same shadow root undoes by repeating a shared one.
 *
 * A widget's CSS is its own rules after the shared parts it uses (`${buttonCss}${skeletonCss}...`),
 * and a root adopts a sheet per CSS text as its chunks arrive. So when a second widget or page joins
 * a root (the agent center's pages, the member center's), its copy of a shared part lands after the
 * first one's own rules and, at equal specificity, wins over them again: the agent center's Menu
 * button came back on a desktop that way. For each element a repeated rule matches and each property
 * it sets, this compares the declaration that wins with every sheet and the one that would win
 * without the repeats; where they differ, the repeat has undone a rule. `@media` and `@supports`
 * conditions are evaluated; `@container` ones against the nearest size container's width (min-width
 * and max-width).
 */
export function cascadeCollisions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Rule {
      selectors: string[];
      style: CSSStyleDeclaration;
      text: string;
      conditions: string[];
      repeat: boolean;
    }
    const specificity = (selector: string) => {
      const bare = selector.replace(/::[\w-]+(\([^)]*\))?/g, ' x').replace(/:(?:where)\([^)]*\)/g, '');
      const ids = (bare.match(/#[\w-]+/g) ?? []).length;
      const classes = (bare.match(/\.[\w-]+|\[[^\]]*\]|:(?!where)[\w-]+/g) ?? []).length;
      const types = (bare.match(/(^|[\s>+~(])[a-z][\w-]*/gi) ?? []).length;
      return ids * 1e6 + classes * 1e3 + types;
    };
    const rulesOf = (sheet: CSSStyleSheet): Omit<Rule, 'repeat'>[] => {
      const out: Omit<Rule, 'repeat'>[] = [];
      const walk = (list: CSSRuleList, conditions: string[]) => {
        for (const rule of Array.from(list)) {
          if (rule instanceof CSSStyleRule)
            out.push({
              selectors: rule.selectorText.split(',').map((part) => part.trim()),
              style: rule.style,
              text: rule.cssText,
              conditions,
            });
          else if (rule instanceof CSSMediaRule)
            walk(rule.cssRules, [...conditions, `@media ${rule.conditionText}`]);
          else if (rule instanceof CSSSupportsRule)
            walk(rule.cssRules, [...conditions, `@supports ${rule.conditionText}`]);
          else if (rule instanceof CSSConditionRule)
            walk(rule.cssRules, [...conditions, `@container ${rule.conditionText}`]);
        }
      };
      walk(sheet.cssRules, []);
      return out;
    };
    const containerWidth = (element: Element) => {
      for (
        let at: Element | null = element.parentElement ?? (element.getRootNode() as ShadowRoot).host;
        at;
      ) {
        if (getComputedStyle(at).containerType.includes('size')) return at.getBoundingClientRect().width;
        at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host || null);
      }
      return innerWidth;
    };
    const holds = (condition: string, element: Element) => {
      if (condition.startsWith('@media ')) return matchMedia(condition.slice(7)).matches;
      if (condition.startsWith('@supports ')) return CSS.supports(condition.slice(10));
      const width = containerWidth(element);
      const min = /min-width:\s*(\d+)px/.exec(condition);
      const max = /max-width:\s*(\d+)px/.exec(condition);
      return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    };
    const matches = (element: Element, selector: string) => {
      try {
        return element.matches(selector);
      } catch {
        return false;
      }
    };
    const winner = (rules: Rule[], element: Element, property: string) => {
      let best: { rule: Rule; weight: number; value: string } | undefined;
      for (const rule of rules) {
        const value = rule.style.getPropertyValue(property);
        if (!value || !rule.conditions.every((condition) => holds(condition, element))) continue;
        const matching = rule.selectors.filter((selector) => matches(element, selector));
        if (matching.length === 0) continue;
        const weight = Math.max(...matching.map(specificity));
        if (!best || weight >= best.weight) best = { rule, weight, value };
      }
      return best;
    };

    const roots: ShadowRoot[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*')))
        if (element.shadowRoot) {
          roots.push(element.shadowRoot);
          collect(element.shadowRoot);
        }
    };
    collect(document);

    const found = new Set<string>();
    for (const root of roots) {
      const seen = new Set<string>();
      const rules: Rule[] = root.adoptedStyleSheets.flatMap(rulesOf).map((rule) => {
        const repeat = seen.has(rule.text);
        seen.add(rule.text);
        return { ...rule, repeat };
      });
      const firsts = rules.filter((rule) => !rule.repeat);
      for (const repeat of rules.filter((rule) => rule.repeat)) {
        const elements = repeat.selectors.flatMap((selector) => {
          try {
            return Array.from(root.querySelectorAll(selector)).slice(0, 20);
          } catch {
            return [];
          }
        });
        for (const element of elements)
          for (const property of Array.from(repeat.style)) {
            const all = winner(rules, element, property);
            const alone = winner(firsts, element, property);
            if (all?.rule.repeat && alone && all.value !== alone.value)
              found.add(
                `<${root.host.localName}> <${element.localName} class="${element.getAttribute('class')}"> ${property}: ` +
                  `a repeat of "${all.rule.selectors.join(', ')}" (${all.value}) undoes ` +
                  `"${alone.rule.selectors.join(', ')}" ${alone.rule.conditions.join(' ')} (${alone.value})`,
              );
          }
      }
    }
    return [...found];
  });
}
