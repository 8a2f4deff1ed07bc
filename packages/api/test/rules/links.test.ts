// Only http(s) addresses may reach a link, an image or an iframe (the standards' security rule): one home, isHttpUrl.
import { describe, expect, it } from 'vitest';
import { TEXT_MAX_LENGTH, isHttpUrl, isWebUrl } from '../../src/rules/index.js';

describe('the web address rule', () => {
  it('lets only http(s) URLs with a host through', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(isHttpUrl('HTTP://example.com')).toBe(true);
    expect(isWebUrl('https://cdn.example.com/sku-1.png')).toBe(true);
  });

  it('refuses every other scheme, a protocol-relative or relative path, and what is not text', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,x', '//example.com', '/admin/sys-file/x.png', 'http://', 'ftp://example.com', '']) {
      expect(isHttpUrl(value), value).toBe(false);
    }
    expect(isHttpUrl(undefined)).toBe(false);
    expect(isWebUrl(null)).toBe(false);
  });

  it('refuses an address longer than a link may be', () => {
    expect(isHttpUrl(`https://example.com/${'a'.repeat(TEXT_MAX_LENGTH.link)}`)).toBe(false);
  });
});
