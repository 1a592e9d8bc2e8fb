import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog.tsx';

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Add Plant</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Add a plant</DialogTitle>
        <DialogDescription>Search the catalogue.</DialogDescription>
        <input aria-label="Plant name" />
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  test('moves focus into the dialog and back to the trigger when closed with Escape', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Add Plant' });

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Add a plant' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  test('has a labelled close button', async () => {
    const user = userEvent.setup();
    render(<Example />);

    await user.click(screen.getByRole('button', { name: 'Add Plant' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
