// A goods card in a conversation: its title in the reader's language, its price per unit, and a link that
// opens the goods it shows.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ChatMessage } from '@portal/contracts/http/chat';
import { renderWithStore } from '@/test/render.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { chatTestIds } from './test-ids.ts';

const card: ChatMessage = {
  id: 11,
  conversationId: 5,
  senderId: 2,
  side: 'buyer',
  kind: 'goods',
  text: '',
  picture: null,
  goods: {
    id: 77,
    title: '帆布袋',
    titleEn: 'Canvas bag',
    image: '/assets/goods/77.svg',
    price: '12.50',
    unit: 'piece',
  },
  clientKey: null,
  sentAt: 1_780_000_000_000,
};

describe('MessageBubble goods card', () => {
  it('shows the goods in English and opens its detail page', async () => {
    renderWithStore(<MessageBubble message={card} mine />, { lang: 'en' });
    const link = await screen.findByTestId(chatTestIds.goodsCard);
    expect(link.getAttribute('href')).toBe('/goodsDetail?id=77');
    expect(link.textContent).toContain('Canvas bag');
    expect(link.textContent).toContain('12.50');
  });
});
