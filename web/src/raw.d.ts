// A file imported as its text (Vite's `?raw`): the catalogues the client bundles (i18n.ts).
declare module "*?raw" {
  const text: string;
  export default text;
}
