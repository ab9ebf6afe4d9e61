import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';

describe('Button', () => {
  it('renders the default variant and size as a non-submitting button', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('bg-primary', 'h-10', 'px-4');
  });

  it.each([
    ['destructive', 'bg-destructive'],
    ['outline', 'border-border'],
    ['secondary', 'bg-secondary'],
    ['ghost', 'hover:bg-muted'],
    ['link', 'underline-offset-4'],
  ] as const)('variant %s uses its own colours', (variant, expected) => {
    render(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass(expected);
    expect(button).not.toHaveClass('bg-primary');
  });

  it.each([
    ['sm', 'h-9'],
    ['lg', 'h-11'],
    ['icon', 'w-10'],
  ] as const)('size %s changes the box', (size, expected) => {
    render(<Button size={size}>X</Button>);
    expect(screen.getByRole('button', { name: 'X' })).toHaveClass(expected);
  });

  it('lets a caller class win over the variant and stays inert when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button className="px-10" disabled onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveClass('px-10');
    expect(button).not.toHaveClass('px-4');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
