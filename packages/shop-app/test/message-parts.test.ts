// The build's cut of the catalogues into load units (messages.config.ts): the first load carries what the entry's code
// names plus the ids that arrive as data; a lazily loaded chunk carries what its own code and its static imports name,
// and nothing the first load already has; a lazy chunk the entry imports statically is part of the first load.
import { describe, expect, it } from 'vitest';
import { messageUnits, namedIds } from '../messages.config.js';

const known = new Set(['header.cart', 'header.search', 'detail.add', 'detail.stock', 'form.required', 'errors.server', 'cart.title']);
const chunk = (fileName: string, code: string, more: { isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] } = {}) => ({
  fileName,
  code,
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  ...more,
});

describe('namedIds', () => {
  it('finds catalogue ids in string literals only', () => {
    const code = `const m={id:"header.cart"};x('detail.add');y=\`form.required\`;z=header.search;w="header.cartX"`;
    expect([...namedIds(code, known)].sort()).toEqual(['detail.add', 'form.required', 'header.cart']);
  });
});

describe('messageUnits', () => {
  const chunks = [
    chunk('index.js', 'import "./shared.js";"header.cart"', { isEntry: true, imports: ['shared.js', 'routes.js'] }),
    chunk('shared.js', '"header.search"'),
    // A lazy chunk the entry also imports statically: already on the first load.
    chunk('routes.js', '"cart.title"', { isDynamicEntry: true }),
    chunk('Detail.js', '"detail.add";"header.cart"', { isDynamicEntry: true, imports: ['Field.js'] }),
    chunk('Field.js', '"form.required"'),
    chunk('Quiet.js', '"header.search"', { isDynamicEntry: true }),
  ];
  const units = messageUnits(chunks, known, ['errors.server']);

  it('gives the first load what the entry loads statically, plus the ids that arrive as data', () => {
    expect([...units.get('index.js')!].sort()).toEqual(['cart.title', 'errors.server', 'header.cart', 'header.search']);
    expect(units.has('routes.js')).toBe(false);
  });

  it('gives a lazy screen its own and its imports ids, minus the first load', () => {
    expect([...units.get('Detail.js')!].sort()).toEqual(['detail.add', 'form.required']);
  });

  it('registers nothing for a lazy chunk whose ids are all loaded first', () => {
    expect(units.has('Quiet.js')).toBe(false);
    expect(units.has('Field.js')).toBe(false);
  });
});
