// Every message key the server answers (validation keys, server keys) is translated in all four catalogues.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGE_KEYS, VALIDATION_KEYS } from '@kontor/api/rules';
import { SERVER_ROOT } from '../../src/config.js';

const LANG = join(SERVER_ROOT, '../ui/src/i18n/lang');

describe('message keys', () => {
  it.each(['zh', 'en', 'de', 'fr'])('are all in the %s catalogue', (locale) => {
    const messages: Record<string, string> = {};
    for (const file of readdirSync(join(LANG, locale)).filter((name) => name.endsWith('.json'))) {
      Object.assign(messages, JSON.parse(readFileSync(join(LANG, locale, file), 'utf8')) as Record<string, string>);
    }
    const keys = [...Object.values(VALIDATION_KEYS), ...SERVER_MESSAGE_KEYS, 'error.requestId'];
    expect(keys.filter((key) => !messages[key]?.trim())).toEqual([]);
  });
});
