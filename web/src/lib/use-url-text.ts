// A search box whose value lives in the URL: the text follows the keyboard at once and is committed to the URL
// 300 ms after the last key (trimmed, empty = undefined); a change of the URL (back, a cleared filter) replaces the
// text unless it is what was typed. Answers the text, its change handler and a cancel of the pending commit.
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export function useUrlText(urlValue: string | undefined, commit: (value: string | undefined) => void) {
  const [text, setText] = useState(urlValue ?? '');
  const debouncedCommit = useDebouncedCallback((value: string) => {
    const next = value.trim() || undefined;
    if (next !== urlValue) commit(next);
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    setText((current) => (current.trim() === (urlValue ?? '') ? current : (urlValue ?? '')));
  }, [urlValue]);
  const onChange = (value: string) => {
    setText(value);
    debouncedCommit(value);
  };
  return [text, onChange, debouncedCommit.cancel] as const;
}
