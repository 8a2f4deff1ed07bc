import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AfterSalesStatus } from '@kontor/ui/storefront/AfterSalesStatus';

const meta = {
  title: 'Storefront/AfterSalesStatus',
  component: AfterSalesStatus,
  args: { status: 0 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AfterSalesStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each progress status: the words, six steps, the current one marked by aria-current and text, not colour. */
function atStep(status: number, label: string, completeBefore: number): Story {
  return {
    args: { status },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(`Status: ${label}`)).toBeVisible();
      const steps = canvas.getByRole('list', { name: 'After-sales progress' });
      const items = within(steps).getAllByRole('listitem');
      await expect(items).toHaveLength(6);
      const current = items.find((item) => item.getAttribute('aria-current') === 'step');
      await expect(current).toHaveTextContent(label);
      await expect(current).toHaveTextContent('current step');
      await expect(steps.querySelectorAll('[data-state="complete"]')).toHaveLength(completeBefore);
    },
  };
}

export const Application = atStep(0, 'Application', 0);
export const HandlingOpinions = atStep(1, 'Handling opinions', 1);
export const Agree = atStep(2, 'Agreed', 2);
export const Implement = atStep(3, 'Being implemented', 3);
export const Complete = atStep(4, 'Complete', 4);
export const Evaluation = atStep(5, 'Evaluation', 5);

/** 9 cancel is its own end state: said in words, the step it stopped at crossed out, nothing after reached. */
export const Cancel: Story = {
  args: { status: 9, cancelledAt: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Status: Cancelled')).toBeVisible();
    await expect(canvas.getByText('Cancelled at the step “Handling opinions”')).toBeVisible();
    const steps = canvas.getByRole('list', { name: 'After-sales progress' });
    const stopped = steps.querySelector('[data-state="cancelled"]');
    await expect(stopped).toHaveTextContent('Handling opinions');
    await expect(steps.querySelectorAll('[data-state="upcoming"]')).toHaveLength(4);
  },
};

export const CancelChinese: Story = {
  args: { status: 9 },
  globals: { language: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('状态：取消')).toBeVisible();
  },
};

export const EvaluationGerman: Story = {
  args: { status: 5 },
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'Fortschritt der Reklamation' }),
    ).toBeVisible();
  },
};
