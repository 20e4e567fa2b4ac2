// The reason dialog of a refusal with a real store and i18n: nothing is sent without a reason (the required
// message under the field, in zh and in en), the reason goes trimmed, a server 400 naming `reason` lands under
// the field with the text kept, and a success closes it.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { labelKey } from '@/shared/i18n/rule-message.ts';
import { errorBeside, renderWithStore } from '@/test/render.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

function open(lang: 'zh' | 'en', send: (reason: string) => Promise<unknown>) {
  const onClose = vi.fn();
  const view = renderWithStore(
    <ReasonDialog
      title="Reject Agent goods 1"
      label="Reason"
      ruleLabel={labelKey('requests:ruleLabels.rejectReason')}
      submitLabel="Reject"
      cancelLabel="Keep"
      closeLabel="Close"
      formId="reason-form"
      fieldTestId="reason-field"
      submitting={false}
      send={send}
      onClose={onClose}
    />,
    { lang },
  );
  const dialog = screen.getByRole('dialog');
  return { ...view, onClose, dialog, field: within(dialog).getByTestId('reason-field') };
}

describe('ReasonDialog', () => {
  it.each([
    ['zh', '拒绝原因不能为空'],
    ['en', 'Reason is required'],
  ] as const)('sends nothing without a reason and says so under the field (%s)', async (lang, message) => {
    const send = vi.fn(() => Promise.resolve());
    const { user, dialog, field, onClose } = open(lang, send);
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(errorBeside(field)).toBe(message));
    expect(send).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
  });

  it('sends the reason trimmed and closes once it is done', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { user, dialog, field, onClose } = open('en', send);
    await user.type(field, '  Out of stock  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith('Out of stock');
  });

  it('keeps the dialog and what was typed when the server refuses the reason, its message under the field', async () => {
    const send = vi.fn(() =>
      // What the baseQuery rejects with for a 400 naming the field.
      Promise.reject({ status: 400, field: 'reason', message: 'A reason is required to reject.' }),
    );
    const { user, dialog, field, onClose } = open('en', send);
    await user.type(field, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(errorBeside(field)).toBe('A reason is required to reject.'));
    expect((field as HTMLTextAreaElement).value).toBe('x');
    expect(onClose).not.toHaveBeenCalled();
  });
});
