// The absences area (issue 12): the period table with its days, forms and colour marks.
export { AbsencesArea, type AbsencesAreaProps } from './components/absences-area.tsx';
export type { AbsencesSearch } from './periods-search.ts';
