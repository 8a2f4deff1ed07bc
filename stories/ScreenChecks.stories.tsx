// Guards of issues 34 and 32 on every screen's main story: no sideways scroll at a phone's width in German, axe's
// colour-contrast rule (alone, so it stays quick) in each of the ten themes, and axe's target-size rule (WCAG 2.2
// 2.5.8) at the phone's and a desktop's width. One screen per story keeps each test well inside the story tests'
// time limit; the slots are numbered because a story must be a named export.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { checkScreen, screenEntries } from '../.storybook/screen-checks.js';

const meta = {
  title: 'Checks/Screens',
  parameters: { layout: 'fullscreen', a11y: { test: 'off' } },
  // A test harness, not a part: nothing to show in the sidebar or the docs. Its own axe runs replace the addon's.
  tags: ['!dev', '!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOTS = 32;

const slot = (index: number): Story => ({
  render: () => <></>,
  play: async () => {
    const screen = screenEntries()[index];
    if (!screen) return;
    await expect(await checkScreen(screen)).toEqual([]);
  },
});

/** A new screen must find a slot: add slots below when this fails. */
export const EveryScreenHasASlot: Story = {
  render: () => <></>,
  play: async () => {
    await expect(screenEntries().length).toBeGreaterThan(20);
    await expect(screenEntries().length).toBeLessThanOrEqual(SLOTS);
  },
};

export const Screen01 = slot(0);
export const Screen02 = slot(1);
export const Screen03 = slot(2);
export const Screen04 = slot(3);
export const Screen05 = slot(4);
export const Screen06 = slot(5);
export const Screen07 = slot(6);
export const Screen08 = slot(7);
export const Screen09 = slot(8);
export const Screen10 = slot(9);
export const Screen11 = slot(10);
export const Screen12 = slot(11);
export const Screen13 = slot(12);
export const Screen14 = slot(13);
export const Screen15 = slot(14);
export const Screen16 = slot(15);
export const Screen17 = slot(16);
export const Screen18 = slot(17);
export const Screen19 = slot(18);
export const Screen20 = slot(19);
export const Screen21 = slot(20);
export const Screen22 = slot(21);
export const Screen23 = slot(22);
export const Screen24 = slot(23);
export const Screen25 = slot(24);
export const Screen26 = slot(25);
export const Screen27 = slot(26);
export const Screen28 = slot(27);
export const Screen29 = slot(28);
export const Screen30 = slot(29);
export const Screen31 = slot(30);
export const Screen32 = slot(31);
