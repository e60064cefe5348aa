// Every action and object type the server records is in the shared catalog (src/contracts/audit-actions.ts), so
// the audit log reads in words and its filter offers every action (decision 0042). Read from the server's source:
// the audit entries (`action: …` followed by `entityType: …`, literals or ternaries of literals), the helpers that
// take the action as an argument (`afterWrite(tx, jobs, ctx, '…')`), and the two computed actions, expanded here.
// A new action recorded without a catalog entry (and so without a label in the web app) fails this test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../../../contracts/audit-actions.ts';
import { FILE_UPLOAD_KINDS } from '../../../db/schema/file-uploads.ts';

const SERVER_DIR = join(import.meta.dirname, '../..');

const serverSources = () =>
  readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('test-support'))
    .map((name) => ({ name, source: readFileSync(join(SERVER_DIR, name), 'utf8') }));

/** The literals an expression can evaluate to: the whole expression, or the branches of a ternary. */
const outcomes = (expression: string) =>
  [...expression.matchAll(/(?:^|[?:])\s*'([^']+)'/g)].map((match) => match[1] as string);

/** The computed actions: the case inputs' (kind × create/update/delete) and the uploads' (kind-upload.create). */
function computedActions(sources: { name: string; source: string }[]) {
  const caseInputs = sources.find((file) => file.name.endsWith('case-inputs.service.ts'))?.source ?? '';
  const map = /const ACTION: Record<AdminInputKind, string> = \{([^}]+)\}/.exec(caseInputs)?.[1] ?? '';
  const kinds = [...map.matchAll(/'([a-z-]+)'/g)].map((match) => match[1] as string);
  return {
    // The source text of the computed expressions (a dollar and a brace each, written apart for the linter).
    templates: ['ACTION[change.kind]}.', 'input.kind}-upload.create', 'input.kind}-upload'].map((text) => `$\{${text}`),
    actions: [
      ...kinds.flatMap((kind) => ['create', 'update', 'delete'].map((op) => `${kind}.${op}`)),
      ...FILE_UPLOAD_KINDS.map((kind) => `${kind}-upload.create`),
    ],
    entityTypes: FILE_UPLOAD_KINDS.map((kind) => `${kind}-upload`),
  };
}

function recorded() {
  const sources = serverSources();
  const computed = computedActions(sources);
  const actions = new Set<string>(computed.actions);
  const entityTypes = new Set<string>(computed.entityTypes);
  const unreadable: string[] = [];
  for (const { name, source } of sources) {
    for (const match of source.matchAll(/\baction:([\s\S]{0,300}?),\s*entityType:([^,\n]+)/g)) {
      const [action, entityType] = [(match[1] as string).trim(), (match[2] as string).trim()];
      // A parameter's type (`action: string`) or the recorder passing its input on (`entry.action`).
      if (/^(string\b|entry\.)/.test(action)) continue;
      const found = outcomes(action);
      if (found.length === 0 && !computed.templates.some((template) => action.includes(template))) {
        // `action` alone is the helper's parameter (afterWrite), read at its calls below.
        if (action !== 'action') unreadable.push(`${name}: action ${action}`);
      }
      for (const value of found) actions.add(value);
      const types = outcomes(entityType);
      if (types.length === 0 && !computed.templates.some((template) => entityType.includes(template))) {
        if (!/^request\.ctx|^identity\.actor/.test(entityType)) unreadable.push(`${name}: entityType ${entityType}`);
      }
      for (const value of types) entityTypes.add(value);
    }
    for (const match of source.matchAll(/\bafterWrite\(\s*tx,\s*jobs,\s*ctx,\s*'([^']+)'/g)) {
      actions.add(match[1] as string);
    }
    // recordAudit(…, { action, entityType: 'x' }): the action from the helper's caller (above).
    for (const match of source.matchAll(/\{\s*action,\s*entityType:\s*'([^']+)'/g)) entityTypes.add(match[1] as string);
  }
  return { actions, entityTypes, unreadable };
}

describe('the audit catalog', () => {
  it('lists every action and object type the server records', () => {
    const { actions, entityTypes, unreadable } = recorded();
    expect(unreadable).toEqual([]);
    // The scan finds the server's audit entries (a sample of each way they are written).
    for (const sample of ['payout.release.approve', 'employee.correct', 'absence.delete', 'benefit-stop.create']) {
      expect(actions).toContain(sample);
    }
    expect([...actions].filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual([]);
    expect([...entityTypes].filter((type) => !(AUDIT_ENTITY_TYPES as readonly string[]).includes(type))).toEqual([]);
  });

  it('lists nothing the server no longer records', () => {
    const { actions, entityTypes } = recorded();
    expect(AUDIT_ACTIONS.filter((action) => !actions.has(action))).toEqual([]);
    expect(AUDIT_ENTITY_TYPES.filter((type) => !entityTypes.has(type))).toEqual([]);
  });

  it('has each action and object type once', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_ENTITY_TYPES).size).toBe(AUDIT_ENTITY_TYPES.length);
  });
});
