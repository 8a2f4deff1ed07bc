// The company service: GET /scgl/company/info in the asked language, checked against the contract.
import { describe, expect, it } from 'vitest';
import { ok, queryOf, withServer } from './support.js';

const server = withServer();

describe('company', () => {
  it('reads the company details for a language id and keeps fields the contract does not name', async () => {
    const info = { name: 'Kontor Trading GmbH', address: 'Speicherstadt 12', phones: ['+49 40 1234 5670'], salesMail: 'sales@kontor.example.com', fax: '+49 40 1' };
    const client = server.client('GET', '/scgl/company/info', ok(info));
    await expect(client.company.info(3)).resolves.toEqual(info);
    expect(queryOf(server.sent('GET', '/scgl/company/info'))).toEqual({ languageId: '3' });
  });

  it('answers null when the backend has no details, and refuses phones that are not a list', async () => {
    const client = server.client('GET', '/scgl/company/info', ok(null));
    await expect(client.company.info(1)).resolves.toBeNull();
    const broken = server.client('GET', '/scgl/company/info', ok({ phones: '+49' }));
    await expect(broken.company.info(1)).rejects.toThrow();
  });
});
