// The contract's messages map to translations, and every translation key of the tenant feature (messages and
// enum values) exists in all four languages.
import { describe, expect, it } from 'vitest';
import { COVERAGE_MESSAGES, MESSAGES, TENANT_MESSAGES } from '../../../../src/contracts/index.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';
import {
  allConfigurationMessageKeys,
  configurationMessageKey,
  isKnownConfigurationMessage,
} from './configuration-messages.ts';
import { allTenantEnumKeys } from './tenant-enums.ts';

type Tree = { [key: string]: string | Tree };
const LOCALES: Record<string, Tree> = { de, fr, it: it_, en };
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('configurationMessageKey', () => {
  it('maps every fixed message of the tenant and coverage contracts', () => {
    for (const [key, message] of Object.entries(TENANT_MESSAGES)) {
      if (typeof message === 'string')
        expect(configurationMessageKey(message)).toEqual({ key: `tenant.messages.${key}`, values: {} });
    }
    for (const [key, message] of Object.entries(COVERAGE_MESSAGES)) {
      expect(configurationMessageKey(message)).toEqual({ key: `tenant.messages.${key}`, values: {} });
    }
  });

  it('maps the messages with values and captures the values', () => {
    expect(configurationMessageKey(TENANT_MESSAGES.unknownWageType('9999'))).toEqual({
      key: 'tenant.messages.unknownWageType',
      values: { id: '9999' },
    });
    expect(configurationMessageKey(TENANT_MESSAGES.unknownSubunit("X-'1"))).toEqual({
      key: 'tenant.messages.unknownSubunit',
      values: { id: "X-'1" },
    });
    expect(configurationMessageKey(TENANT_MESSAGES.duplicate('companySubunitId', 'ZH-HQ'))).toEqual({
      key: 'tenant.messages.duplicate',
      values: { what: 'companySubunitId', value: 'ZH-HQ' },
    });
  });

  it('knows the common contract messages but not Zod generic texts', () => {
    expect(isKnownConfigurationMessage(MESSAGES.nonEmpty)).toBe(true);
    expect(isKnownConfigurationMessage('Invalid input: expected number, received string')).toBe(false);
    expect(configurationMessageKey('Invalid input: expected number, received string')).toBeNull();
  });
});

describe('tenant translations', () => {
  const keys = [...allConfigurationMessageKeys(), ...allTenantEnumKeys()];

  it('cover every enum value and message', () => {
    expect(keys).toEqual(
      expect.arrayContaining(['tenant.messages.percentage', 'tenant.enums.issueType.ABSENCE_DUPLICATED']),
    );
  });

  it.each(Object.keys(LOCALES))('exist in %s', (language) => {
    const tree = LOCALES[language] as Tree;
    expect(keys.filter((key) => typeof lookup(tree, key) !== 'string')).toEqual([]);
  });
});
