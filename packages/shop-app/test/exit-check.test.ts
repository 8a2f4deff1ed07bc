// The build's patch of react-aria's exit animation (exit-check.config.ts), run on react-aria's real module: a closing
// overlay asks for its animations in the next frame, not in the commit that closes it; it still unmounts when none
// runs; a close undone before that frame asks nothing; and a reshaped module fails the build instead of half-patching.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { exitCheckAfterFrame } from '../exit-check.config.js';

const require = createRequire(import.meta.url);
const reactAria = dirname(require.resolve('react-aria/package.json'));
const modulePath = join(reactAria, 'dist/private/utils/animation.mjs');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = exitCheckAfterFrame().transform as Transform;
const fail = (message: string): never => {
  throw new Error(message);
};
const patch = (code: string, id = modulePath) => transform.call({ error: fail }, code, id);

const written: string[] = [];

/** The patched module, its imports pointed at react-aria's own files and this workspace's React. */
async function patchedModule(): Promise<{ useExitAnimation: (ref: { current: Element | null }, isOpen: boolean, onExit?: () => void) => boolean }> {
  const out = patch(readFileSync(modulePath, 'utf8'))!.code
    .replace(/from "\.\/([\w.]+)"/g, (_, file: string) => `from ${JSON.stringify(join(dirname(modulePath), file))}`);
  // Under the package (Vite's runner loads only files in the workspace), in node_modules' conventional cache folder.
  const folder = join(dirname(require.resolve('../package.json')), 'node_modules/.cache/kontor-exit-check');
  mkdirSync(folder, { recursive: true });
  const run = mkdtempSync(join(folder, 'run-'));
  written.push(run);
  const file = join(run, 'animation.mjs');
  writeFileSync(file, out);
  return import(/* @vite-ignore */ file);
}

/** An overlay element with no running animation; counts the style reads. */
function overlay() {
  const element = document.createElement('div');
  const getAnimations = vi.fn(() => [] as Animation[]);
  Object.assign(element, { getAnimations });
  return { ref: { current: element }, getAnimations };
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

afterAll(() => written.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('exit animation check after the frame', () => {
  it('reads no animation in the commit that closes, and unmounts in the next frame when none runs', async () => {
    const { useExitAnimation } = await patchedModule();
    const { ref, getAnimations } = overlay();
    const { result, rerender } = renderHook(({ open }) => useExitAnimation(ref, open), { initialProps: { open: true } });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(true);
    expect(getAnimations).not.toHaveBeenCalled();
    await nextFrame();
    expect(getAnimations).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
  });

  it('asks nothing when the overlay opens again before that frame', async () => {
    const { useExitAnimation } = await patchedModule();
    const { ref, getAnimations } = overlay();
    const { result, rerender } = renderHook(({ open }) => useExitAnimation(ref, open), { initialProps: { open: true } });
    rerender({ open: false });
    rerender({ open: true });
    await nextFrame();
    expect(getAnimations).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
  });

  it('leaves other modules alone and refuses a reshaped react-aria', () => {
    expect(patch('export const x = 1;', '/x/node_modules/other/animation.mjs')).toBeNull();
    const reshaped = readFileSync(modulePath, 'utf8').replace('(ref, isExiting, onExit,', '(ref, exiting, onExit,');
    expect(() => patch(reshaped)).toThrow(/exit animation changed/);
  });
});
