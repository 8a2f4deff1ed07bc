// Stored files by their links (issue 14, item 7): a blob with its name, the token in the header, never in the URL.
import { describe, expect, it } from 'vitest';
import { withServer } from './support.js';

const server = withServer();

describe('stored files', () => {
  it('fetches an upload or invoice link with the bearer header and names the file as the server does', async () => {
    const client = server.client('GET', '/admin/sys-file/kontor/3f2a.pdf', {
      body: '%PDF-1.7',
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="invoice-KO2026.pdf"' },
    });
    const { blob, fileName } = await client.files.downloadStored('/admin/sys-file/kontor/3f2a.pdf');
    expect(fileName).toBe('invoice-KO2026.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    const sent = server.sent('GET', '/admin/sys-file/kontor/3f2a.pdf');
    expect(sent.headers.authorization).toBe('Bearer A1');
    expect([...sent.query.keys()]).toEqual([]);
  });

  it('refuses a link that is not a stored file’s, without a request', async () => {
    const client = server.client('GET', '/admin/sys-file/kontor/3f2a.pdf', { body: '' });
    await expect(client.files.downloadStored('https://elsewhere.example/x.pdf')).rejects.toThrow('validation.link.invalid');
    await expect(client.files.downloadStored('/admin/sys-file/../user/info')).rejects.toThrow('validation.link.invalid');
  });
});
