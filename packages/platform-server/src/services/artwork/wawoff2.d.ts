/** wawoff2 (Google's WOFF2 coder as WebAssembly) ships no types: the one call the artwork uses. */
declare module 'wawoff2' {
  /** A WOFF2 file's bytes unpacked to the TrueType/OpenType font it holds. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
