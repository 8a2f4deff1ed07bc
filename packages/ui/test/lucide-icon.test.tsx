// The browser builds' light icon factory (runtime/lucide-icon.ts) draws the same <svg> as lucide-react's own.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as circleAlertModule from 'lucide-react/dist/esm/icons/circle-exclamation-point.mjs';
import * as searchModule from 'lucide-react/dist/esm/icons/search.mjs';
import createLucideIcon, { type IconData } from '../../../runtime/lucide-icon.js';

// Each icon module hands its data to the factory and exports it too (lucide-react 1.x), untyped.
type IconModule = { default: ComponentType<Record<string, unknown>>; __iconData: IconData };
const { default: CircleAlert, __iconData: circleAlert } = circleAlertModule as unknown as IconModule;
const { default: Search, __iconData: search } = searchModule as unknown as IconModule;

/** The markup with attributes in a fixed order, so only what they say is compared. */
function normalised(html: string): string {
  return html.replace(/<(\w+)([^>]*?)(\/?)>/g, (_tag, name: string, attrs: string, close: string) => {
    const sorted = [...attrs.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => `${key}="${value}"`).sort();
    return `<${name} ${sorted.join(' ')}${close}>`;
  });
}

const cases: [string, Record<string, unknown>][] = [
  ['no props', {}],
  ['size and class', { size: 16, className: 'a b a' }],
  ['labelled', { 'aria-label': 'Search', role: 'img' }],
  ['stroke and colour', { strokeWidth: 1.5, color: 'red', absoluteStrokeWidth: true, size: 32 }],
  ['width, height and extra attributes', { width: 20, height: 10, 'data-x': '1', focusable: 'false' }],
  ['non-scaling stroke', { nonScalingStroke: true }],
];

describe('light lucide icons', () => {
  for (const [original, data] of [
    [Search, search],
    [CircleAlert, circleAlert],
  ] as [ComponentType<Record<string, unknown>>, IconData][]) {
    const light = createLucideIcon(data) as unknown as ComponentType<Record<string, unknown>>;
    for (const [what, props] of cases) {
      it(`${data.name}, ${what}: the same svg as lucide-react`, () => {
        const theirs = normalised(renderToStaticMarkup(createElement(original, props)));
        expect(normalised(renderToStaticMarkup(createElement(light, props)))).toBe(theirs);
      });
    }
  }

  it('names the component after the icon', () => {
    expect(createLucideIcon(search).displayName).toBe('Search');
  });
});
