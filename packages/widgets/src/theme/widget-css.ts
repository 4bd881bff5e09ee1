import { baseCss } from './base';
import { withTokenDefaults } from './tokens';

/**
 * A widget's whole stylesheet: the shared base, then only the primitives and rules it uses, so a
 * widget chunk carries no CSS for components it never renders.
 */
export function widgetCss(...parts: string[]): string {
  return withTokenDefaults([baseCss, ...parts].join('\n'));
}
