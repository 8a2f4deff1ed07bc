import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Radio, RadioGroup } from '@kontor/ui/RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Service type',
    onChange: fn(),
    children: [
      <Radio key="0" value="0">
        Replace parts
      </Radio>,
      <Radio key="1" value="1">
        Replace product
      </Radio>,
      <Radio key="2" value="2" description="Credited on your next invoice">
        Compensation
      </Radio>,
      <Radio key="3" value="3">
        Others
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Compensation'));
    await expect(canvas.getByRole('radio', { name: 'Compensation' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Replace parts' });
    await waitFor(() => expect(first).toHaveFocus());
    const mark = first.closest('label')!.querySelector('[aria-hidden="true"]')!;
    await expect(getComputedStyle(mark).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Replace product' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', label: 'Delivery' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a service type' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a service type');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Others'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
