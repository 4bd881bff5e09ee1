/** The sdk's version; the loader pins the bundle URL to it. A test keeps it equal to package.json. */
export const VERSION = '0.1.0';
