import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONTAINER_PAYLOADS, loadPlan } from '@kontor/api/rules';
import { ContainerLoadGauge } from '@kontor/ui/storefront/ContainerLoadGauge';

// Read-only: the stories check which limit is marked as binding and what the buyer is told.
const meta = {
  title: 'Storefront/ContainerLoadGauge',
  component: ContainerLoadGauge,
  args: { plan: loadPlan([]) },
} satisfies Meta<typeof ContainerLoadGauge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Still needed for a full 20': 25.00 m³")).toBeVisible();
    await expect(canvas.getByText("Still needed for a full 40'H: 60.00 m³")).toBeVisible();
    await expect(canvas.getByText('A container can be 26.00 m³.')).toBeVisible();
  },
};

// Light chairs: 72 of the 90 a 20' stows, so stowage (80 %) binds before volume (72 %).
const chairs = { volume: 0.25, weight: 10, packingUnit: 4, qty20: 90, qty40: 190, qty40h: 220, quantity: 72 };
export const StowageBound: Story = {
  args: { plan: loadPlan([chairs]) },
  play: async ({ canvasElement }) => {
    const twenty = within(canvasElement).getByTestId('gauge-20');
    await expect(twenty).toHaveAttribute('data-binding', 'stowage');
    await expect(within(twenty).getByRole('meter', { name: /Stowage/ })).toHaveAttribute('aria-valuetext', '80% of the stated cartons');
    await expect(within(canvasElement).getByText("Fits in one 20' container.")).toBeVisible();
    // The spec's figure is capacity minus volume (25 - 18); the cartons' estimate is said in words beside it.
    await expect(within(twenty).getByText("Still needed for a full 20': 7.00 m³")).toBeVisible();
    await expect(within(twenty).getByText("By cartons it is 80% full: the stated cartons per 20' fill it before its m³ do.")).toBeVisible();
    await expect(within(twenty).getByText('fills up first')).toBeVisible();
  },
};

/** The same cart in German: plain words for the limit that fills up first. */
export const StowageBoundGerman: Story = {
  args: { plan: loadPlan([chairs]) },
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const twenty = within(canvasElement).getByTestId('gauge-20');
    await expect(within(twenty).getByText('wird zuerst voll')).toBeVisible();
    await expect(within(twenty).getByText(/^Noch nötig für einen vollen 20': 7,00\sm³$/)).toBeVisible();
  },
};

// Stone tables: 0.1 m³ but 400 kg each, so 60 of them fill a 20' by weight at 6 m³.
export const WeightBound: Story = {
  args: { plan: loadPlan([{ volume: 0.1, weight: 400, quantity: 60 }]) },
  play: async ({ canvasElement }) => {
    const twenty = within(canvasElement).getByTestId('gauge-20');
    await expect(twenty).toHaveAttribute('data-binding', 'weight');
    const weight = within(twenty).getByRole('meter', { name: /Weight/ });
    await expect(weight).toHaveAttribute('aria-valuetext', `24,000.00\u00a0kg of ${CONTAINER_PAYLOADS['20'].toLocaleString('en-US')}.00\u00a0kg`);
    await expect(within(twenty).getByText('fills up first')).toBeVisible();
    await expect(within(twenty).getByText("Still needed for a full 20': 19.00 m³")).toBeVisible();
  },
};

export const OverTheCap: Story = {
  args: { plan: loadPlan([{ volume: 1, weight: 20, quantity: 70 }]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The total volume cannot exceed 65 m³');
    await expect(within(canvas.getByTestId('gauge-40H')).getByText('2 containers')).toBeVisible();
  },
};
