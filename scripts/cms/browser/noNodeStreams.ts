/**
 * Emotion's server package (the renderer's critical styles) imports Node's streams for its
 * renderStylesToNodeStream, which the site never calls: in the editor's preview these packages
 * (through, html-tokenize, multipipe) are this, and their 75 KB of stream polyfills stay out.
 */
export default function noNodeStreams(): never {
  throw new Error("The editor's preview renders to a string, not to a stream.");
}
