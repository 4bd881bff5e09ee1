/** An SVG file imported as its markup (`?raw`): the builds' raw-svg plugin and Vite both read it so. */
declare module '*.svg?raw' {
  const markup: string;
  export default markup;
}
