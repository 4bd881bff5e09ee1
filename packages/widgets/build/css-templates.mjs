/**
 * CSS lives in `const somethingCss = \`...\`` templates beside its component; the builds drop its
 * comments and whitespace, which are most of its bytes. Only whitespace that CSS never needs goes:
 * runs collapse to one space, and none is kept around braces, semicolons, commas or after colons.
 */

/** Source files whose CSS templates are minified: the widgets', and the sdk runtime's own box. */
export const lobbykitSource = /[\\/](widgets|sdk)[\\/]src[\\/].*\.tsx?$/;

/** @param {string} css */
export function minifyCss(css) {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,])\s*/g, '$1')
      // After a colon: property values and media features; selectors never have a space there.
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .trim()
  );
}

/**
 * `source` with every CSS template minified, or undefined when it has none.
 * @param {string} source
 */
export function minifyCssTemplates(source) {
  if (!source.includes('Css = `')) return undefined;
  return source.replace(/(Css = `)([^`]*)(`;)/g, (_whole, open, css, close) => open + minifyCss(css) + close);
}
