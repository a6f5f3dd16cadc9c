import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function NestedDialogs() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return outer ? (
    <Dialog
      title="Edit Product"
      onClose={() => {
        setOuter(false);
      }}
    >
      <input aria-label="Name" />
      <button
        type="button"
        onClick={() => {
          setInner(true);
        }}
      >
        Add Field
      </button>
      {inner && (
        <Dialog
          title="Add Field"
          onClose={() => {
            setInner(false);
          }}
        >
          <input aria-label="Field name" />
        </Dialog>
      )}
    </Dialog>
  ) : null;
}

describe('Dialog', () => {
  it('closes only the dialog on top when Escape is pressed over another dialog', async () => {
    const user = userEvent.setup();
    render(<NestedDialogs />);
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Field name' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Add Field' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
