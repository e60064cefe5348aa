// The parts of a language's translations (web/translation-parts-plugin.ts): nested sections of texts.
declare module '*.json?part=start' {
  const translations: import('./lib/translator.ts').TranslationTree;
  export default translations;
}
declare module '*.json?part=rest' {
  const translations: import('./lib/translator.ts').TranslationTree;
  export default translations;
}
declare module '*.json?part=certificate-upload' {
  const translations: import('./lib/translator.ts').TranslationTree;
  export default translations;
}
declare module '*.json?part=analytics-home' {
  const translations: import('./lib/translator.ts').TranslationTree;
  export default translations;
}
