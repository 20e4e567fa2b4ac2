// The chat page in the real store and providers with a fake API: the list with unread counts, opening a
// conversation from the 'contact the seller' link, text kept as text, sending (Enter, failures keep the
// text), marking read, the goods card offer and the picture rules of requirements section 5.
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import * as chat from '@portal/contracts/http/chat';
import type { UserInfo } from '@portal/contracts/entities/user';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { businessFailure, fakeApi, ok, renderWithStore, textsOf } from '@/test/render.tsx';
import { chatUnreadChanged } from '@/shared/session/chat-unread.ts';
import ChatPage from './chat-page.tsx';
import { messageReceived } from './chat-slice.ts';
import { LIST_REFRESH_MS } from './conversation-list.tsx';
import { MARK_READ_GAP_MS } from './conversation-view.tsx';
import { conversation, message } from './chat-fixtures.ts';
import { chatTestIds as ids } from './test-ids.ts';

const t = textsOf('chat');

afterEach(() => {
  vi.unstubAllGlobals();
});

const buyer = { id: 7, account: 'buyer', nickname: '采购商王明', role: 'buyer' } as UserInfo;

function renderChat(url: string, lang: 'zh' | 'en' = 'en', onCommit?: () => void) {
  return renderWithStore(
    <Profiler id="chat" onRender={() => onCommit?.()}>
      <Routes>
        <Route path="/chat" element={<ChatPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </Profiler>,
    {
      route: url,
      preloadedState: {
        session: { ...initialSessionState, token: 'tok', userInfo: buyer },
        ui: { ...initialUiState, language: lang },
      },
    },
  );
}

const open = conversation({ unread: 2, lastMessage: message(4, { side: 'seller', text: 'Ships in 3 days' }) });
const history = (messages = [message(1), message(2, { side: 'seller', text: '<b>bold</b> & <i>raw</i>' })]) => ({
  conversation: open,
  messages,
  hasMore: false,
  seq: 0,
  epoch: 'e1',
});

describe('chat page', () => {
  it('lists the conversations with their last message and unread count, and asks to pick one', async () => {
    fakeApi([[chat.conversations, () => ok({ records: [open], totalUnread: 2 })]]);
    renderChat('/chat');
    const item = await screen.findByTestId(ids.listItem);
    expect(item.textContent).toContain('Yiwu Hardware Store');
    expect(item.textContent).toContain('Ships in 3 days');
    expect(within(item).getByTestId(ids.listItemUnread).textContent).toBe('2');
    expect(item.getAttribute('href')).toBe('/chat?conversationId=5');
    expect(screen.getByTestId(ids.pickHint).textContent).toContain('Choose a conversation');
  });

  it('says so when there is no conversation yet, in Chinese too', async () => {
    fakeApi([[chat.conversations, () => ok({ records: [], totalUnread: 0 })]]);
    renderChat('/chat', 'zh');
    expect(await screen.findByText('暂无会话')).toBeTruthy();
  });

  it("opens the seller's conversation from the link, shows text as text and marks it read", async () => {
    const api = fakeApi([
      [chat.conversations, () => ok({ records: [open], totalUnread: 2 })],
      [chat.open, () => ok(open)],
      [chat.history, () => ok(history())],
      [chat.read, () => ok({ unread: 0, totalUnread: 0 })],
      [chat.send, ({ body }) => ok(message(9, { kind: 'goods', goods: null, ...(body as object) }))],
    ]);
    const { router } = renderChat('/chat?companyId=31&goodsId=77');
    await waitFor(() => expect(router.state.location.search).toBe('?conversationId=5&goodsId=77'));
    expect(api.callsTo(chat.open)[0]?.body).toEqual({ companyId: 31 });
    const bubbles = await screen.findAllByTestId(ids.message);
    expect(bubbles).toHaveLength(2);
    // the markup is text on screen, nothing rendered as HTML
    expect(bubbles[1]!.textContent).toContain('<b>bold</b> & <i>raw</i>');
    expect(bubbles[1]!.querySelector('b')).toBeNull();
    expect(bubbles[1]!.getAttribute('data-side')).toBe('theirs');
    await waitFor(() => expect(api.callsTo(chat.read)[0]?.body).toEqual({ conversationId: 5, upTo: 2 }));

    fireEvent.click(screen.getByRole('button', { name: t('composer.sendGoods') }));
    await waitFor(() =>
      expect(api.callsTo(chat.send)[0]?.body).toMatchObject({ conversationId: 5, kind: 'goods', goodsId: 77 }),
    );
  });

  it('sends on Enter with a client key, and keeps the text when the server refuses', async () => {
    let refuse = true;
    const api = fakeApi([
      [chat.conversations, () => ok({ records: [open], totalUnread: 0 })],
      [chat.history, () => ok(history([message(1)]))],
      [
        chat.send,
        ({ body }) =>
          refuse
            ? businessFailure('B001', 'Operation is too frequent. Please try again later!')
            : ok(message(3, { text: (body as { text: string }).text })),
      ],
    ]);
    const { user } = renderChat('/chat?conversationId=5');
    const input = await screen.findByRole('textbox', { name: t('composer.placeholder') });
    await user.type(input, 'Do you ship to Ningbo?{Enter}');
    await waitFor(() => expect(api.callsTo(chat.send)).toHaveLength(1));
    expect((input as HTMLTextAreaElement).value).toBe('Do you ship to Ningbo?');
    refuse = false;
    await user.click(screen.getByRole('button', { name: t('composer.send') }));
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    const [first, second] = api.callsTo(chat.send).map((call) => call.body as chat.SendBody);
    expect(second).toMatchObject({ conversationId: 5, kind: 'text', text: 'Do you ship to Ningbo?' });
    // the retry is the same message: the same key, so the server stores it once
    expect(second?.clientKey).toBe(first?.clientKey);
    // Incoming and sent messages render at transition priority: the newest bubble comes a moment later.
    await waitFor(() => {
      const last = screen.getAllByTestId(ids.message).at(-1)!;
      expect(last.textContent).toContain('Do you ship to Ningbo?');
      expect(within(last).getByTestId(ids.delivery).getAttribute('data-state')).toBe('sent');
    });
  });

  it('enables Send only for text, counts down near the limit, and a key press renders nothing else', async () => {
    fakeApi([
      [chat.conversations, () => ok({ records: [open], totalUnread: 0 })],
      [chat.history, () => ok(history([message(1)]))],
    ]);
    let commits = 0;
    const { user } = renderChat('/chat?conversationId=5', 'en', () => (commits += 1));
    const input = (await screen.findByTestId(ids.input)) as HTMLTextAreaElement;
    const send = screen.getByTestId(ids.send) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(input, '  ');
    expect(send.disabled).toBe(true); // blanks are not a message
    await user.type(input, 'hi');
    expect(send.disabled).toBe(false);
    // Typing on: the textarea keeps the text, so a key press that changes nothing else commits nothing.
    const before = commits;
    await user.type(input, ' there');
    expect(commits).toBe(before);
    expect(input.value).toBe('  hi there');
    await user.clear(input);
    expect(send.disabled).toBe(true);
    // Near the limit the characters left are shown, and they follow the text.
    fireEvent.change(input, { target: { value: 'x'.repeat(chat.CHAT_TEXT_MAX - 150) } });
    expect(await screen.findByText('150 characters left')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'x'.repeat(chat.CHAT_TEXT_MAX - 149) } });
    expect(await screen.findByText('149 characters left')).toBeTruthy();
  });

  it('refuses a file that is not a picture, or one over 10M, before uploading it', async () => {
    const api = fakeApi([
      [chat.conversations, () => ok({ records: [open], totalUnread: 0 })],
      [chat.history, () => ok(history([message(1)]))],
    ]);
    renderChat('/chat?conversationId=5');
    const input = (await screen.findByTestId(ids.pictureInput)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByTestId(ids.pictureError)).textContent).toBe('Please choose a JPG, PNG or GIF picture.');
    const big = new File(['x'], 'photo.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByTestId(ids.pictureError).textContent).toMatch(/10/));
    expect(api.calls.filter((call) => call.op.id === 'file/upload')).toHaveLength(0);
  });

  it('shows the newest 60 messages of a long conversation, the earlier ones on demand', async () => {
    const many = Array.from({ length: 150 }, (_, i) => message(i + 1, { side: i % 2 ? 'seller' : 'buyer' }));
    fakeApi([
      [chat.conversations, () => ok({ records: [open], totalUnread: 0 })],
      [chat.history, () => ok(history(many))],
      [chat.read, () => ok({ unread: 0, totalUnread: 0 })],
      [chat.send, ({ body }) => ok(message(151, { text: (body as { text: string }).text }))],
    ]);
    const { user } = renderChat('/chat?conversationId=5');
    await waitFor(() => expect(screen.getAllByTestId(ids.message)).toHaveLength(60));
    expect(screen.getAllByTestId(ids.message)[0]?.getAttribute('data-message-id')).toBe('91');
    const earlier = screen.getByTestId(ids.showEarlier);
    expect(earlier.textContent).toBe('Show earlier messages (90)');
    await user.click(earlier);
    expect(screen.getAllByTestId(ids.message)).toHaveLength(120);

    // A new message: the newest shows, the window slides and stays as large as asked.
    await user.type(screen.getByRole('textbox', { name: t('composer.placeholder') }), 'Any news?{Enter}');
    await waitFor(() => expect(screen.getAllByTestId(ids.message).at(-1)?.textContent).toContain('Any news?'));
    expect(screen.getAllByTestId(ids.message)).toHaveLength(120);
    await user.click(screen.getByRole('button', { name: t('showEarlier', { count: 31 }) }));
    expect(screen.getAllByTestId(ids.message)).toHaveLength(151);
    expect(screen.queryByTestId(ids.showEarlier)).toBeNull();
  });

  it('keeps up with a busy conversation: the read mark and the list are asked at most once per gap, the last always', async () => {
    const api = fakeApi([
      [chat.conversations, () => ok({ records: [open], totalUnread: 0 })],
      [chat.history, () => ok(history([message(1)]))],
      [chat.read, () => ok({ unread: 0, totalUnread: 0 })],
    ]);
    const { store } = renderChat('/chat?conversationId=5');
    await screen.findAllByTestId(ids.message);
    const listed = api.callsTo(chat.conversations).length;
    // The seller sends 20 messages in ~0.2 s (longer on a busy machine: the bounds below follow the time it
    // took); each moves the header's unread total.
    const began = performance.now();
    for (let id = 2; id <= 21; id += 1) {
      store.dispatch(messageReceived(message(id, { side: 'seller', text: `storm ${id}` })));
      store.dispatch(chatUnreadChanged(id));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const storm = performance.now() - began;
    await waitFor(() => expect(api.callsTo(chat.read).at(-1)?.body).toEqual({ conversationId: 5, upTo: 21 }), {
      timeout: MARK_READ_GAP_MS * 3,
    });
    await waitFor(() => expect(api.callsTo(chat.conversations).length).toBeGreaterThan(listed), {
      timeout: LIST_REFRESH_MS * 3,
    });
    // One read mark at once, then at most one per gap; the list once at once and once at the end of each gap
    // (one gap when the storm takes its 0.2 s: 3 reads and 2 lists against 20 of each without the gaps).
    expect(api.callsTo(chat.read).length).toBeLessThanOrEqual(2 + Math.ceil(storm / MARK_READ_GAP_MS));
    await new Promise((resolve) => setTimeout(resolve, LIST_REFRESH_MS + 100));
    expect(api.callsTo(chat.conversations).length - listed).toBeLessThanOrEqual(1 + Math.ceil(storm / LIST_REFRESH_MS));
    await waitFor(() => expect(screen.getAllByTestId(ids.message).at(-1)?.textContent).toContain('storm 21'));
  });
});
