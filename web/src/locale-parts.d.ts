// The two parts of a language's translations (web/translation-parts-plugin.ts).
declare module '*.json?part=start' {
  const translations: Record<string, unknown>;
  export default translations;
}
declare module '*.json?part=rest' {
  const translations: Record<string, unknown>;
  export default translations;
}
