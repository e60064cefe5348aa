// The width of the header's language field, shared by the look-alike field drawn at start (language-switcher.tsx)
// and the Select loaded on demand (language-select.tsx), so the field does not move when one replaces the other.
export const LANGUAGE_FIELD_WIDTH = 150;
