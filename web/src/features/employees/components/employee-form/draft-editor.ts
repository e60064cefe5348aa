// The employee form's draft and record with their editors: every change goes through here and tells the form it
// was edited (`edited`: the "no changes" note goes away, the previous save's error is cleared).
import { useState } from 'react';
import type { AddressDraft, BankAccountDraft, EmployeeDraft } from '../../employee-draft.ts';
import type { RecordDraft } from '../../employee-form-check.ts';

type ListName = 'phoneNumbers' | 'emailAddresses' | 'wageTypes' | 'policies' | 'connections';

export type EmployeeDraftEditor = ReturnType<typeof useEmployeeDraftEditor>;

export function useEmployeeDraftEditor(initialDraft: EmployeeDraft, initialRecord: RecordDraft, edited: () => void) {
  const [draft, setDraft] = useState<EmployeeDraft>(initialDraft);
  const [record, setRecord] = useState<RecordDraft>(initialRecord);
  const set = <K extends keyof EmployeeDraft>(key: K, value: EmployeeDraft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    edited();
  };
  const setAddress = <K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) => {
    setDraft((previous) => ({ ...previous, address: { ...previous.address, [key]: value } }));
    edited();
  };
  const setBank = <K extends keyof BankAccountDraft>(key: K, value: BankAccountDraft[K]) => {
    setDraft((previous) => ({ ...previous, bankAccount: { ...previous.bankAccount, [key]: value } }));
    edited();
  };
  const setRecordField = <K extends keyof RecordDraft>(key: K, value: RecordDraft[K]) => {
    setRecord((previous) => ({ ...previous, [key]: value }));
    edited();
  };
  function updateRow<L extends ListName>(list: L, index: number, changes: Partial<EmployeeDraft[L][number]>) {
    setDraft((previous) => ({
      ...previous,
      [list]: previous[list].map((row, position) => (position === index ? { ...row, ...changes } : row)),
    }));
    edited();
  }
  function addRow<L extends ListName>(list: L, row: EmployeeDraft[L][number]) {
    setDraft((previous) => ({ ...previous, [list]: [...previous[list], row] }));
    edited();
  }
  function removeRow(list: ListName, index: number) {
    setDraft((previous) => ({ ...previous, [list]: previous[list].filter((_, position) => position !== index) }));
    edited();
  }
  /** At most one preferred phone / e-mail: choosing one clears the others. */
  function setPreferred(list: 'phoneNumbers' | 'emailAddresses', index: number, isPreferred: boolean) {
    setDraft((previous) => ({
      ...previous,
      [list]: previous[list].map((row, position) => ({
        ...row,
        isPreferred: position === index ? isPreferred : isPreferred ? false : row.isPreferred,
      })),
    }));
    edited();
  }

  return { draft, record, set, setAddress, setBank, setRecordField, updateRow, addRow, removeRow, setPreferred };
}
